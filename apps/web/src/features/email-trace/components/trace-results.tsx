/** The trace table: time (UTC), event, failure type and reason, subject, sender, template and message ids. */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EmailEvent } from '@dc/contracts';
import { traceRows } from '../utils/trace-rows';

export function TraceResults({ events, recipient }: { events: EmailEvent[]; recipient: string }) {
  const { t } = useTranslation('email-trace');
  const rows = traceRows(events);
  if (rows.length === 0) {
    return (
      <Typography data-testid="trace-empty" sx={{ py: 3 }}>
        {t('empty')}
      </Typography>
    );
  }
  return (
    // Focusable and named: at narrow widths the table scrolls sideways inside this box, so keyboard users need it.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('tableLabel', { recipient })}
    >
      <Table size="small" aria-label={t('tableLabel', { recipient })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.time')}</TableCell>
            <TableCell>{t('columns.event')}</TableCell>
            <TableCell>{t('columns.failure')}</TableCell>
            <TableCell>{t('columns.subject')}</TableCell>
            <TableCell>{t('columns.sender')}</TableCell>
            <TableCell>{t('columns.template')}</TableCell>
            <TableCell>{t('columns.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid="trace-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
