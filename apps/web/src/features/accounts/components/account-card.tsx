/** One account: name, the user's role, marketplace and initialization state, and 'Manage Account'. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { Account } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { AccountChips } from './account-chips';
import { EnableAccountButton } from './enable-account-button';

export function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="account-card">
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
          {account.name}
        </Typography>
        <AccountChips account={account} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={href(paths.accountSummary, { accountId: account.uuid })}
          aria-label={t('discovery.manageAccountOf', { account: account.name })}
        >
          {t('discovery.manageAccount')}
        </Button>
        {!account.enabled && <EnableAccountButton account={account} />}
      </CardActions>
    </Card>
  );
}
