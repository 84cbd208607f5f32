/** /teams/{teamId}?currentTeam (spec 3 section 2.1): the team summary; the literal myTeam lists the user's teams. */
import { useParams } from '../../shared/router';
import { TeamsPage } from '../../features/teams/components/cards/teams-page';
import { TeamSummaryPage } from '../../features/teams/components/summary/team-summary-page';
import { MY_TEAM } from '../../features/teams/utils/my-team';
import { PageFrame } from './page-frame';

export default function TeamRoute() {
  const { teamId = '' } = useParams();
  return <PageFrame>{teamId === MY_TEAM ? <TeamsPage /> : <TeamSummaryPage key={teamId} teamId={teamId} />}</PageFrame>;
}
