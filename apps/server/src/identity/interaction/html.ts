/** Building blocks of the identity provider's server-rendered pages (no inline scripts: the CSP forbids them). */
import { HTML_LANG, type PageLanguage } from './language.js';
import { textsFor } from './texts.js';

export const ASSETS_PATH = '/interaction/assets';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Marks text that is already HTML, so page builders can tell it from text that needs escaping. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Tagged template: interpolated values are escaped unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const render = (v: unknown): string =>
    v instanceof Html
      ? v.value
      : Array.isArray(v)
        ? v.map(render).join('')
        : v == null || v === false
          ? ''
          : escapeHtml(String(v));
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));
}

export interface PageOptions {
  lang: PageLanguage;
  title: string;
  heading: string;
  body: Html;
  scripts?: string[];
}

/** The console's mark (its app-bar logo): white tile, blue code brackets. Presentation attributes only, no style. */
const LOGO = new Html(
  '<svg class="logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
    '<rect width="32" height="32" rx="8" fill="#FFFFFF"/>' +
    '<path d="M9 10l-4 6 4 6M23 10l4 6-4 6M18 8l-4 16" stroke="#0B3D91" stroke-width="2.6" fill="none" ' +
    'stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

/** A page in the console's look: its blue bar with logo and name, then a centred card with the heading and body. */
export function page({ lang, title, heading, body, scripts = [] }: PageOptions): string {
  const texts = textsFor(lang);
  return html`<!DOCTYPE html>
    <html lang="${HTML_LANG[lang]}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – ${texts.productName}</title>
        <link rel="icon" href="${ASSETS_PATH}/logo.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${ASSETS_PATH}/interaction.css" />
        ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
      </head>
      <body>
        <header class="bar">${LOGO}<span class="product">${texts.productName}</span></header>
        <main>
          <h1>${heading}</h1>
          ${body}
        </main>
      </body>
    </html> `.value;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
  autofocus?: boolean;
}

/** A labelled input; its error is tied to it with aria-describedby so screen readers announce it. */
export function field(f: FieldOptions): Html {
  const described = [f.hint && `${f.name}-hint`, f.error && `${f.name}-error`].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${f.name}">${f.label}</label>
    ${f.hint ? html`<p class="hint" id="${f.name}-hint">${f.hint}</p>` : ''}
    <input
      id="${f.name}"
      name="${f.name}"
      type="${f.type ?? 'text'}"
      autocomplete="${f.autocomplete}"
      required${
        f.value !== undefined && f.type !== 'password' ? html` value="${f.value}"` : ''
      }${described ? html` aria-describedby="${described}"` : ''}${f.error ? html` aria-invalid="true"` : ''}${
        f.autofocus ? html` autofocus` : ''
      }
    />
    ${f.error ? html`<p class="error" id="${f.name}-error">${f.error}</p>` : ''}
  </div>`;
}

export const alert = (message?: string): Html | '' =>
  message ? html`<div class="alert" role="alert">${message}</div>` : '';
