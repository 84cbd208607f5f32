/** /accounts/{accountId}/teams: the account's teams as the teams area's cards. */
import { useParams } from '../../shared/router';
import { AccountFrame } from '../../features/accounts/components/account-frame';
import { AccountTeamsPage } from '../../features/accounts/components/account-teams-page';
import { TeamCardGrid } from '../../features/teams/components/cards/team-card-grid';
import { CreateTeamButton } from '../../features/teams/components/dialogs/team-actions';
import { href, paths } from '../../shared/config/paths';
import { PageFrame } from './page-frame';

export default function AccountTeamsRoute() {
  const { accountId = '' } = useParams();
  return (
    <PageFrame>
      <AccountFrame accountId={accountId} section="teams">
        <AccountTeamsPage
          accountId={accountId}
          renderCreateTeam={(account) => <CreateTeamButton account={account} />}
          renderTeams={(teams) => (
            <TeamCardGrid teams={teams} hrefFor={(team) => href(paths.accountTeam, { accountId, teamId: team.uuid })} />
          )}
        />
      </AccountFrame>
    </PageFrame>
  );
}
