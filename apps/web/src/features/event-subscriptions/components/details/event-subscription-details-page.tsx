/**
 * Subscription Details of an event subscription (spec 2 section 2.9 "Event subscription panels"), at
 * /subscriptions/events/{subscriptionId}: its facts with the product link, the filter with its edit pencil, Delete
 * (confirmed), the signing secret (https), the recent deliveries, and the team's applications on the same event.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { eventSubscriptionTrn } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useEventSubscription } from '../../api/get-event-subscription';
import { useCanSubscribe } from '../../hooks/use-can-subscribe';
import { useMessageText } from '../../utils/use-message-text';
import { DeleteEventSubscriptionDialog } from '../common/delete-event-subscription-dialog';
import { ApplicationsPanel } from './applications-panel';
import { DeliveriesPanel } from './deliveries-panel';
import { DetailsBreadcrumbs } from './details-breadcrumbs';
import { FilterPanel } from './filter-panel';
import { SigningSecretPanel } from './signing-secret-panel';
import { SubscriptionFactsPanel } from './subscription-facts-panel';

export function EventSubscriptionDetailsPage({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const navigate = useNavigate();
  const { currentTeam: team } = useCurrentTeam();
  const trn = eventSubscriptionTrn(subscriptionId);
  const query = useEventSubscription(team, trn);
  const canManage = useCanSubscribe() === true;
  const [deleting, setDeleting] = useState(false);
  const s = query.data;
  useDocumentTitle(t('details.title'), s?.eventTitle);

  if (query.isError) {
    return (
      <>
        <DetailsBreadcrumbs />
        <Alert severity="error" data-testid="event-subscription-error">
          {text.apiError(query.error)}{' '}
          <Link component={RouterLink} to={href(paths.subscriptions)}>
            {t('details.backToList')}
          </Link>
        </Alert>
      </>
    );
  }
  if (!s || !team) {
    return (
      <Box aria-busy="true" data-testid="event-subscription-loading">
        <DetailsBreadcrumbs />
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
      </Box>
    );
  }
  return (
    <>
      <DetailsBreadcrumbs />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{t('details.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('details.subtitle', { application: s.applicationName, product: s.eventTitle })}
          </Typography>
        </Box>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          disabled={!canManage}
          onClick={() => setDeleting(true)}
        >
          {t('list.deleteSubscription')}
        </Button>
      </Box>
      <Stack spacing={3}>
        <SubscriptionFactsPanel subscription={s} />
        <FilterPanel team={team} subscription={s} canEdit={canManage} />
        {s.protocol === 'https' && canManage && <SigningSecretPanel team={team} subscriptionTrn={trn} />}
        <DeliveriesPanel team={team} subscriptionTrn={trn} />
        <ApplicationsPanel team={team} subscription={s} />
      </Stack>
      <DeleteEventSubscriptionDialog
        team={team}
        subscription={deleting ? s : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(href(paths.subscriptions), { replace: true })}
      />
    </>
  );
}
