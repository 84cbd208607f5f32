/**
 * The application's credentials on the Subscription Details page (spec 2 sections 2.9, 5): client id and secrets,
 * each hidden until shown; no secret is deleted from here. Basic users get none (null from the server).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { SubscriptionSummary } from '@dc/contracts';
import { SecretText } from '../../../../shared/ui/secret-text';

export function SummaryCredentials({ credentials }: { credentials: NonNullable<SubscriptionSummary['credentials']> }) {
  const { t } = useTranslation('subscriptions');
  const labels = {
    show: t('credentials.show'),
    hide: t('credentials.hide'),
    copy: t('credentials.copy'),
    copied: t('credentials.copied'),
  };
  return (
    <Box data-testid="summary-credentials">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('credentials.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('credentials.clientId')}
          </Typography>
          <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {credentials.client_id}
          </Box>
        </Box>
        {credentials.secrets.map((secret, i) => {
          const name = t('credentials.secretName', { number: i + 1 });
          return (
            <Box key={secret.id}>
              <Typography variant="body2" color="text.secondary">
                {name}
              </Typography>
              <SecretText name={name} value={secret.secret} labels={labels} />
            </Box>
          );
        })}
      </Paper>
    </Box>
  );
}
