import { useParams } from 'react-router';
import { ApiDetailPage } from '../../features/products/components/api-detail/api-detail-page';

export default function ApiDetailRoute() {
  const { id = '' } = useParams();
  return <ApiDetailPage key={id} apiId={id} />;
}
