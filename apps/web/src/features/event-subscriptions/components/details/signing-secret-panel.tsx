/**
 * The webhook signing secret of an https subscription (beyond the spec), hidden until asked for: read from the
 * server only when shown or copied (developers and admins).
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { EVENT_DELIVERY_HEADERS } from '@dc/contracts';
import { SecretText } from '../../../../shared/ui/secret-text';
import type { TeamRef } from '../../api/event-headers';
import { getSigningSecret } from '../../api/get-signing-secret';
import { Section } from '../common/section';

export function SigningSecretPanel({ team, subscriptionTrn }: { team: TeamRef; subscriptionTrn: string }) {
  const { t } = useTranslation('event-subscriptions');
  return (
    <Section title={t('credentials.signingSecret')} testId="signing-secret-panel">
      <SecretText
        name={t('credentials.signingSecret')}
        reveal={() => getSigningSecret(team, subscriptionTrn)}
        labels={{
          show: t('credentials.show'),
          hide: t('credentials.hide'),
          copy: t('credentials.copy'),
          copied: t('credentials.copied'),
        }}
        testId="signing-secret"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {t('credentials.signatureHelp', { header: EVENT_DELIVERY_HEADERS.signature })}
      </Typography>
    </Section>
  );
}
