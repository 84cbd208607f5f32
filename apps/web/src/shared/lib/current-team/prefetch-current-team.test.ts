import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { team } from '../../../test/teams';
import { setEnvironment } from '../../config/env';
import { prefetchCurrentTeam } from './prefetch-current-team';
import { teamKeys } from './keys';
import { storeTeam } from './team-store';

const user = { uuid: 'u1', email: 'dana@example.com' };
const acme = team({ name: 'Acme' });
const globex = team({ name: 'Globex' });
const home = { pathname: '/apim', search: '' };

describe('prefetchCurrentTeam', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setEnvironment(testEnvironment);
    fetchMock = vi.fn(async () => jsonResponse({ items: [acme, globex] }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
    const session = { id_token: 'ID', access_token: 'AT', expiryTime: Date.now() + 3600_000 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks for the user's teams once, caches them under the provider's key and gives the stored team", async () => {
    storeTeam(user.email, globex);
    const client = new QueryClient();
    const [first, second] = await Promise.all([prefetchCurrentTeam(client, home), prefetchCurrentTeam(client, home)]);
    expect(first?.uuid).toBe(globex.uuid);
    expect(second?.uuid).toBe(globex.uuid);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(teamKeys.mine(user.uuid))).toHaveLength(2);
  });

  it('takes the currentTeam parameter over the stored team, and gives none where the provider would ask', async () => {
    storeTeam(user.email, globex);
    const client = new QueryClient();
    const picked = await prefetchCurrentTeam(client, { pathname: '/apim', search: `?currentTeam=${acme.uuid}` });
    expect(picked?.uuid).toBe(acme.uuid);
    localStorage.removeItem(STORAGE_KEYS.currentTeam);
    expect(await prefetchCurrentTeam(new QueryClient(), home)).toBeUndefined();
  });

  it('asks nothing without a valid session (the shell signs in first)', async () => {
    localStorage.removeItem(STORAGE_KEYS.session);
    expect(await prefetchCurrentTeam(new QueryClient(), home)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
