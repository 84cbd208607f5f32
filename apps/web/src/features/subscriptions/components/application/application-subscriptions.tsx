/**
 * An application's Subscriptions tab (spec 2 sections 2.8, 4): every subscription that has a status, with a sort
 * (Date Subscribed or Name, stored under subscriptionsOrder), 5 rows per page, statuses capitalised, and 'View All
 * Subscriptions'. Each row leads to its Subscription Details.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import {
  DEFAULT_SUBSCRIPTIONS_ORDER,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTIONS_ORDER_KEY,
  SUBSCRIPTIONS_PAGE_SIZE,
} from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useStoredChoice } from '../../../../shared/lib/stored-choice';
import { ScrollTable } from '../../../../shared/ui/scroll-table';
import { useApplicationSubscriptions } from '../../api/get-application-subscriptions';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { clampPage } from '../../utils/paging';
import { useMessageText } from '../../utils/use-message-text';
import { StatusChip } from '../common/status-chip';
import { FindProductsLink, subscriptionsPaging } from '../list/subscriptions-table';
import { SubscriptionsToolbar } from '../list/subscriptions-toolbar';

export function ApplicationSubscriptions({ teamId, applicationId }: { teamId: string; applicationId: string }) {
  const { t, i18n } = useTranslation('subscriptions');
  const text = useMessageText();
  const [sort, setSort] = useStoredChoice(SUBSCRIPTIONS_ORDER_KEY, SUBSCRIPTION_SORTS, DEFAULT_SUBSCRIPTIONS_ORDER);
  const [page, setPage] = useState(1);
  const query = useApplicationSubscriptions(teamId, applicationId, sort);
  const rows = query.data ?? [];
  const shownPage = clampPage(page, rows.length, SUBSCRIPTIONS_PAGE_SIZE);
  const shown = rows.slice((shownPage - 1) * SUBSCRIPTIONS_PAGE_SIZE, shownPage * SUBSCRIPTIONS_PAGE_SIZE);

  return (
    <Box data-testid="application-subscriptions">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <SubscriptionsToolbar id="application-subscriptions" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
        <Link component={RouterLink} to={href(paths.subscriptions)}>
          {t('application.viewAll')}
        </Link>
      </Box>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text.apiError(query.error)}
        </Alert>
      )}
      <ScrollTable
        label={t('application.tableLabel')}
        columns={['product', 'subscribed', 'environment', 'status', 'details'].map((c) =>
          t(`application.columns.${c}`),
        )}
        rowCount={rows.length}
        loading={query.isPending}
        // A failed load says so above the table, not as an empty list.
        empty={query.isSuccess ? t('list.empty') : undefined}
        emptyAction={<FindProductsLink />}
        skeletonRows={1}
        minWidth={560}
        stickyActions
        pagination={subscriptionsPaging(rows.length, shownPage, setPage)}
      >
        {shown.map((s) => (
          <TableRow key={s.subscription_id} hover data-testid="application-subscription-row">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
                {s.api_display_name}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(s.subscription_created_at, 'date', i18n.language)}
            </TableCell>
            <TableCell>{s.environments.join(', ')}</TableCell>
            <TableCell>
              <StatusChip status={s.subscription_status} />
            </TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={href(paths.subscriptionSummary, { applicationId: s.app_uuid, apiId: s.api_id })}
                aria-label={`${t('list.viewDetails')}: ${s.api_display_name}`}
              >
                {t('list.viewDetails')}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </Box>
  );
}
