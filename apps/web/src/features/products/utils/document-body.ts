/**
 * The body of a rendered documentation page, sanitized once more in the browser (the server sanitizes too): no
 * scripts, styles, frames or forms; links open in a new tab without an opener. Headings move down two levels: the
 * page has its own h1 (the product) and h2 (the tab).
 */
import DOMPurify from 'dompurify';

const HEADING_SHIFT = 2;
const FORBID_TAGS = ['style', 'script', 'iframe', 'form', 'object', 'embed', 'link', 'meta', 'base'];

export function documentBody(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.querySelector('main.dc-document') ?? doc.body;
  const clean = DOMPurify.sanitize(body.innerHTML, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'class'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/|#)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  clean.querySelectorAll('a[href]').forEach((a) => {
    if (a.getAttribute('href')?.startsWith('#')) return;
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  clean.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => {
    const level = Math.min(6, Number(h.tagName[1]) + HEADING_SHIFT);
    const moved = document.createElement(`h${level}`);
    moved.append(...Array.from(h.childNodes));
    h.replaceWith(moved);
  });
  const holder = document.createElement('div');
  holder.appendChild(clean);
  return holder.innerHTML;
}
