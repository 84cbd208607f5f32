import { describe, expect, it } from 'vitest';
import type { LintResult } from './linter.js';
import { toSarif } from './lint-sarif.js';

const results: LintResult[] = [
  {
    code: 'invalid-ref',
    severity: 'error',
    message: "'#/components/schemas/Missing' does not exist",
    path: ['paths', '/pets', 'get', 'responses', '200'],
    range: { start: { line: 25, character: 22 }, end: { line: 25, character: 52 } },
    line: 26,
    column: 23,
  },
  {
    code: 'info-contact',
    severity: 'hint',
    message: 'Info object must have "contact" object.',
    path: [],
    range: { start: { line: 1, character: 5 }, end: { line: 3, character: 16 } },
    line: 2,
    column: 6,
  },
];

describe('toSarif', () => {
  it('writes a SARIF 2.1.0 run with rules, levels and 1-based regions', () => {
    const sarif = toSarif({ fileName: 'petstore.yaml', rulesets: ['spectral:oas'] }, results);
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.rules).toEqual([{ id: 'info-contact' }, { id: 'invalid-ref' }]);
    expect(run.results[0]).toMatchObject({
      ruleId: 'invalid-ref',
      ruleIndex: 1,
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'petstore.yaml' },
            region: { startLine: 26, startColumn: 23, endLine: 26, endColumn: 53 },
          },
          logicalLocations: [{ fullyQualifiedName: 'paths./pets.get.responses.200' }],
        },
      ],
    });
    expect(run.results[1]).toMatchObject({ level: 'note', locations: [{ logicalLocations: undefined }] });
  });
});
