/** The status history page: server-rendered, no script, one stylesheet (/status/status.css). */
import { CONSOLE_NAME, type Maintenance, type StatusResponse } from '@dc/contracts';
import type { HistoryRow } from './status.repository.js';

export const STATUS_CSS_PATH = '/status/status.css';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const STATE_TEXT: Record<string, string> = {
  up: 'Operational',
  down: 'Down',
  on: 'Maintenance started',
  off: 'Maintenance ended',
  operational: 'Operational',
  major_outage: 'Down',
  under_maintenance: 'Under maintenance',
};
const stateText = (s: string | null) => (s === null ? 'First seen' : (STATE_TEXT[s] ?? s));

function historyRows(history: HistoryRow[] | null): string {
  if (history === null) return '<p>The history is unavailable while the database is down.</p>';
  if (history.length === 0) return '<p>No status changes recorded yet.</p>';
  const rows = history
    .map(
      (h) => `<tr><td><time datetime="${h.at.toISOString()}">${utc(h.at)}</time></td>
<td>${escapeHtml(h.component)}</td><td>${escapeHtml(stateText(h.fromState))}</td>
<td class="state-${escapeHtml(h.toState)}">${escapeHtml(stateText(h.toState))}</td><td>${escapeHtml(h.message ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>The ${history.length} most recent changes, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Component</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Note</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function renderStatusPage(s: StatusResponse, maintenance: Maintenance, history: HistoryRow[] | null): string {
  const components = s.components
    .map(
      (c) =>
        `<li><span class="name">${escapeHtml(c.name)}</span> <span class="state-${c.status}">${stateText(c.status)}</span></li>`,
    )
    .join('\n');
  const note =
    maintenance.active && maintenance.message
      ? `<p class="maintenance-note">${escapeHtml(maintenance.message)}</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service Status - ${CONSOLE_NAME}</title>
<link rel="stylesheet" href="${STATUS_CSS_PATH}">
</head>
<body>
<main>
<h1>Service Status</h1>
<p class="indicator indicator-${s.status.indicator}">${escapeHtml(s.status.description)}</p>
${note}
<p class="updated">Checked <time datetime="${s.page.updated_at}">${utc(new Date(s.page.updated_at))}</time></p>
<section aria-labelledby="components-title">
<h2 id="components-title">Components</h2>
<ul class="components">
${components}
</ul>
</section>
<section aria-labelledby="history-title">
<h2 id="history-title">Status history</h2>
${historyRows(history)}
</section>
<p><a href="/">Back to ${CONSOLE_NAME}</a></p>
</main>
</body>
</html>
`;
}
