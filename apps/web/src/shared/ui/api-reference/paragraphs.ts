/** Description text as paragraphs: blank lines separate them; single line breaks (YAML block wrapping) are spaces. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
