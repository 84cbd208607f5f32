/**
 * Reads the embedded SMTP sink through GET /api/email/sink/messages (internal staff only): the staff admin signs in
 * once per worker in a context of its own, and its id token reads the messages sent to an address.
 */
import { expect, type Browser } from '@playwright/test';
import { STORAGE_KEYS, type SinkMessage } from '@dc/contracts';
import { DEMO, signIn } from './session';

let staffToken: Promise<string> | undefined;

async function signInStaff(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.staff);
    const session = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session);
    return (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  } finally {
    await context.close();
  }
}

export interface MailQuery {
  /** A part of the subject the message must have. */
  subject?: string;
  /** Only messages received after this time (ms since the epoch). */
  after?: number;
  timeoutMs?: number;
}

/** The newest message to the address that matches, polling the sink for up to ~15 s. */
export async function readMail(browser: Browser, to: string, query: MailQuery = {}): Promise<SinkMessage> {
  staffToken ??= signInStaff(browser);
  const token = await staffToken;
  const context = await browser.newContext();
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  let found: SinkMessage | undefined;
  const matches = (m: SinkMessage) =>
    (!query.subject || (m.subject ?? '').includes(query.subject)) &&
    (!query.after || Date.parse(m.receivedAt) >= query.after);
  try {
    await expect
      .poll(
        async () => {
          const res = await context.request.get(`${baseURL}/api/email/sink/messages`, {
            params: { to },
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(res.status()).toBe(200);
          found = ((await res.json()) as { items: SinkMessage[] }).items.find(matches);
          return !!found;
        },
        { timeout: query.timeoutMs ?? 15_000, intervals: [250, 500, 1000] },
      )
      .toBe(true);
  } finally {
    await context.close();
  }
  return found!;
}

/** The first link in a message's HTML that contains the given path part. */
export function linkIn(message: SinkMessage, pathPart: string): string {
  for (const m of (message.html ?? '').matchAll(/href="([^"]+)"/g)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (href.includes(pathPart)) return href;
  }
  throw new Error(`no link with ${pathPart} in "${message.subject}"`);
}
