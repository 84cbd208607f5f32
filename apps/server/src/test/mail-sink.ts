/** Waiting in tests: for a condition, and for a message in the embedded SMTP sink (table sink_messages). */
import type { TestServer } from './harness.js';

export async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 20_000, stepMs = 200): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export interface SunkMessage {
  rcptTo: string[];
  subject: string;
  html: string;
  text: string;
}

/** The newest message the sink accepted for the address, whose subject contains the given text. */
export function waitForSunkMessage(server: TestServer, to: string, subjectPart: string): Promise<SunkMessage> {
  return waitFor(async () => {
    const { rows } = await server.platform.pool.query<SunkMessage>(
      `SELECT rcpt_to AS "rcptTo", subject, html, text FROM sink_messages
        WHERE $1 = ANY(rcpt_to) AND position($2 in subject) > 0
        ORDER BY received_at DESC LIMIT 1`,
      [to, subjectPart],
    );
    return rows[0];
  });
}

/** The first link in a message's HTML that starts with the given address. */
export function linkIn(html: string, prefix: string): string | undefined {
  for (const m of html.matchAll(/href="([^"]+)"/g)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (href.startsWith(prefix)) return href;
  }
  return undefined;
}
