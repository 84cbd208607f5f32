/**
 * The team's subscriptions (spec 2 section 2.9): Application, Subscribed, Product, Environment, Status and an
 * actions menu; 5 rows per page, paged by the server. Scrolls sideways in its own focusable region when narrow.
 */
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
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTIONS_PAGE_SIZE, type ApiSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { formatDay } from '../../utils/format-date';
import { StatusChip } from '../common/status-chip';
import { RowActions } from './row-actions';

export interface SubscriptionsTableProps {
  rows: ApiSubscription[];
  total: number;
  /** 1-based. */
  page: number;
  loading: boolean;
  canDelete: boolean;
  onPage(page: number): void;
  onDetails(row: ApiSubscription): void;
  onDelete(row: ApiSubscription): void;
}

export function SubscriptionsTable(props: SubscriptionsTableProps) {
  const { rows, total, page, loading, canDelete, onPage, onDetails, onDelete } = props;
  const { t, i18n } = useTranslation('subscriptions');
  const head = ['application', 'subscribed', 'product', 'environment', 'status', 'actions'].map((c) =>
    t(`list.columns.${c}`),
  );
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={t('list.tableLabel')}>
        <Table size="small" aria-label={t('list.tableLabel')} sx={{ minWidth: 720 }} data-testid="subscriptions-table">
          <TableHead>
            <TableRow>
              {head.map((label) => (
                <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy={loading}>
            {loading &&
              rows.length === 0 &&
              Array.from({ length: 3 }, (_, i) => (
                <TableRow key={i}>
                  {head.map((label) => (
                    <TableCell key={label}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={head.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t('list.empty')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((s) => (
              <TableRow key={s.subscription_id} hover data-testid="subscription-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link
                    component={RouterLink}
                    to={href(paths.application, { applicationId: s.app_uuid }, { type: 'general' })}
                  >
                    {s.app_display_name}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(s.subscription_created_at, i18n.language)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
                    {s.api_display_name}
                  </Link>
                </TableCell>
                <TableCell>{s.environments.join(', ')}</TableCell>
                <TableCell>
                  <StatusChip status={s.subscription_status} />
                </TableCell>
                <TableCell>
                  <RowActions
                    name={t('list.rowName', { application: s.app_display_name, product: s.api_display_name })}
                    deleteDisabled={!canDelete || s.subscription_status === 'Denied'}
                    onDetails={() => onDetails(s)}
                    onDelete={() => onDelete(s)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        onPageChange={(_, p) => onPage(p + 1)}
        rowsPerPage={SUBSCRIPTIONS_PAGE_SIZE}
        rowsPerPageOptions={[SUBSCRIPTIONS_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => t('pagination.rows', { from, to, count })}
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
