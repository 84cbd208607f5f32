/** The status probe on the typed client (issue 20): the same path, through the status client, with no token. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnvironment } from '../../../shared/config/env';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { getStatus } from './get-status';

const status = {
  page: { id: 'dc', name: 'Developer Console', url: 'http://localhost/status', updated_at: '2026-11-27T00:00:00Z' },
  status: { indicator: 'none', description: 'All Systems Operational' },
  components: [],
};

beforeEach(() => setEnvironment(testEnvironment));
afterEach(() => vi.unstubAllGlobals());

describe('getStatus', () => {
  it('reads /v2/status.json without authorization, even signed out', async () => {
    const fetchMock = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => jsonResponse(status));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getStatus()).resolves.toEqual(status);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v2/status.json');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });
});
