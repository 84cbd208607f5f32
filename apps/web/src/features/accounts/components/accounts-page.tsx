/**
 * Account discovery (/accounts?activationId; spec 1 section 2.8): a card per viewable account with 'Manage
 * Account'; none: 'Account permissions not yet assigned.' An activationId waits for the activation to finish.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useAccounts } from '../../../shared/lib/accounts/get-accounts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccountsPermissions, type AccountAction } from '../hooks/use-account-permissions';
import { AccountCard } from './account-card';
import { ActivationWait } from './activation-wait';

const VIEW: AccountAction[] = ['viewAccount'];
const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' };

export function AccountsPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('discovery.title'));
  const accounts = useAccounts();
  const ids = useMemo(() => (accounts.data ?? []).map((a) => a.uuid), [accounts.data]);
  const permissionsOf = useAccountsPermissions(ids, VIEW);
  const unknown = !accounts.data || ids.some((id) => permissionsOf(id).viewAccount === undefined);
  const viewable = (accounts.isError ? [] : (accounts.data ?? [])).filter(
    (a) => permissionsOf(a.uuid).viewAccount === true,
  );
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('discovery.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('discovery.subtitle')}
      </Typography>
      <ActivationWait accounts={accounts.data} refetch={() => accounts.refetch()} />
      {unknown && !accounts.isError ? (
        <Box sx={grid} aria-busy="true" data-testid="accounts-loading">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={168} />
          ))}
        </Box>
      ) : viewable.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="accounts-empty">
          <Typography>{t('discovery.empty')}</Typography>
        </Paper>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} data-testid="account-cards">
          {viewable.map((account) => (
            <li key={account.uuid}>
              <AccountCard account={account} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
