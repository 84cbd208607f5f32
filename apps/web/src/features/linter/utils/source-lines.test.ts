import { describe, expect, it } from 'vitest';
import { lineStarts, lineWindow } from './source-lines';

const text = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\r\n');

describe('lineWindow', () => {
  it('returns the lines of a range with context, 1-based', () => {
    const view = lineWindow(text, lineStarts(text), 10, 11, 2);
    expect(view.from).toBe(8);
    expect(view.lines).toEqual(['line 8', 'line 9', 'line 10', 'line 11', 'line 12', 'line 13']);
  });

  it('stays inside the document and caps long ranges', () => {
    const starts = lineStarts(text);
    expect(lineWindow(text, starts, 1, 1, 3).lines).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
    expect(lineWindow(text, starts, 29, 40, 3).lines.at(-1)).toBe('line 30');
    expect(lineWindow(text, starts, 1, 30, 0, 5).lines).toHaveLength(5);
  });
});
