/** /accounts/{accountId}/teams/{teamId}: the team summary reached from its account, under the account's breadcrumbs. */
import { useParams } from '../../shared/router';
import { AccountFrame } from '../../features/accounts/components/account-frame';
import { TeamSummaryPage } from '../../features/teams/components/summary/team-summary-page';
import { PageFrame } from './page-frame';

export default function AccountTeamRoute() {
  const { accountId = '', teamId = '' } = useParams();
  return (
    <PageFrame>
      <AccountFrame accountId={accountId} section="team" teamId={teamId}>
        <TeamSummaryPage key={teamId} teamId={teamId} accountId={accountId} />
      </AccountFrame>
    </PageFrame>
  );
}
