/** A finished job: summary and downloads, filters, and the results table with the selected problem's source. */
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import type { LintJob } from '@dc/contracts';
import { filterResults, ruleCounts, toRows, type ResultFilter } from '../utils/filter-results';
import { ResultsFilters } from './results-filters';
import { ResultsSummary } from './results-summary';
import { ResultsTable } from './results-table';
import { SourceView } from './source-view';

export interface LintResultsProps {
  job: LintJob;
  teamId: string;
  file?: File;
}

const EMPTY_COUNTS = { error: 0, warning: 0, info: 0, hint: 0 };

export function LintResults({ job, teamId, file }: LintResultsProps) {
  const results = useMemo(() => job.results ?? [], [job.results]);
  const [filter, setFilter] = useState<ResultFilter>({ severities: [], rule: '', groupByRule: false });
  const [selected, setSelected] = useState<number>();
  const [paging, setPaging] = useState({ page: 0, rowsPerPage: 25 });
  const rules = useMemo(() => ruleCounts(results), [results]);
  const rows = useMemo(() => toRows(filterResults(results, filter), filter.groupByRule), [results, filter]);

  const changeFilter = (next: ResultFilter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <Box component="section" sx={{ mt: 4 }}>
      <ResultsSummary job={job} />
      {results.length > 0 && (
        <>
          <ResultsFilters filter={filter} counts={job.counts ?? EMPTY_COUNTS} rules={rules} onChange={changeFilter} />
          <ResultsTable
            rows={rows}
            selected={selected}
            onSelect={(index) => setSelected((current) => (current === index ? undefined : index))}
            page={paging.page}
            rowsPerPage={paging.rowsPerPage}
            onPage={(page, rowsPerPage) => setPaging({ page, rowsPerPage })}
            detail={
              selected !== undefined && (
                <SourceView job={job} teamId={teamId} file={file} selected={results[selected]} />
              )
            }
          />
        </>
      )}
    </Box>
  );
}
