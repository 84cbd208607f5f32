/** /accounts/{accountId}/teams: the account's teams; the cards come from the teams area (composed in app/routes). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Account, AccountTeam } from '@dc/contracts';
import { useAccount } from '../api/get-account';
import { useAccountTeams } from '../api/get-account-teams';
import { useAccountPermissions } from '../hooks/use-account-permissions';

export interface AccountTeamsPageProps {
  accountId: string;
  renderTeams(teams: AccountTeam[] | undefined): ReactNode;
  renderCreateTeam?(account: Account): ReactNode;
}

export function AccountTeamsPage({ accountId, renderTeams, renderCreateTeam }: AccountTeamsPageProps) {
  const { t } = useTranslation('accounts');
  const account = useAccount(accountId);
  const teams = useAccountTeams(accountId);
  const permissions = useAccountPermissions(accountId);
  return (
    <Box data-testid="account-teams">
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {t('teamsPage.title', { account: account.data?.name ?? '' })}
        </Typography>
        {permissions.createTeam && account.data && renderCreateTeam?.(account.data)}
      </Box>
      {renderTeams(teams.isError ? [] : teams.data)}
    </Box>
  );
}
