/**
 * The frame of the console's tables: an outlined box whose table scrolls sideways inside a focusable, named region
 * when the screen is narrow (axe: scrollable-region-focusable), the standard header row, skeleton rows while the
 * first rows load, a centred text when there are none (with an optional next step, issue 22), and an optional pager
 * (spec 2 section 9) that only shows when there is something to page: "0–0 of 0" tells the user nothing. The caller
 * brings the columns, the rows (TableRow elements) and the texts.
 * On phones (below md) a table whose last column holds the row's actions keeps that column at the right edge while
 * the other columns scroll under it (issue 22): the action stays in reach without scrolling sideways first.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Skeleton } from './skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

export type ScrollTableColumn = string | { label: string; align?: TableCellProps['align'] };

export interface ScrollTablePagination {
  count: number;
  /** 1-based, as the API pages. */
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  /** The translation namespace with pagination.rows, .first, .last, .next and .previous. */
  ns: string;
}

export interface ScrollTableProps {
  /** Names both the scrolling region and the table. */
  label: string;
  columns: readonly ScrollTableColumn[];
  /** How many rows the body holds now: none shows the skeleton (loading) or the empty text. */
  rowCount: number;
  loading?: boolean;
  /** The empty-state text; without it an empty table shows no such row. */
  empty?: ReactNode;
  /** The next step under the empty text (a link or button), e.g. where to find something to add. */
  emptyAction?: ReactNode;
  skeletonRows?: number;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  testId?: string;
  pagination?: ScrollTablePagination;
  /** The last column holds the row's actions (delete, details…): below md it stays at the right edge. */
  stickyActions?: boolean;
  /** The rows: TableRow elements, one cell a column. */
  children?: ReactNode;
}

/**
 * Pins the last column of a table's rows to the right edge of its scrolling region below md, on the paper colour
 * with a shadow on its left so the columns passing under it read as passing under. A full-width cell (the empty
 * state's colSpan) is not a column and stays put. Exported for the tables that draw their own Table.
 */
export const stickyLastColumnSx = {
  '& > thead > tr > th:last-child, & > tbody > tr > td:last-child:not([colspan])': {
    position: { xs: 'sticky', md: 'static' },
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)', md: 'none' },
  },
};

const labelOf = (c: ScrollTableColumn) => (typeof c === 'string' ? c : c.label);

export function ScrollTable(props: ScrollTableProps) {
  const {
    label,
    columns,
    rowCount,
    loading = false,
    empty,
    emptyAction,
    skeletonRows = 3,
    minWidth,
    testId,
    pagination,
    stickyActions = false,
  } = props;
  const none = rowCount === 0;
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table
          size="small"
          aria-label={label}
          sx={{ minWidth, ...(stickyActions ? stickyLastColumnSx : {}) }}
          data-testid={testId}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={labelOf(c)}
                  align={typeof c === 'string' ? undefined : c.align}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {labelOf(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy={loading}>
            {loading &&
              none &&
              Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={labelOf(c)}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading && none && empty != null && (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  sx={{ py: 4, textAlign: { xs: 'left', md: 'center' }, color: 'text.secondary' }}
                >
                  {/* Centred across a table wider than a phone, the text sat off screen: on narrow screens it
                      starts at the left and stays in view while the table scrolls. */}
                  <Box sx={{ display: 'inline-block', position: 'sticky', left: 0 }}>
                    {empty}
                    {emptyAction != null && <Box sx={{ mt: 1.5 }}>{emptyAction}</Box>}
                  </Box>
                </TableCell>
              </TableRow>
            )}
            {props.children}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && pagination.count > 0 && <Pager {...pagination} />}
    </Paper>
  );
}

function Pager({ count, page, rowsPerPage, onPageChange, ns }: ScrollTablePagination) {
  const { t } = useTranslation(ns);
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      onPageChange={(_, p) => onPageChange(p + 1)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[rowsPerPage]}
      labelDisplayedRows={({ from, to, count: of }) => t('pagination.rows', { from, to, count: of })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
