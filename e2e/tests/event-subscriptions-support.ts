/**
 * Helpers of the event subscription journeys: calls as the signed-in user for the current team (the id token and
 * team the console holds), and a local webhook receiver that fails its first requests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import {
  PRODUCT_TEAM_HEADER,
  ROLE_HEADER,
  STORAGE_KEYS,
  type ApplicationCreated,
  type EventDetails,
  type EventSubscriptionCreated,
} from '@dc/contracts';

/** Calls /api/{service}{path} as the signed-in user, for the team the console has chosen for them. */
export async function callAs<T>(
  page: Page,
  email: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string; role?: string }>)[email];
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team.uuid, [ROLE_HEADER]: team.role ?? '' },
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

export const teamOf = async (page: Page, email: string): Promise<string> =>
  page.evaluate(
    ([key, who]) => (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { uuid: string }>)[who].uuid,
    [STORAGE_KEYS.currentTeam, email],
  );

export const createApplication = (page: Page, email: string, name: string) =>
  callAs<ApplicationCreated>(page, email, 'POST', '/apim/applications', {
    name,
    grant_types: ['client_credentials'],
  });

export const eventDetails = (page: Page, email: string, eventMetadataId: string) =>
  callAs<EventDetails>(page, email, 'GET', `/events/events/${eventMetadataId}/data`);

/** Subscribes an application over wss through the API (a subscription the wizard must then find). */
export async function subscribeByApi(page: Page, email: string, applicationId: string, eventId: string) {
  return callAs<EventSubscriptionCreated>(
    page,
    email,
    'POST',
    `/events/events/${encodeURIComponent(eventId)}/subscriptions`,
    {
      consumerClientId: applicationId,
      protocol: 'wss',
      teamId: await teamOf(page, email),
    },
  );
}

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** An http receiver on 127.0.0.1 (a free port) that answers 500 to its first `failures` requests, then 200. */
export async function startReceiver(failures: number) {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = requests.length < failures ? 500 : 200;
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'try again');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/events`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
