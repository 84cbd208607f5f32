/**
 * A small table paged in the browser (spec 2 section 9: 5 rows per page unless said otherwise), with skeleton rows
 * while loading and a text when empty. Scrolls sideways in its own focusable region when narrow.
 */
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { SUBSCRIPTIONS_PAGE_SIZE } from '@dc/contracts';
import { ScrollTable } from '../../../../shared/ui/scroll-table';

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
  /** The last column holds the row's action (details, delete): on phones it stays at the right edge. */
  stickyActions?: boolean;
}

export function PagedTable(props: PagedTableProps) {
  const {
    label,
    columns,
    rows,
    loading,
    empty,
    pageSize = SUBSCRIPTIONS_PAGE_SIZE,
    minWidth = 600,
    testId,
    stickyActions,
  } = props;
  const [page, setPage] = useState(1);
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  // Rows that went away (a delete, a refresh) never leave the table on a page that no longer exists.
  const shown = Math.min(page, last);
  const pageRows = loading ? [] : rows.slice((shown - 1) * pageSize, shown * pageSize);
  return (
    <ScrollTable
      label={label}
      columns={columns}
      rowCount={pageRows.length}
      loading={loading}
      empty={empty}
      minWidth={minWidth}
      testId={testId}
      stickyActions={stickyActions}
      pagination={{
        count: rows.length,
        page: shown,
        rowsPerPage: pageSize,
        onPageChange: setPage,
        ns: 'event-subscriptions',
      }}
    >
      {pageRows.map((row) => (
        <TableRow key={row.key} hover data-testid={row.testId}>
          {row.cells.map((cell, i) => (
            <TableCell key={columns[i]} sx={{ overflowWrap: 'anywhere' }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </ScrollTable>
  );
}
