/**
 * The team's event subscriptions on the Subscriptions page (spec 2 sections 2.9, 7; GET /teams/{teamId}/subscriptions):
 * Application, Subscribed, Product, Environment, Status and the actions menu, 5 rows per page, 'No Subscriptions
 * Available' when empty. The page's search and sort apply here too.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { parseEventSubscriptionTrn, type EventSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifyError } from '../../../../shared/lib/notify';
import { useTeamEventSubscriptions } from '../../api/get-team-event-subscriptions';
import { useCanSubscribe } from '../../hooks/use-can-subscribe';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { listView, type ListSort } from '../../utils/list-view';
import { useMessageText } from '../../utils/use-message-text';
import { ActiveChip } from '../common/active-chip';
import { DeleteEventSubscriptionDialog } from '../common/delete-event-subscription-dialog';
import { PagedTable } from '../common/paged-table';
import { EventRowActions } from './event-row-actions';

export function EventSubscriptionsSection({
  searchText = '',
  sort = 'recent',
}: {
  searchText?: string;
  sort?: ListSort;
}) {
  const { t, i18n } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const navigate = useNavigate();
  const { currentTeam: team } = useCurrentTeam();
  const canManage = useCanSubscribe() === true;
  const query = useTeamEventSubscriptions(team);
  const [deleting, setDeleting] = useState<EventSubscription>();
  useEffect(() => {
    if (query.isError) notifyError(text.apiError(query.error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, query.errorUpdatedAt]);

  const details = (s: EventSubscription) =>
    href(paths.eventSubscription, { subscriptionId: parseEventSubscriptionTrn(s.subscriptionTrn) ?? '' });
  const rows = listView(query.data?.items ?? [], searchText, sort).map((s) => ({
    key: s.subscriptionTrn,
    testId: 'event-subscription-row',
    cells: [
      <Link
        component={RouterLink}
        to={href(paths.application, { applicationId: s.applicationId }, { type: 'general' })}
      >
        {s.applicationName}
      </Link>,
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(s.createdOn, 'date', i18n.language)}</span>,
      <Link component={RouterLink} to={href(paths.eventDetail, { eventMetadataId: s.eventMetadataId })}>
        {t('list.productVersion', { product: s.eventTitle, version: s.eventVersion })}
      </Link>,
      t(`environments.${s.environment}`),
      <ActiveChip status={s.subscriptionStatus} />,
      <EventRowActions
        name={t('list.rowName', { application: s.applicationName, product: s.eventTitle })}
        deleteDisabled={!canManage}
        onDetails={() => navigate(details(s))}
        onDelete={() => setDeleting(s)}
      />,
    ],
  }));
  const columns = ['application', 'subscribed', 'product', 'environment', 'status', 'actions'].map((c) =>
    t(`list.columns.${c}`),
  );
  return (
    <Box
      component="section"
      aria-labelledby="event-subscriptions-title"
      sx={{ mt: 5 }}
      data-testid="event-subscriptions"
    >
      <Typography id="event-subscriptions-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('list.title')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text.apiError(query.error)}
        </Alert>
      )}
      <PagedTable
        label={t('list.tableLabel')}
        columns={columns}
        rows={rows}
        loading={query.isPending}
        empty={t('list.empty')}
        minWidth={720}
        testId="event-subscriptions-table"
        stickyActions
      />
      {team && (
        <DeleteEventSubscriptionDialog team={team} subscription={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </Box>
  );
}
