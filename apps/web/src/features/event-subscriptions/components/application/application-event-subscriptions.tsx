/**
 * An application's event subscriptions on its Subscriptions tab (spec 2 section 2.8; GET
 * /applications/{appId}/subscriptions): product and version, environment, protocol, subscribed date, details.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { parseEventSubscriptionTrn } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useApplicationEventSubscriptions } from '../../api/get-application-event-subscriptions';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { useMessageText } from '../../utils/use-message-text';
import { PagedTable } from '../common/paged-table';

export function ApplicationEventSubscriptions({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const { currentTeam } = useCurrentTeam();
  const query = useApplicationEventSubscriptions(currentTeam, applicationId);
  const rows = (query.data?.items ?? []).map((s) => ({
    key: s.subscriptionTrn,
    testId: 'application-event-subscription-row',
    cells: [
      <Link component={RouterLink} to={href(paths.eventDetail, { eventMetadataId: s.eventMetadataId })}>
        {t('list.productVersion', { product: s.eventTitle, version: s.eventVersion })}
      </Link>,
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(s.createdOn, 'date', i18n.language)}</span>,
      t(`environments.${s.environment}`),
      t(`protocols.${s.protocol}`),
      <Link
        component={RouterLink}
        to={href(paths.eventSubscription, { subscriptionId: parseEventSubscriptionTrn(s.subscriptionTrn) ?? '' })}
        aria-label={t('details.viewDetailsOf', { name: s.eventTitle })}
      >
        {t('list.viewDetails')}
      </Link>,
    ],
  }));
  return (
    <Box component="section" aria-labelledby="application-event-subscriptions-title" sx={{ mt: 4 }}>
      <Typography id="application-event-subscriptions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('list.title')}
      </Typography>
      <PagedTable
        label={t('application.tableLabel')}
        columns={['product', 'subscribed', 'environment', 'protocol', 'details'].map((c) =>
          t(`application.columns.${c}`),
        )}
        rows={rows}
        loading={query.isPending}
        empty={query.isError ? text.apiError(query.error) : t('list.empty')}
        minWidth={560}
        testId="application-event-subscriptions-table"
        stickyActions
      />
    </Box>
  );
}
