/** /subscriptions/pendingApprovals (route PENDING_SUBSCRIPTION_APPROVALS): requests waiting for the provider. */
import { PendingApprovalsPage } from '../../features/subscriptions/components/approvals/pending-approvals-page';
import { PageFrame } from './page-frame';

export default function SubscriptionApprovalsRoute() {
  return (
    <PageFrame>
      <PendingApprovalsPage />
    </PageFrame>
  );
}
