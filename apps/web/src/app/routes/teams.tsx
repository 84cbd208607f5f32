/** /teams (spec 3 section 2.1): with a current team, that team's page; otherwise the user's teams. */
import { Navigate, useLocation } from '../../shared/router';
import { TeamsPage } from '../../features/teams/components/cards/teams-page';
import { href, paths } from '../../shared/config/paths';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { PageFrame } from './page-frame';

export default function TeamsRoute() {
  const { currentTeam } = useCurrentTeam();
  const { search } = useLocation();
  if (currentTeam) return <Navigate to={`${href(paths.team, { teamId: currentTeam.uuid })}${search}`} replace />;
  return (
    <PageFrame>
      <TeamsPage />
    </PageFrame>
  );
}
