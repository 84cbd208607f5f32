/** /accounts/{accountId}/summary: the account's summary with the teams area's create, edit and delete dialogs. */
import { useParams } from '../../shared/router';
import { AccountFrame } from '../../features/accounts/components/account-frame';
import { AccountSummaryPage } from '../../features/accounts/components/account-summary-page';
import { CreateTeamButton, TeamRowActions } from '../../features/teams/components/dialogs/team-actions';
import { PageFrame } from './page-frame';

export default function AccountSummaryRoute() {
  const { accountId = '' } = useParams();
  return (
    <PageFrame>
      <AccountFrame accountId={accountId} section="summary">
        <AccountSummaryPage
          accountId={accountId}
          renderCreateTeam={(account) => <CreateTeamButton account={account} />}
          renderTeamActions={(team, p) => <TeamRowActions team={team} canEdit={p.editTeam} canRemove={p.removeTeam} />}
        />
      </AccountFrame>
    </PageFrame>
  );
}
