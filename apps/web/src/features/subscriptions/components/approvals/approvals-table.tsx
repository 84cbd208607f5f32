/** Pending subscription requests: application and team, product, who asked, when, until when; Approve and Deny. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { PendingApproval } from '@dc/contracts';
import { ScrollTable } from '../../../../shared/ui/scroll-table';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { subscriptionsPaging } from '../list/subscriptions-table';

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
  const names = (r: PendingApproval) => ({ application: r.app_display_name, product: r.api_display_name });
  return (
    <ScrollTable
      label={t('approvals.tableLabel')}
      columns={['application', 'product', 'requestedBy', 'requested', 'expires', 'actions'].map((c) =>
        t(`approvals.columns.${c}`),
      )}
      rowCount={rows.length}
      loading={loading}
      empty={t('approvals.empty')}
      skeletonRows={1}
      minWidth={760}
      stickyActions
      testId="approvals-table"
      pagination={subscriptionsPaging(total, page, onPage)}
    >
      {rows.map((r) => (
        <TableRow key={r.subscription_id} hover data-testid="approval-row">
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {r.app_display_name}
            <Typography variant="caption" component="div" color="text.secondary">
              {r.team_name}
            </Typography>
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.api_display_name}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.requested_by ?? t('approvals.unknownRequester')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.subscription_created_at, 'date', i18n.language)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.expires_at, 'date', i18n.language) ?? '—'}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                color="success"
                disabled={busyId === r.subscription_id}
                onClick={() => onApprove(r)}
                aria-label={t('approvals.approveOf', names(r))}
              >
                {t('approvals.approve')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={busyId === r.subscription_id}
                onClick={() => onDeny(r)}
                aria-label={t('approvals.denyOf', names(r))}
              >
                {t('approvals.deny')}
              </Button>
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
