/** The trace table: time (UTC), event, failure type and reason, subject, sender, template and message ids. */
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import type { EmailEvent } from '@dc/contracts';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { useFormatDate } from '../../../shared/lib/dates/use-format-date';
import { traceRows } from '../utils/trace-rows';

export function TraceResults({ events, recipient }: { events: EmailEvent[]; recipient: string }) {
  const { t } = useTranslation('email-trace');
  const formatDate = useFormatDate();
  const rows = traceRows(events);
  if (rows.length === 0) {
    return (
      <Typography data-testid="trace-empty" sx={{ py: 3 }}>
        {t('empty')}
      </Typography>
    );
  }
  const columns = ['time', 'event', 'failure', 'subject', 'sender', 'template', 'message'].map((c) =>
    t(`columns.${c}`),
  );
  return (
    <ScrollTable label={t('tableLabel', { recipient })} columns={columns} rowCount={rows.length}>
      {rows.map((row) => (
        <TableRow key={row.key} data-testid="trace-row">
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.timestamp * 1000, 'utc')}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={row.event_type === 'failed' ? 'error' : 'success'}
              label={t(`eventType.${row.event_type}`)}
            />
          </TableCell>
          <TableCell sx={{ minWidth: 200 }}>
            {row.failure_type ?? ''}
            {row.reason && (
              <Typography variant="body2" color="text.secondary">
                {row.reason}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>{row.message_subject}</TableCell>
          <TableCell sx={{ minWidth: 160 }}>{row.sender}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>{row.template_id ?? ''}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', overflowWrap: 'anywhere', minWidth: 160 }}>
            {row.message_id}
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
