/**
 * /applications/{applicationId}?type= (spec 2 section 2.8): the application's tabs, its Subscriptions tab from the
 * subscriptions area.
 */
import { useParams } from 'react-router';
import { ApplicationDetailPage } from '../../features/applications/components/detail/application-detail-page';
import { ApplicationSubscriptions } from '../../features/subscriptions/components/application/application-subscriptions';
import { PageFrame } from './page-frame';

export default function ApplicationDetailRoute() {
  const { applicationId = '' } = useParams();
  return (
    <PageFrame>
      <ApplicationDetailPage
        // A new application is a new page (tabs, forms and dialogs start afresh).
        key={applicationId}
        applicationId={applicationId}
        renderSubscriptions={(app, teamId) => <ApplicationSubscriptions teamId={teamId} applicationId={app.id} />}
      />
    </PageFrame>
  );
}
