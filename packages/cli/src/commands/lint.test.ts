import { describe, expect, it } from 'vitest';
import type { LintResult } from '@dc/contracts';
import { stylish } from './lint';

const result = (over: Partial<LintResult>): LintResult => ({
  code: 'info-contact',
  severity: 'warning',
  message: 'Info object must have "contact" object.',
  path: ['info'],
  range: { start: { line: 1, character: 5 }, end: { line: 3, character: 16 } },
  line: 2,
  column: 6,
  ...over,
});

describe('stylish', () => {
  it('lists each result at its line and column, then the counts (as the Spectral CLI does)', () => {
    const text = stylish(
      'pets.yaml',
      [
        result({}),
        result({ code: 'invalid-ref', severity: 'error', message: 'missing', line: 26, column: 23, path: [] }),
      ],
      { error: 1, warning: 1, info: 0, hint: 0 },
    );
    expect(text.split('\n')).toEqual([
      'pets.yaml',
      ' 2:6    warning  info-contact  Info object must have "contact" object.  info',
      ' 26:23  error    invalid-ref   missing',
      '',
      '✖ 2 problems (1 error, 1 warning, 0 infos, 0 hints)',
    ]);
  });

  it('says so when there is nothing to report', () => {
    expect(stylish('ok.yaml', [], { error: 0, warning: 0, info: 0, hint: 0 })).toContain('No results');
  });
});
