/** The user's role label, marketplace reference and initialization state of an account. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../shared/i18n';
import { isMarketplaceAccount, roleLabel, type Account } from '@dc/contracts';

const STATUS_KEY = {
  NOT_INITIALIZED: 'status.notInitialized',
  IN_PROGRESS: 'status.inProgress',
  COMPLETED: 'status.completed',
} as const;

export function AccountChips({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
      <Chip size="small" variant="outlined" label={t('role', { role: t(`roles.${roleLabel(account.role)}`) })} />
      {isMarketplaceAccount(account) && <Chip size="small" variant="outlined" label={t('marketplace')} />}
      <Chip
        size="small"
        color={account.initializationStatus === 'COMPLETED' ? 'success' : 'default'}
        variant="outlined"
        label={t(STATUS_KEY[account.initializationStatus])}
      />
    </Stack>
  );
}
