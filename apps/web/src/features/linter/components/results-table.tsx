/** The results: severity, rule, message, JSON path and line:col, paged; a row selects its problem for the source view. */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../utils/filter-results';
import { SeverityLabel } from './severity-chip';

export interface ResultsTableProps {
  rows: ResultRow[];
  selected?: number;
  onSelect(index: number): void;
  page: number;
  rowsPerPage: number;
  onPage(page: number, rowsPerPage: number): void;
}

const pathText = (path: Array<string | number>) => (path.length ? path.map(String).join(' › ') : '—');
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ResultsTable({ rows, selected, onSelect, page, rowsPerPage, onPage }: ResultsTableProps) {
  const { t } = useTranslation('linter');
  const results = rows.filter((r) => r.kind === 'result').length;
  // Pages count results; a group header goes with the results of its page.
  const start = page * rowsPerPage;
  let seen = 0;
  const visible = rows.filter((r) => {
    if (r.kind === 'group') return seen >= start && seen < start + rowsPerPage;
    seen++;
    return seen > start && seen <= start + rowsPerPage;
  });
  if (results === 0) return <Typography sx={{ py: 3 }}>{t('results.noMatch')}</Typography>;

  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('results.tableLabel')} data-testid="lint-results">
          <TableHead>
            <TableRow>
              <TableCell>{t('results.columns.severity')}</TableCell>
              <TableCell>{t('results.columns.rule')}</TableCell>
              <TableCell>{t('results.columns.message')}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{t('results.columns.path')}</TableCell>
              <TableCell align="right">{t('results.columns.position')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) =>
              row.kind === 'group' ? (
                <TableRow key={`g-${row.code}`} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={5} component="th" scope="rowgroup" sx={{ fontWeight: 500 }}>
                    {row.code} · {t('results.groupCount', { count: row.count })}
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow
                  key={row.index}
                  hover
                  selected={row.index === selected}
                  aria-selected={row.index === selected}
                  onClick={() => onSelect(row.index)}
                  data-testid="lint-result"
                  sx={{ cursor: 'pointer', verticalAlign: 'top' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <SeverityLabel severity={row.result.severity} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.result.code}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{row.result.message}</TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                    {pathText(row.result.path)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component="button"
                      type="button"
                      data-testid="lint-position"
                      aria-label={t('results.showInSource', { line: row.result.line, column: row.result.column })}
                      onClick={(e) => {
                        e.stopPropagation();
                        onSelect(row.index);
                      }}
                    >
                      {row.result.line}:{row.result.column}
                    </Link>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={results}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[25, 50, 100]}
        labelRowsPerPage={t('results.rowsPerPage')}
        onPageChange={(_e, p) => onPage(p, rowsPerPage)}
        onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
      />
    </>
  );
}
