/** /subscriptions (spec 2 section 2.9, SPEC-NOTES 2): the team's API subscriptions. */
import { SubscriptionsPage } from '../../features/subscriptions/components/list/subscriptions-page';
import { PageFrame } from './page-frame';

export default function SubscriptionListRoute() {
  return (
    <PageFrame>
      <SubscriptionsPage />
    </PageFrame>
  );
}
