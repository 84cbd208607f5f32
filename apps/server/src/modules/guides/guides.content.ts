/**
 * The guides shipped with the server (assets/guides): guides.json lists them in reading order, one Markdown file per
 * guide. Each is rendered once at start with the documents module's sanitizing renderer; every instance ships the
 * same files, so nothing here is state another instance needs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guideListSchema, headingId, type GuidePage } from '@dc/contracts';
import { markdownToHtml } from '../documents/documents.service.js';

export interface Guide {
  page: GuidePage;
  html: string;
}

export function guidesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/modules/guides -> ../../../assets/guides ; dist/server.js -> ../assets/guides
  return here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../../../assets/guides')
    : path.resolve(here, '../assets/guides');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]);
const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Gives every heading of sanitized HTML its id: the heading text with dashes (SPEC-NOTES 2), so /guides/x#Some-heading
 * finds it. A repeated heading gets -2, -3 ... so ids stay unique. The sanitizer leaves headings without attributes.
 */
export function addHeadingIds(html: string): string {
  const used = new Map<string, number>();
  return html.replace(/<h([1-6])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const base = headingId(decode(inner.replace(/<[^>]*>/g, '')));
    if (!base) return `<h${level}>${inner}</h${level}>`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    const id = seen === 1 ? base : `${base}-${seen}`;
    return `<h${level} id="${escapeAttr(id)}">${inner}</h${level}>`;
  });
}

export const renderGuide = (markdown: string) => addHeadingIds(markdownToHtml(markdown));

/** Reads and renders every guide of the directory; a listed file that is missing stops the start. */
export async function loadGuides(dir: string = guidesDir()): Promise<Guide[]> {
  const pages = guideListSchema.parse(JSON.parse(await fs.readFile(path.join(dir, 'guides.json'), 'utf8')));
  return Promise.all(
    pages.map(async (page) => ({
      page,
      html: renderGuide(await fs.readFile(path.join(dir, `${page.file}.md`), 'utf8')),
    })),
  );
}
