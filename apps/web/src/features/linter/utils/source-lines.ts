/** A window of a document's lines around a range, without splitting a big document into all of its lines. */

export interface LineWindow {
  /** 1-based number of the first line in `lines`. */
  from: number;
  lines: string[];
}

/** Offsets of each line start, computed once per text. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Lines firstLine..lastLine (1-based, inclusive) with `context` lines around them; at most maxLines in all
 * (a long range is cut, keeping its start).
 */
export function lineWindow(
  text: string,
  starts: number[],
  firstLine: number,
  lastLine: number,
  context = 4,
  maxLines = 80,
): LineWindow {
  const total = starts.length;
  const from = Math.max(1, Math.min(firstLine, total) - context);
  const to = Math.min(total, Math.max(lastLine, firstLine) + context, from + maxLines - 1);
  const lines: string[] = [];
  for (let n = from; n <= to; n++) {
    const end = n < total ? starts[n] - 1 : text.length;
    lines.push(text.slice(starts[n - 1], end).replace(/\r$/, ''));
  }
  return { from, lines };
}
