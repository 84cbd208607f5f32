/**
 * Subscribe to an API (route API_SUBSCRIPTIONS, /apis/{id}/subscribe; spec 2 sections 2.2, 2.3, 4, 7): the API's
 * name, the team's applications to choose from (composed by the route from the applications area), and Subscribe
 * (POST /subscriptions/). A manual-approval API leaves the request Pending; refusals show their code's text.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useCreateSubscription } from '../../api/create-subscription';
import { useApiProduct } from '../../api/get-api-product';
import { useApiSubscriptions } from '../../api/get-api-subscriptions';
import { useCanManage } from '../../hooks/use-can-manage';
import { useMessageText } from '../../utils/use-message-text';
import { ApplicationChoice } from './application-choice';
import { SubscriptionResult } from './subscription-result';

export type SubscribableApplication = Pick<Application, 'id' | 'display_name' | 'status'>;

export interface ApplicationsState {
  data?: SubscribableApplication[];
  isPending: boolean;
  error: unknown;
}

export function SubscribePage({ apiId, applications }: { apiId: string; applications: ApplicationsState }) {
  const { t } = useTranslation('subscriptions');
  const text = useMessageText();
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid;
  const canManage = useCanManage();
  const api = useApiProduct(teamId, apiId);
  const existing = useApiSubscriptions(canManage ? teamId : undefined, apiId);
  const create = useCreateSubscription(teamId ?? '');
  const [chosen, setChosen] = useState('');
  const name = api.data?.display_name;
  useDocumentTitle(t('subscribe.pageTitle'), name);
  const statusByApp = useMemo(
    () => new Map((existing.data?.items ?? []).map((s) => [s.app_uuid, s.subscription_status] as const)),
    [existing.data],
  );
  const manual = api.data?.approval_type === 'manual';
  const apps = applications.data ?? [];

  const body = () => {
    if (api.isError) return <Alert severity="error">{text.apiError(api.error)}</Alert>;
    if (canManage === false) return <Alert severity="info">{t('subscribe.notAuthorized')}</Alert>;
    if (!api.data || canManage === undefined || applications.isPending)
      return <Skeleton role="progressbar" variant="rounded" height={200} aria-label={t('loading')} />;
    if (create.isSuccess)
      return <SubscriptionResult subscription={create.data} expiryDays={api.data.subscription_expiry_days} />;
    if (!api.data.subscription_allowed) return <Alert severity="info">{t('subscribe.notAllowed')}</Alert>;
    if (applications.error) return <Alert severity="error">{text.apiError(applications.error)}</Alert>;
    if (apps.length === 0) {
      return (
        <Alert severity="info">
          {t('subscribe.noApplications')}{' '}
          <Link component={RouterLink} to={href(paths.applications)}>
            {t('subscribe.createApplication')}
          </Link>
        </Alert>
      );
    }
    return (
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), chosen && create.mutate({ app_id: chosen, api_id: apiId }))}
      >
        <ApplicationChoice applications={apps} existing={statusByApp} value={chosen} onChange={setChosen} />
        {create.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="subscribe-error">
            {text.apiError(create.error)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2, mt: 3 }}>
          <Button component={RouterLink} to={href(paths.apiDetail, { id: apiId })}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!chosen || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('subscribe.submit')}
          </Button>
        </Box>
      </Box>
    );
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Breadcrumbs aria-label={t('subscribe.breadcrumbs')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to={href(paths.apim)} color="inherit">
          {t('subscribe.products')}
        </Link>
        {name ? (
          <Link
            component={RouterLink}
            to={href(paths.apiDetail, { id: apiId })}
            color="inherit"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
        ) : (
          <Skeleton width={120} />
        )}
        <Typography color="text.primary" aria-current="page">
          {t('subscribe.pageTitle')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {name ? t('subscribe.title', { product: name }) : <Skeleton width="60%" />}
      </Typography>
      {manual && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="manual-approval">
          <AlertTitle>{t('subscribe.manualApproval')}</AlertTitle>
          {t('subscribe.manualNote', { days: api.data?.subscription_expiry_days })}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>{body()}</Box>
    </Box>
  );
}
