/**
 * Rendered documentation pages (/{type}/{id}/{file}.html): Markdown to HTML with marked, then sanitized with an
 * allow-list (no scripts, styles, event handlers, iframes or forms; links http(s) and mailto only; images https or
 * data), inside a minimal standalone page. The page is also served with a CSP that forbids scripts.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { IntroductionDocument } from '@dc/contracts';

const marked = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del', 'input'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  // Task-list checkboxes only, always inert. Images only from https or data: a relative or schemeless src (which
  // allowedSchemes lets through) would make the reader's browser request a path of this origin.
  exclusiveFilter: (frame) =>
    (frame.tag === 'input' && frame.attribs.type !== 'checkbox') ||
    (frame.tag === 'img' && !/^(https:|data:image\/)/i.test(frame.attribs.src ?? '')),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    input: sanitizeHtml.simpleTransform('input', { disabled: 'disabled' }),
  },
};

export const sanitize = (html: string) => sanitizeHtml(html, SANITIZE);
export const markdownToHtml = (markdown: string) => sanitize(marked.parse(markdown) as string);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function introductionToHtml(d: IntroductionDocument): string {
  const parts = [
    d.title ? `<h1>${escapeHtml(d.title)}</h1>` : '',
    d.summary ? `<p class="summary">${escapeHtml(d.summary)}</p>` : '',
    d.markdown ? markdownToHtml(d.markdown) : '',
    ...(d.sections ?? []).map(
      (s) => `<section><h2>${escapeHtml(s.heading)}</h2>${markdownToHtml(s.markdown)}</section>`,
    ),
  ];
  return parts.join('\n');
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.55;color:#1f2933;
max-width:60rem;margin:0 auto;padding:1rem}pre{overflow:auto;background:#f5f7fa;padding:.75rem;border-radius:4px}
code{font-family:ui-monospace,Menlo,Consolas,monospace}table{border-collapse:collapse}th,td{border:1px solid #d9dee3;
padding:.25rem .5rem}img{max-width:100%}.summary{font-size:1.1em;color:#52606d}`;

/** A standalone page around sanitized body HTML. */
export const htmlPage = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>\n<body><main class="dc-document">\n${body}\n</main></body></html>\n`;

/** The CSP of rendered pages: nothing runs, nothing is fetched but images. */
export const DOCUMENT_PAGE_CSP =
  "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
