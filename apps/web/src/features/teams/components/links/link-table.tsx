/**
 * A titled table of the Linked Teams tab: 25 rows per page (spec 3 section 9), scrolls inside itself when narrow.
 * Both tables end in the row's action (unlink, delete invitation), so on phones that column stays in view (issue 22).
 */
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { LINK_TABLE_PAGE_SIZE } from '@dc/contracts';
import { stickyLastColumnSx } from '../../../../shared/ui/scroll-table';

export interface LinkColumn<T> {
  key: string;
  label: string;
  cell(row: T): ReactNode;
}

export interface LinkTableProps<T> {
  id: string;
  title: string;
  rows?: T[];
  loading: boolean;
  columns: LinkColumn<T>[];
  rowKey(row: T): string;
}

export function LinkTable<T>({ id, title, rows, loading, columns, rowKey }: LinkTableProps<T>) {
  const { t } = useTranslation('teams');
  const [page, setPage] = useState(0);
  const items = rows ?? [];
  const shown = items.slice(page * LINK_TABLE_PAGE_SIZE, (page + 1) * LINK_TABLE_PAGE_SIZE);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} data-testid={`${id}-table`}>
      <Typography
        id={`${id}-title`}
        variant="h2"
        sx={{ fontSize: '1.25rem', p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 1 } }}
      >
        {title}
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <Table size="small" sx={{ minWidth: 560, ...stickyLastColumnSx }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !rows ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Skeleton role="progressbar" variant="text" aria-label={t('loading')} />
                </TableCell>
              </TableRow>
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{t('links.empty')}</TableCell>
              </TableRow>
            ) : (
              shown.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {items.length > LINK_TABLE_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={items.length}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={LINK_TABLE_PAGE_SIZE}
          rowsPerPageOptions={[LINK_TABLE_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('pagination.rows', { from, to, count })}
        />
      )}
    </Paper>
  );
}
