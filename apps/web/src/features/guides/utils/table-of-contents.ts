/** The table of contents of a guide: its h2 and h3 headings, which the server gives ids (heading text with dashes). */
import { headingId } from '@dc/contracts';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export function tableOfContents(html: string): TocEntry[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('h2, h3')].flatMap((h) => {
    const text = (h.textContent ?? '').trim();
    const id = h.id || headingId(text);
    return text && id ? [{ id, text, level: h.tagName === 'H2' ? 2 : 3 } satisfies TocEntry] : [];
  });
}

/** The hash of a location (#Some-heading, URL-encoded or not) as a heading id. */
export function hashToId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The heading a hash names: the exact id, else the heading whose dashed text matches regardless of case. */
export function findHeading(root: ParentNode, id: string): HTMLElement | null {
  if (!id) return null;
  const headings = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  return (
    headings.find((h) => h.id === id) ??
    headings.find((h) => headingId(h.textContent ?? '').toLowerCase() === id.toLowerCase()) ??
    null
  );
}
