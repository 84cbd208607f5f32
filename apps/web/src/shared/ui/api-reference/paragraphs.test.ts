import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('joins wrapped lines and splits on blank lines', () => {
    expect(paragraphs('Status changes and\nposition updates.\n\n  Second one\n  here.\n')).toEqual([
      'Status changes and position updates.',
      'Second one here.',
    ]);
    expect(paragraphs('  \n')).toEqual([]);
  });
});
