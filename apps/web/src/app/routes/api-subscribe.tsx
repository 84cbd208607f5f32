/**
 * /apis/{id}/subscribe (route API_SUBSCRIPTIONS, spec 2 section 2.2): subscribe one of the team's applications (from
 * the applications area) to the API.
 */
import { useParams } from '../../shared/router';
import { useApplications } from '../../features/applications/api/get-applications';
import { useApplicationAccess } from '../../features/applications/hooks/use-application-access';
import { SubscribePage } from '../../features/subscriptions/components/subscribe/subscribe-page';
import { PageFrame } from './page-frame';

export default function ApiSubscribeRoute() {
  const { id = '' } = useParams();
  const { allowed, teamId } = useApplicationAccess();
  const applications = useApplications(teamId, allowed !== false);
  return (
    <PageFrame>
      <SubscribePage key={id} apiId={id} applications={applications} />
    </PageFrame>
  );
}
