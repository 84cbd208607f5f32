/**
 * A content line's markup (contracts templates.ts): [text](url) is a link, [[text]](url) a button. Authored text is
 * HTML-escaped here; {{name}} tags pass through for mustache, and a url becomes a tag whose value is checked to be
 * an http(s) address when the mail is filled (hrefTag), so a variable can never inject a javascript: link.
 */
import { escapeHtml } from '../../platform/mail/layout.js';

export type Segment = { kind: 'text'; text: string } | { kind: 'link' | 'button'; text: string; url: string };

const MARKUP = /\[\[([^\]]+)\]\]\(([^)\s]+)\)|\[([^\]]+)\]\(([^)\s]+)\)/g;
const WHOLE_TAG = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const TAG = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The view keys under which a variable's value is offered as a checked URL and URL-encoded. */
export const hrefKey = (name: string) => `__href_${name}`;
export const encodedKey = (name: string) => `__enc_${name}`;

export function segmentsOf(line: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of line.matchAll(MARKUP)) {
    if (m.index > last) out.push({ kind: 'text', text: line.slice(last, m.index) });
    out.push(m[1] !== undefined ? { kind: 'button', text: m[1], url: m[2] } : { kind: 'link', text: m[3], url: m[4] });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

/** Escaped authored text with its {{tags}} intact (escaping never touches braces). */
export const escapeText = (text: string) => escapeHtml(text);

/**
 * An href as a template: a whole {{name}} becomes the checked-URL tag; a literal http(s) or mailto address keeps
 * its text, with any tags inside it URL-encoded; anything else is '#'.
 */
export function hrefTemplate(url: string): string {
  const whole = WHOLE_TAG.exec(url);
  if (whole) return `{{${hrefKey(whole[1])}}}`;
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return '#';
  const parts = url.split(TAG);
  // split with a capture group alternates literal text and tag names.
  return parts.map((p, i) => (i % 2 === 1 ? `{{${encodedKey(p)}}}` : escapeHtml(p))).join('');
}

/** The plain-text twin of an href: the same, unescaped. */
export function hrefText(url: string): string {
  const whole = WHOLE_TAG.exec(url);
  if (whole) return `{{${hrefKey(whole[1])}}}`;
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return '';
  return url.replace(TAG, (_m, name: string) => `{{${encodedKey(name)}}}`);
}

/** A value fit for an href: an http(s) address, else '#'. */
export const safeHref = (value: string | undefined) =>
  value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : '#';
