/**
 * Account summary (spec 1 section 2.8): the account, its teams table, Create team and a team edit/delete action per
 * permissions. The team dialogs come from the teams area through the render props (composed in app/routes).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Account, AccountTeam } from '@dc/contracts';
import { useAccount } from '../api/get-account';
import { useAccountTeams } from '../api/get-account-teams';
import { useAccountPermissions, type AccountPermissions } from '../hooks/use-account-permissions';
import { AccountChips } from './account-chips';
import { AccountTeamsTable } from './account-teams-table';

export interface AccountSummaryPageProps {
  accountId: string;
  renderCreateTeam?(account: Account): ReactNode;
  renderTeamActions?(team: AccountTeam, permissions: AccountPermissions): ReactNode;
}

export function AccountSummaryPage({ accountId, renderCreateTeam, renderTeamActions }: AccountSummaryPageProps) {
  const { t } = useTranslation('accounts');
  const account = useAccount(accountId);
  const teams = useAccountTeams(accountId);
  const permissions = useAccountPermissions(accountId);
  const canAct = permissions.editTeam === true || permissions.removeTeam === true;
  return (
    <Box data-testid="account-summary">
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {account.data?.name ?? <Skeleton width={240} />}
        </Typography>
        {account.data && <AccountChips account={account.data} />}
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="account-teams-title">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            p: { xs: 2, sm: 3 },
          }}
        >
          <Typography id="account-teams-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('summary.teamsTitle')}
          </Typography>
          {permissions.createTeam && account.data && renderCreateTeam?.(account.data)}
        </Box>
        <AccountTeamsTable
          accountId={accountId}
          teams={teams.isError ? [] : teams.data}
          error={teams.error}
          actions={canAct && renderTeamActions ? (team) => renderTeamActions(team, permissions) : undefined}
        />
      </Paper>
    </Box>
  );
}
