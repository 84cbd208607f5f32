/**
 * A catalog's Details are Markdown written by its owners and read by every team it is shared with: rendered, then
 * sanitized (no scripts, styles, frames, forms or event handlers), links to http(s)/mailto only, opened in a new tab
 * without an opener. Headings move down one level: the page has its own h1 (the catalog).
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

const FORBID_TAGS = ['style', 'script', 'iframe', 'form', 'object', 'embed', 'link', 'meta', 'base', 'input'];

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'class', 'id'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  clean.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  clean.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => {
    const moved = document.createElement(`h${Math.min(6, Number(h.tagName[1]) + 1)}`);
    moved.append(...Array.from(h.childNodes));
    h.replaceWith(moved);
  });
  const holder = document.createElement('div');
  holder.appendChild(clean);
  return holder.innerHTML;
}
