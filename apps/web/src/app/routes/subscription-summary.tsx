/** /subscriptions/apps/{applicationId}/apis/{apiId} (spec 2 section 2.9): Subscription Details. */
import { useParams } from '../../shared/router';
import { SubscriptionSummaryPage } from '../../features/subscriptions/components/summary/subscription-summary-page';
import { PageFrame } from './page-frame';

export default function SubscriptionSummaryRoute() {
  const { applicationId = '', apiId = '' } = useParams();
  return (
    <PageFrame>
      <SubscriptionSummaryPage key={`${applicationId}/${apiId}`} applicationId={applicationId} apiId={apiId} />
    </PageFrame>
  );
}
