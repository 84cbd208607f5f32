/** /subscriptions/events/{subscriptionId} (spec 2 section 2.9): the details of one event subscription. */
import { useParams } from '../../shared/router';
import { EventSubscriptionDetailsPage } from '../../features/event-subscriptions/components/details/event-subscription-details-page';
import { PageFrame } from './page-frame';

export default function EventSubscriptionDetailsRoute() {
  const { subscriptionId = '' } = useParams();
  return (
    <PageFrame>
      <EventSubscriptionDetailsPage key={subscriptionId} subscriptionId={subscriptionId} />
    </PageFrame>
  );
}
