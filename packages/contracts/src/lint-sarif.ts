/** Lint results as SARIF 2.1.0 (static analysis interchange format), for code-scanning tools; shared by the console and the CLI. */
import type { LintJob, LintResult, LintSeverity } from './linter.js';

const LEVEL: Record<LintSeverity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
  hint: 'note',
};

const jsonPath = (path: LintResult['path']) => path.map(String).join('.');

function region(r: LintResult) {
  const endLine = Math.max(r.line, r.range.end.line + 1);
  const endColumn = Math.max(1, r.range.end.character + 1);
  return {
    startLine: r.line,
    startColumn: r.column,
    endLine,
    endColumn: endLine === r.line ? Math.max(endColumn, r.column) : endColumn,
  };
}

export function toSarif(job: Pick<LintJob, 'fileName' | 'rulesets'>, results: LintResult[]) {
  const rules = [...new Set(results.map((r) => r.code))].sort();
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Spectral',
            informationUri: 'https://github.com/stoplightio/spectral',
            properties: { rulesets: job.rulesets },
            rules: rules.map((id) => ({ id })),
          },
        },
        artifacts: [{ location: { uri: job.fileName } }],
        results: results.map((r) => ({
          ruleId: r.code,
          ruleIndex: rules.indexOf(r.code),
          level: LEVEL[r.severity],
          message: { text: r.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: job.fileName, index: 0 },
                // SARIF regions are 1-based; Spectral's ranges are 0-based.
                region: region(r),
              },
              logicalLocations: r.path.length ? [{ fullyQualifiedName: jsonPath(r.path) }] : undefined,
            },
          ],
        })),
      },
    ],
  };
}
