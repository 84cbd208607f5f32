/** Filtering and grouping of lint results for the results table (by severity and by rule). */
import { LINT_SEVERITIES, type LintResult, type LintSeverity } from '@dc/contracts';

export interface ResultFilter {
  /** Severities to show; empty shows all. */
  severities: LintSeverity[];
  /** A rule code, or '' for all rules. */
  rule: string;
  groupByRule: boolean;
}

/** A result with its place in the job's list (a stable id for selection). */
export interface IndexedResult {
  index: number;
  result: LintResult;
}

export type ResultRow = { kind: 'group'; code: string; count: number } | ({ kind: 'result' } & IndexedResult);

export interface RuleCount {
  code: string;
  count: number;
  /** The most severe severity the rule reported. */
  severity: LintSeverity;
}

const rank = (s: LintSeverity) => LINT_SEVERITIES.indexOf(s);

export function ruleCounts(results: LintResult[]): RuleCount[] {
  const byCode = new Map<string, RuleCount>();
  for (const r of results) {
    const entry = byCode.get(r.code) ?? { code: r.code, count: 0, severity: r.severity };
    entry.count++;
    if (rank(r.severity) < rank(entry.severity)) entry.severity = r.severity;
    byCode.set(r.code, entry);
  }
  return [...byCode.values()].sort((a, b) => rank(a.severity) - rank(b.severity) || a.code.localeCompare(b.code));
}

export function filterResults(results: LintResult[], filter: ResultFilter): IndexedResult[] {
  const severities = new Set(filter.severities);
  const kept: IndexedResult[] = [];
  results.forEach((result, index) => {
    if (severities.size > 0 && !severities.has(result.severity)) return;
    if (filter.rule && result.code !== filter.rule) return;
    kept.push({ index, result });
  });
  return kept;
}

/** Rows of the table: results in position order, or grouped under a header row per rule (worst rules first). */
export function toRows(kept: IndexedResult[], groupByRule: boolean): ResultRow[] {
  if (!groupByRule) return kept.map((r) => ({ kind: 'result', ...r }));
  const order = ruleCounts(kept.map((k) => k.result));
  const byCode = new Map<string, IndexedResult[]>();
  for (const k of kept) byCode.set(k.result.code, [...(byCode.get(k.result.code) ?? []), k]);
  return order.flatMap(({ code, count }) => [
    { kind: 'group' as const, code, count },
    ...byCode.get(code)!.map((r) => ({ kind: 'result' as const, ...r })),
  ]);
}
