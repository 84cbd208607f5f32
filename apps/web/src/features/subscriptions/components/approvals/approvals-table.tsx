/** Pending subscription requests: application and team, product, who asked, when, until when; Approve and Deny. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTIONS_PAGE_SIZE, type PendingApproval } from '@dc/contracts';
import { formatDay } from '../../utils/format-date';

export interface ApprovalsTableProps {
  rows: PendingApproval[];
  total: number;
  page: number;
  loading: boolean;
  busyId?: string;
  onPage(page: number): void;
  onApprove(row: PendingApproval): void;
  onDeny(row: PendingApproval): void;
}

export function ApprovalsTable({ rows, total, page, loading, busyId, onPage, onApprove, onDeny }: ApprovalsTableProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const head = ['application', 'product', 'requestedBy', 'requested', 'expires', 'actions'].map((c) =>
    t(`approvals.columns.${c}`),
  );
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={t('approvals.tableLabel')}>
        <Table size="small" aria-label={t('approvals.tableLabel')} sx={{ minWidth: 760 }} data-testid="approvals-table">
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
            {loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={head.length}>
                  <Skeleton variant="text" />
                </TableCell>
              </TableRow>
            )}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={head.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t('approvals.empty')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.subscription_id} hover data-testid="approval-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {r.app_display_name}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {r.team_name}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.api_display_name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {r.requested_by ?? t('approvals.unknownRequester')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(r.subscription_created_at, i18n.language)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.expires_at, i18n.language) ?? '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      disabled={busyId === r.subscription_id}
                      onClick={() => onApprove(r)}
                      aria-label={t('approvals.approveOf', {
                        application: r.app_display_name,
                        product: r.api_display_name,
                      })}
                    >
                      {t('approvals.approve')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busyId === r.subscription_id}
                      onClick={() => onDeny(r)}
                      aria-label={t('approvals.denyOf', {
                        application: r.app_display_name,
                        product: r.api_display_name,
                      })}
                    >
                      {t('approvals.deny')}
                    </Button>
                  </Stack>
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
