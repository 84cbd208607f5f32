/**
 * An application's Subscriptions tab (spec 2 sections 2.8, 4): every subscription that has a status, with a sort
 * (Date Subscribed or Name, stored under subscriptionsOrder), 5 rows per page, statuses capitalised, and 'View All
 * Subscriptions'. Each row leads to its Subscription Details.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SUBSCRIPTIONS_ORDER,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTIONS_ORDER_KEY,
  SUBSCRIPTIONS_PAGE_SIZE,
} from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useStoredChoice } from '../../../../shared/lib/stored-choice';
import { useApplicationSubscriptions } from '../../api/get-application-subscriptions';
import { formatDay } from '../../utils/format-date';
import { clampPage } from '../../utils/paging';
import { useMessageText } from '../../utils/use-message-text';
import { StatusChip } from '../common/status-chip';
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
  const head = ['product', 'subscribed', 'environment', 'status', 'details'].map((c) => t(`application.columns.${c}`));

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
      <Paper variant="outlined">
        <TableContainer tabIndex={0} role="region" aria-label={t('application.tableLabel')}>
          <Table size="small" aria-label={t('application.tableLabel')} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {head.map((label) => (
                  <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody aria-busy={query.isPending}>
              {query.isPending && (
                <TableRow>
                  <TableCell colSpan={head.length}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              )}
              {query.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={head.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('list.empty')}
                  </TableCell>
                </TableRow>
              )}
              {shown.map((s) => (
                <TableRow key={s.subscription_id} hover data-testid="application-subscription-row">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
                      {s.api_display_name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDay(s.subscription_created_at, i18n.language)}
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
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage - 1}
          onPageChange={(_, p) => setPage(p + 1)}
          rowsPerPage={SUBSCRIPTIONS_PAGE_SIZE}
          rowsPerPageOptions={[SUBSCRIPTIONS_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('pagination.rows', { from, to, count })}
          getItemAriaLabel={(type) => t(`pagination.${type}`)}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      </Paper>
    </Box>
  );
}
