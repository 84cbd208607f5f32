/**
 * Step 4 of the wizard, the editor for the credentials of the new subscription (spec 2 section 2.5): for https the
 * signing secret of the webhooks (this answer carries it; later only developers and admins can read it again), for
 * wss the WebSocket URL and how the application authenticates with its client credentials; and the filter.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { Trans } from '../../../../shared/i18n/trans';
import { EVENT_DELIVERY_HEADERS, type EventSubscriptionCreated } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { readCachedProviderConfig } from '../../../../shared/lib/auth/provider-config';
import { SecretText } from '../../../../shared/ui/secret-text';
import { socketUrl } from '../../utils/socket-url';
import { FilterSummary } from '../common/filter-summary';

export function CredentialsStep({ created }: { created: EventSubscriptionCreated }) {
  const { t } = useTranslation('event-subscriptions');
  const s = created.subscription;
  return (
    <Stack spacing={3} data-testid="wizard-credentials">
      <Alert severity="success">
        {t('wizard.created', {
          application: s.applicationName,
          product: s.eventTitle,
          version: s.eventVersion,
          environment: t(`environments.${s.environment}`),
        })}
      </Alert>
      {created.signingSecret ? (
        <WebhookCredentials endpoint={s.endpoint} secret={created.signingSecret} />
      ) : (
        <SocketCredentials endpoint={s.endpoint} applicationId={s.applicationId} />
      )}
      <Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('details.filterTitle')}
        </Typography>
        <FilterSummary filter={s.filter} />
      </Box>
    </Stack>
  );
}

function WebhookCredentials({ endpoint, secret }: { endpoint: string; secret: string }) {
  const { t } = useTranslation('event-subscriptions');
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('credentials.webhookTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {t('credentials.webhookText', { endpoint })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('credentials.signingSecret')}
      </Typography>
      <SecretText
        name={t('credentials.signingSecret')}
        value={secret}
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
    </Box>
  );
}

function SocketCredentials({ endpoint, applicationId }: { endpoint: string; applicationId: string }) {
  const { t } = useTranslation('event-subscriptions');
  const tokenEndpoint = readCachedProviderConfig()?.token_endpoint ?? `${window.location.origin}/oidc/token`;
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('credentials.socketTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('credentials.socketUrl')}
      </Typography>
      <Box component="code" data-testid="socket-url" sx={{ display: 'block', overflowWrap: 'anywhere', mb: 1.5 }}>
        {socketUrl(endpoint, window.location.origin)}
      </Box>
      <Box component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1, overflowWrap: 'anywhere' } }}>
        <li>
          <Trans
            t={t}
            i18nKey="credentials.socketToken"
            values={{ tokenEndpoint }}
            components={{
              code: <code />,
              // Not 'link': the translation parser treats <link> as a void HTML element.
              anchor: (
                <Link component={RouterLink} to={href(paths.application, { applicationId }, { type: 'credentials' })} />
              ),
            }}
          />
        </li>
        <li>
          <Trans t={t} i18nKey="credentials.socketConnect" components={{ code: <code /> }} />
        </li>
      </Box>
    </Box>
  );
}
