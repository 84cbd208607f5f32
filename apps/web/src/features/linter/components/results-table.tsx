/** The results: severity, rule, message, JSON path and line:col, paged; a row selects its problem for the source view. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { ResultRow } from '../utils/filter-results';
import { SeverityLabel } from './severity-chip';

export interface ResultsTableProps {
  rows: ResultRow[];
  selected?: number;
  onSelect(index: number): void;
  page: number;
  rowsPerPage: number;
  onPage(page: number, rowsPerPage: number): void;
  /** Shown in a row under the selected result (its source lines). */
  detail?: ReactNode;
}

const pathText = (path: Array<string | number>) => (path.length ? path.map(String).join(' › ') : '—');
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const CODE = { fontFamily: 'monospace', fontSize: 13 } as const;

export function ResultsTable({ rows, selected, onSelect, page, rowsPerPage, onPage, detail }: ResultsTableProps) {
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
        <Table
          size="small"
          aria-label={t('results.tableLabel')}
          data-testid="lint-results"
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
                  {t('results.columns.severity')}
                </Box>
              </TableCell>
              <TableCell sx={FROM_SM}>{t('results.columns.rule')}</TableCell>
              <TableCell>{t('results.columns.message')}</TableCell>
              <TableCell sx={FROM_MD}>{t('results.columns.path')}</TableCell>
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
                <Fragment key={row.index}>
                  <TableRow
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
                    <TableCell sx={{ ...FROM_SM, ...CODE, whiteSpace: 'nowrap' }}>{row.result.code}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { sm: 140 } }}>
                      <span data-testid="lint-message">{row.result.message}</span>
                      <Typography
                        component="span"
                        sx={{ ...CODE, display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                      >
                        {row.result.code}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...FROM_MD, ...CODE, fontSize: 12, overflowWrap: 'anywhere', maxWidth: 260 }}>
                      {pathText(row.result.path)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Link
                        component="button"
                        type="button"
                        data-testid="lint-position"
                        aria-expanded={row.index === selected}
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
                  {row.index === selected && detail && (
                    <TableRow data-testid="lint-result-detail">
                      <TableCell colSpan={5} sx={{ bgcolor: 'grey.50' }}>
                        {/* Zero min-content width: long source lines scroll inside instead of widening the table. */}
                        <Box sx={{ width: 0, minWidth: '100%' }}>{detail}</Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
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
