/** 'Subscription Details' for an API subscription (spec 2 section 2.9): its facts and the way to the full page. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { SubscriptionFacts } from '../common/subscription-facts';

export function SubscriptionDetailsDialog({
  subscription,
  onClose,
}: {
  subscription?: ApiSubscription;
  onClose(): void;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <Dialog
      open={!!subscription}
      onClose={onClose}
      aria-labelledby="subscription-details-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="subscription-details-title">{t('details.title')}</DialogTitle>
      <DialogContent>{subscription && <SubscriptionFacts subscription={subscription} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {subscription && (
          <Button
            variant="contained"
            component={RouterLink}
            to={href(paths.subscriptionSummary, { applicationId: subscription.app_uuid, apiId: subscription.api_id })}
          >
            {t('details.open')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
