/**
 * /applications/{applicationId}?type= (spec 2 section 2.8): the application's tabs, its Subscriptions tab from the
 * subscriptions area (API) and the event subscriptions area.
 */
import { useParams } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { ApplicationEventSubscriptions } from '../../features/event-subscriptions/components/application/application-event-subscriptions';
import { ApplicationDetailPage } from '../../features/applications/components/detail/application-detail-page';
import { ApplicationSubscriptions } from '../../features/subscriptions/components/application/application-subscriptions';
import { PageFrame } from './page-frame';

export default function ApplicationDetailRoute() {
  const { applicationId = '' } = useParams();
  // The areas' texts load with the page, so opening the Subscriptions tab never suspends it.
  useTranslation(['applications', 'subscriptions', 'event-subscriptions']);
  return (
    <PageFrame>
      <ApplicationDetailPage
        // A new application is a new page (tabs, forms and dialogs start afresh).
        key={applicationId}
        applicationId={applicationId}
        renderSubscriptions={(app, teamId) => (
          <>
            <ApplicationSubscriptions teamId={teamId} applicationId={app.id} />
            <ApplicationEventSubscriptions applicationId={app.id} />
          </>
        )}
      />
    </PageFrame>
  );
}
