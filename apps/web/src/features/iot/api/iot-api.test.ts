/**
 * The IoT API files on the typed client (issue 20): each kind reads its own route, through the iot service client
 * of environment.json (its base URL and token), with the same paths and queries as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, useServiceClientForTest } from '../../../test/fixtures';
import { getDevices } from './get-devices';
import { getEvents } from './get-events';
import { getGroup } from './get-group';
import { getRule } from './get-rule';

const page = { resultSet: [], nextBookmark: 'none' };
let fetchMock: ReturnType<typeof vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  useServiceClientForTest('iot', '/api/iot');
  fetchMock = vi.fn(async () => jsonResponse(page));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url: String(url), auth: new Headers(init?.headers).get('authorization') };
};

describe('IoT API calls', () => {
  it('open a group of each kind by its own path, the id encoded, with the id token', async () => {
    await getGroup('G 1', true);
    expect(sent()).toEqual({ url: '/api/iot/2.1/legacy/groups/G%201', auth: 'Bearer ID' });
    fetchMock.mockClear();
    await getGroup('G 1', false);
    expect(sent().url).toBe('/api/iot/2.1/groups/G%201');
  });

  it('page devices and open rules of the kind asked', async () => {
    await getDevices('g1', true, 'bm');
    expect(sent().url).toBe('/api/iot/legacy/devices?groupId=g1&pageSize=100&nextBookmark=bm');
    fetchMock.mockClear();
    await getRule('r1', false);
    expect(sent().url).toBe('/api/iot/rules/r1');
  });

  it('read legacy events by device name, leaving out empty filters', async () => {
    const window = { startDateUtc: '2026-11-21T10:00:00.000Z', endDateUtc: '2026-11-21T11:00:00.000Z', run: 0 };
    await getEvents({ kind: 'legacy', deviceName: 'DSN-1', region: '', ...window });
    const url = new URL(sent().url, 'http://x');
    expect(url.pathname).toBe('/api/iot/legacy/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      deviceName: 'DSN-1',
      startDateUtc: window.startDateUtc,
      endDateUtc: window.endDateUtc,
      pageSize: '100',
    });
  });
});
