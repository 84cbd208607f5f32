/** The wizard's buttons: Cancel or Previous, and Next, Subscribe or (after it) the way to the new subscription. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { parseEventSubscriptionTrn } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import type { WizardStep } from './wizard-stepper';

export interface WizardFooterProps {
  step: WizardStep;
  canNext: boolean;
  busy: boolean;
  subscriptionTrn?: string;
  onBack(): void;
  onDone(): void;
}

export function WizardFooter({ step, canNext, busy, subscriptionTrn, onBack, onDone }: WizardFooterProps) {
  const { t } = useTranslation('event-subscriptions');
  const subscriptionId = subscriptionTrn ? parseEventSubscriptionTrn(subscriptionTrn) : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2, mt: 4 }}>
      {step === 'credentials' ? (
        <>
          {subscriptionId && (
            <Button component={RouterLink} to={href(paths.eventSubscription, { subscriptionId })}>
              {t('wizard.viewDetails')}
            </Button>
          )}
          <Button variant="contained" onClick={onDone}>
            {t('wizard.done')}
          </Button>
        </>
      ) : (
        <>
          {step === 'application' ? (
            <Button onClick={onDone}>{t('actions.cancel')}</Button>
          ) : (
            <Button onClick={onBack} disabled={busy}>
              {t('wizard.previous')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!canNext || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {step === 'summary' ? t('wizard.subscribe') : t('wizard.next')}
          </Button>
        </>
      )}
    </Box>
  );
}
