import { useParams } from 'react-router';
import { EventDetailPage } from '../../features/products/components/event-detail/event-detail-page';

export default function EventDetailRoute() {
  const { eventMetadataId = '' } = useParams();
  return <EventDetailPage key={eventMetadataId} eventMetadataId={eventMetadataId} />;
}
