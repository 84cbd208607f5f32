/**
 * The one renderer of template mails (preview, test send and production send): a locale's content becomes MJML,
 * MJML becomes responsive HTML (compiled once per template version and locale), and mustache fills the
 * {{variables}} HTML-escaped. The plain-text twin and the subject are filled unescaped (the subject on one line).
 */
import mjml2html from 'mjml';
import Mustache from 'mustache';
import type { TemplateLocaleContent } from '@dc/contracts';
import { oneLine } from '../../platform/mail/mail-outcome.js';
import { mustache } from './mustache-writer.js';
import {
  encodedKey,
  escapeText,
  hrefKey,
  hrefTemplate,
  hrefText,
  safeHref,
  segmentsOf,
  type Segment,
} from './template-markup.js';

export interface CompiledLocale {
  subject: string;
  html: string;
  text: string;
  /**
   * The three parsed for mustache once, with the compiled HTML: a fill is then a walk over its tokens. Parsing the
   * ~12 KB HTML again on every mail was about a fifth of a bulk send's CPU (issue 24). Kept here rather than in
   * mustache's own cache so that it goes when the renderer's bounded cache drops the version.
   */
  tokens: { subject: Tokens; html: Tokens; text: Tokens };
}

type Tokens = ReturnType<typeof mustache.parse>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = '#0063a3';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function lineMjml(line: string): string {
  const segments = segmentsOf(line);
  const inline = (s: Segment) =>
    s.kind === 'text'
      ? escapeText(s.text)
      : s.kind === 'link'
        ? `<a href="${hrefTemplate(s.url)}" style="color:${BRAND};">${escapeText(s.text)}</a>`
        : `<a href="${hrefTemplate(s.url)}" style="display:inline-block;padding:8px 18px;background:${BRAND};color:#ffffff;border-radius:4px;text-decoration:none;">${escapeText(s.text)}</a>`;
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only?.kind === 'button')
    return `<mj-button href="${hrefTemplate(only.url)}" background-color="${BRAND}" align="left" font-size="16px" inner-padding="12px 28px">${escapeText(only.text)}</mj-button>`;
  return `<mj-text>${segments.map(inline).join('') || '&nbsp;'}</mj-text>`;
}

function lineText(line: string): string {
  return segmentsOf(line)
    .map((s) =>
      s.kind === 'text'
        ? s.text
        : s.kind === 'link'
          ? `${s.text} (${hrefText(s.url)})`
          : `${s.text}: ${hrefText(s.url)}`,
    )
    .join('');
}

function mjmlOf(c: TemplateLocaleContent, locale: string): string {
  const opt = (value: string, el: (v: string) => string) => (value.trim() ? el(escapeText(value)) : '');
  return `<mjml lang="${escapeText(locale)}">
  <mj-head>
    <mj-title>${escapeText(c.subject)}</mj-title>
    ${opt(c.subheader, (v) => `<mj-preview>${v}</mj-preview>`)}
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="#1b2430" padding="6px 32px" />
      <mj-button padding="12px 32px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#eef1f5" width="600px">
    <mj-section background-color="${BRAND}" padding="20px 0">
      <mj-column>
        ${opt(c.header, (v) => `<mj-text color="#ffffff" font-size="22px" line-height="30px" font-weight="700">${v}</mj-text>`)}
        ${opt(c.subheader, (v) => `<mj-text color="#dce9f5" font-size="15px">${v}</mj-text>`)}
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 0">
      <mj-column>
        ${opt(c.salutation, (v) => `<mj-text padding="6px 32px 12px 32px">${v}</mj-text>`)}
        ${c.content.map(lineMjml).join('\n        ')}
        ${opt(c.signoff, (v) => `<mj-text padding="18px 32px 0 32px">${v}</mj-text>`)}
        ${opt(c.sender, (v) => `<mj-text font-weight="600">${v}</mj-text>`)}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Content to HTML with its tags left for filling (slow: MJML; cache the result). */
export async function compileLocale(c: TemplateLocaleContent, locale: string): Promise<CompiledLocale> {
  // fonts: {} keeps MJML from linking Google Fonts for Roboto: a mail must not make every reader's client call a
  // third party, and the preview's frame (under the console's CSP) may not load it either. The stack falls back.
  const { html } = await mjml2html(mjmlOf(c, locale), { validationLevel: 'soft', minify: false, fonts: {} });
  const text = [c.header, c.subheader, '', c.salutation, '', ...c.content.map(lineText), '', c.signoff, c.sender]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    subject: c.subject,
    html,
    text,
    tokens: { subject: mustache.parse(c.subject), html: mustache.parse(html), text: mustache.parse(text) },
  };
}

/**
 * The view of a fill: each declared variable's value, its checked-URL and URL-encoded forms. Without values
 * (a preview) a variable shows as its own {{name}} and links point nowhere.
 */
function viewOf(variables: string[], values: Record<string, string> | null): Record<string, string> {
  const view: Record<string, string> = {};
  for (const name of variables) {
    const value = values ? (values[name] ?? '') : `{{${name}}}`;
    view[name] = value;
    view[hrefKey(name)] = values ? safeHref(value) : '#';
    view[encodedKey(name)] = values ? encodeURIComponent(value) : '';
  }
  return view;
}

const fill = (template: string, tokens: Tokens, view: Mustache.Context, escape?: (v: string) => string): string =>
  mustache.renderTokens(tokens, view, undefined, template, escape ? { escape } : undefined);

/** The subject alone, as fillLocale fills it (a send's events need it before the worker renders the mail). */
export function fillSubject(
  compiled: CompiledLocale,
  variables: string[],
  values: Record<string, string> | null,
): string {
  const view = new Mustache.Context(viewOf(variables, values));
  return oneLine(fill(compiled.subject, compiled.tokens.subject, view, (v) => v));
}

export function fillLocale(
  compiled: CompiledLocale,
  variables: string[],
  values: Record<string, string> | null,
): RenderedMail {
  const view = new Mustache.Context(viewOf(variables, values));
  const raw = (v: string) => v;
  const { tokens } = compiled;
  return {
    subject: oneLine(fill(compiled.subject, tokens.subject, view, raw)),
    html: fill(compiled.html, tokens.html, view),
    text: fill(compiled.text, tokens.text, view, raw),
  };
}
