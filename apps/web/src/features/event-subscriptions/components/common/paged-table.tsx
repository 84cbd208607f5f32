/**
 * A small table paged in the browser (spec 2 section 9: 5 rows per page unless said otherwise), with skeleton rows
 * while loading and a text when empty. Scrolls sideways in its own focusable region when narrow.
 */
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTIONS_PAGE_SIZE } from '@dc/contracts';

export interface TableRowData {
  key: string;
  cells: ReactNode[];
  testId?: string;
}

export interface PagedTableProps {
  label: string;
  columns: string[];
  rows: TableRowData[];
  loading: boolean;
  empty: string;
  pageSize?: number;
  minWidth?: number;
  testId?: string;
}

export function PagedTable(props: PagedTableProps) {
  const { label, columns, rows, loading, empty, pageSize = SUBSCRIPTIONS_PAGE_SIZE, minWidth = 600, testId } = props;
  const { t } = useTranslation('event-subscriptions');
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  // Rows that went away (a delete, a refresh) never leave the table on a page that no longer exists.
  const shown = Math.min(page, last);
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={{ minWidth }} data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy={loading}>
            {loading &&
              Array.from({ length: 3 }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
            {!loading &&
              rows.slice(shown * pageSize, (shown + 1) * pageSize).map((row) => (
                <TableRow key={row.key} hover data-testid={row.testId}>
                  {row.cells.map((cell, i) => (
                    <TableCell key={columns[i]} sx={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={shown}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        labelDisplayedRows={({ from, to, count }) => t('pagination.rows', { from, to, count })}
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
