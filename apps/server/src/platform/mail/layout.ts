/**
 * The one layout of the console's own e-mails: an inline-styled table layout that mail clients render alike, one
 * call-to-action button, and a plain-text twin. Every value is escaped here, so callers pass raw user values.
 */
import { CONSOLE_NAME } from '@dc/contracts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export interface ActionMail {
  /** Preview text shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Key facts as a two-column table (label, value). */
  details?: Array<{ label: string; value: string }>;
  /** A message from the sender, shown as a quote. */
  quote?: string | null;
  action: { label: string; url: string };
  /** Small print under the button (expiry, why the mail was sent). */
  footnote: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

function detailsTable(details: NonNullable<ActionMail['details']>): string {
  const rows = details
    .map(
      (d) => `<tr>
  <td style="${FONT}width:128px;padding:6px 12px 6px 0;color:#5f6b7a;font-size:14px;white-space:nowrap;vertical-align:top;">${escapeHtml(d.label)}</td>
  <td style="${FONT}padding:6px 0;color:#1b2430;font-size:14px;font-weight:600;">${escapeHtml(d.value)}</td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;border-top:1px solid #e3e8ef;border-bottom:1px solid #e3e8ef;width:100%;">${rows}</table>`;
}

function quoteBlock(quote: string): string {
  const lines = escapeHtml(quote).replace(/\r?\n/g, '<br>');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;width:100%;"><tr>
  <td style="${FONT}border-left:4px solid #0063a3;background:#f3f7fb;padding:12px 16px;color:#1b2430;font-size:14px;font-style:italic;">${lines}</td>
</tr></table>`;
}

export function renderActionMail(m: ActionMail): { html: string; text: string } {
  const url = safeUrl(m.action.url);
  const paragraphs = m.paragraphs
    .map(
      (p) => `<p style="${FONT}margin:0 0 16px 0;color:#1b2430;font-size:16px;line-height:24px;">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(m.heading)}</title></head>
<body style="margin:0;padding:0;background:#eef1f5;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(m.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:32px 12px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
    <tr><td style="${FONT}background:#0063a3;padding:20px 32px;color:#ffffff;font-size:18px;font-weight:700;">${escapeHtml(CONSOLE_NAME)}</td></tr>
    <tr><td style="padding:32px 32px 8px 32px;">
      <h1 style="${FONT}margin:0 0 20px 0;color:#1b2430;font-size:22px;line-height:30px;font-weight:700;">${escapeHtml(m.heading)}</h1>
      ${paragraphs}
      ${m.details?.length ? detailsTable(m.details) : ''}
      ${m.quote ? quoteBlock(m.quote) : ''}
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr>
        <td align="center" bgcolor="#0063a3" style="border-radius:4px;">
          <a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="${FONT}display:inline-block;padding:12px 28px;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;border-radius:4px;">${escapeHtml(m.action.label)}</a>
        </td>
      </tr></table>
      <p style="${FONT}margin:0 0 8px 0;color:#5f6b7a;font-size:13px;line-height:20px;">If the button does not work, copy this address into your browser:</p>
      <p style="${FONT}margin:0 0 24px 0;font-size:13px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:#0063a3;">${escapeHtml(url)}</a></p>
    </td></tr>
    <tr><td style="${FONT}padding:16px 32px 28px 32px;border-top:1px solid #e3e8ef;color:#5f6b7a;font-size:12px;line-height:18px;">${escapeHtml(m.footnote)}</td></tr>
  </table>
</td></tr>
</table>
</body></html>`;
  const text = [
    m.heading,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.details?.length ? [...m.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(m.quote ? [...m.quote.split(/\r?\n/).map((l) => `> ${l}`), ''] : []),
    `${m.action.label}: ${url}`,
    '',
    m.footnote,
    '',
    `-- ${CONSOLE_NAME}`,
  ].join('\n');
  return { html, text };
}
