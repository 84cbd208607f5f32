/**
 * The IoT manager's tables (spec 1 sections 2.9, 4.5, 9): the loaded rows 25 per page, and 'Load more' for the next
 * bookmarked page of 100 (disabled when none follows). The table scrolls sideways inside its own container on
 * narrow screens, and that container takes keyboard focus so it can be scrolled without a mouse.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { IOT_TABLE_ROWS } from '@dc/contracts';
import { stickyLastColumnSx } from '../../../../shared/ui/scroll-table';

export interface IotColumn<T> {
  key: string;
  label: string;
  cell(row: T): ReactNode;
}

export interface IotLoadMore {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): Promise<unknown>;
}

export interface IotTableProps<T> {
  /** Names the table and its scroll region. */
  label: string;
  columns: IotColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** The first page is on its way. */
  loading: boolean;
  loadMore?: IotLoadMore;
  minWidth?: number;
  testId?: string;
}

export function IotTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  loadMore,
  minWidth = 560,
  testId,
}: IotTableProps<T>) {
  const { t } = useTranslation('iot');
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / IOT_TABLE_ROWS) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice(shownPage * IOT_TABLE_ROWS, (shownPage + 1) * IOT_TABLE_ROWS);

  // After 'Load more', show the first of the new rows rather than leaving the user where they were.
  const more = async () => {
    const before = rows.length;
    await loadMore?.onLoadMore();
    setPage(Math.floor(before / IOT_TABLE_ROWS));
  };

  return (
    <Paper variant="outlined" data-testid={testId}>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        {/* The last column, when it is the row's actions ('more'), stays in reach on phones (issue 22). */}
        <Table
          size="small"
          aria-label={label}
          sx={{ minWidth, ...(columns.at(-1)?.key === 'more' ? stickyLastColumnSx : {}) }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy={loading}>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 3, color: 'text.secondary' }}>
                  {loading ? t('loading') : t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {/* No "0–0 of 0" pager (issue 22): the footer shows only when it has something to offer. */}
      {(loadMore || rows.length > 0) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {loadMore ? (
            <Button
              variant="outlined"
              size="small"
              onClick={() => void more()}
              disabled={!loadMore.hasMore || loadMore.loading || loading}
            >
              {loadMore.loading ? t('loading') : t('loadMore')}
            </Button>
          ) : (
            <span />
          )}
          {rows.length > 0 && (
            <TablePagination
              component="div"
              count={rows.length}
              page={shownPage}
              onPageChange={(_, p) => setPage(p)}
              rowsPerPage={IOT_TABLE_ROWS}
              rowsPerPageOptions={[IOT_TABLE_ROWS]}
              labelDisplayedRows={({ from, to, count }) => t('pagination.rows', { from, to, count })}
              getItemAriaLabel={(type) => t(`pagination.${type}`)}
              sx={{ border: 0, '& .MuiTablePagination-toolbar': { minHeight: 40, pl: 0 } }}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
