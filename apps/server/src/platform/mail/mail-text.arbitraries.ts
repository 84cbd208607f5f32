/** Generated mail text for the mail tests (fast-check): as templates produce it, with the edges of MIME encoding. */
import fc from 'fast-check';

// Words, non-ASCII letters, '=', leading dots, long lines, line breaks, quotes and commas (address lists), and a
// text that looks like an encoded word.
const piece = fc.constantFrom(
  'word',
  'Grüße',
  'verlängert',
  '—',
  '=',
  '=3D',
  '.',
  '..',
  ' ',
  '  ',
  '€',
  '日本語のテキスト',
  '<b>',
  'a'.repeat(90),
  `${'b'.repeat(74)} `,
  '\n',
  '\r\n',
  '\t',
  '😀',
  '_',
  '?',
  '"',
  ',',
  '=?utf-8?q?x?=',
);

/** A body's text: any pieces, line breaks included. */
export const textArb = fc.array(piece, { maxLength: 40 }).map((xs) => xs.join(''));

/** One line (a subject, a display name): the pieces without line breaks. */
export const lineArb = fc
  .array(
    piece.filter((p) => !p.includes('\n')),
    { maxLength: 25 },
  )
  .map((xs) => xs.join(''));
