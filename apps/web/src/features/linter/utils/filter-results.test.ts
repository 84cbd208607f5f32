import { describe, expect, it } from 'vitest';
import type { LintResult } from '@dc/contracts';
import { filterResults, ruleCounts, toRows } from './filter-results';

const result = (code: string, severity: LintResult['severity'], line: number): LintResult => ({
  code,
  severity,
  message: `${code} at ${line}`,
  path: ['paths'],
  range: { start: { line: line - 1, character: 0 }, end: { line: line - 1, character: 5 } },
  line,
  column: 1,
});

const results = [
  result('info-contact', 'warning', 2),
  result('oas3-schema', 'error', 3),
  result('operation-tags', 'warning', 7),
  result('info-contact', 'warning', 9),
  result('operation-tags', 'info', 12),
];

describe('lint result filters', () => {
  it('counts rules, worst severity first', () => {
    expect(ruleCounts(results)).toEqual([
      { code: 'oas3-schema', count: 1, severity: 'error' },
      { code: 'info-contact', count: 2, severity: 'warning' },
      { code: 'operation-tags', count: 2, severity: 'warning' },
    ]);
  });

  it('filters by severities and by rule, keeping each result index', () => {
    const none = { severities: [], rule: '', groupByRule: false };
    expect(filterResults(results, none)).toHaveLength(5);
    expect(filterResults(results, { ...none, severities: ['error', 'info'] }).map((r) => r.index)).toEqual([1, 4]);
    expect(filterResults(results, { ...none, rule: 'info-contact' }).map((r) => r.index)).toEqual([0, 3]);
    expect(filterResults(results, { ...none, severities: ['info'], rule: 'info-contact' })).toEqual([]);
  });

  it('groups rows under one header per rule', () => {
    const rows = toRows(filterResults(results, { severities: [], rule: '', groupByRule: true }), true);
    expect(rows.map((r) => (r.kind === 'group' ? `# ${r.code} ${r.count}` : r.index))).toEqual([
      '# oas3-schema 1',
      1,
      '# info-contact 2',
      0,
      3,
      '# operation-tags 2',
      2,
      4,
    ]);
  });
});
