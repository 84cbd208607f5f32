/**
 * What a subscribe request came to (spec 2 section 4): Active at once, or Pending for a manual-approval API, with
 * the note that the provider has been notified, an e-mail acknowledgment follows, whom to contact after N-2 to N-1
 * days, and that the request expires after subscription_expiry_days.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { acknowledgmentWindow } from '../../utils/pending-note';

export function SubscriptionResult({
  subscription: s,
  expiryDays,
}: {
  subscription: ApiSubscription;
  expiryDays: number;
}) {
  const { t } = useTranslation('subscriptions');
  const pending = s.subscription_status === 'Pending';
  const window = acknowledgmentWindow(expiryDays);
  return (
    <Box data-testid="subscription-result">
      {pending ? (
        <Alert severity="warning">
          <AlertTitle>{t('subscribe.pendingTitle')}</AlertTitle>
          {t('subscribe.pendingNote', { from: window.from, to: window.to, days: expiryDays })}
        </Alert>
      ) : (
        <Alert severity="success">
          <AlertTitle>{t('subscribe.activeTitle')}</AlertTitle>
          {t('subscribe.activeNote', { application: s.app_display_name, product: s.api_display_name })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={href(paths.subscriptionSummary, { applicationId: s.app_uuid, apiId: s.api_id })}
        >
          {t('subscribe.viewDetails')}
        </Button>
        <Button component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
          {t('subscribe.backToProduct')}
        </Button>
      </Box>
    </Box>
  );
}
