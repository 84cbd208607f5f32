import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { createAnalyticsService, logPageViewSink, type PageView } from './analytics.service.js';

const PATH = '/api/core/analytics/page-views';

describe('POST /api/core/analytics/page-views', () => {
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await startDemoServer();
  });
  afterAll(async () => demo?.server.stop());

  it('accepts a page view from a signed-in user with 204', async () => {
    const res = await demo.call('developer', 'POST', PATH, {
      path: '/apim?searchText=x',
      title: 'Products - Developer Console',
    });
    expect(res.status).toBe(204);
  });

  it('needs a session and a path', async () => {
    expect((await demo.call(null, 'POST', PATH, { path: '/apim', title: 'x' })).status).toBe(401);
    const bad = await demo.call('developer', 'POST', PATH, { path: 'https://elsewhere', title: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('page view sinks', () => {
  const log = { info: vi.fn(), warn: vi.fn() } as unknown as Logger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };

  it('logs one structured line without the query string or fragment', async () => {
    await createAnalyticsService(logPageViewSink(log), log).pageView('u1', {
      path: '/accounts?activationId=9#top',
      title: 'Accounts',
    });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page_view', userId: 'u1', path: '/accounts', title: 'Accounts' }),
      'page view',
    );
  });

  it('hands views to another sink and never fails on its errors', async () => {
    const seen: PageView[] = [];
    await createAnalyticsService({ record: async (v) => void seen.push(v) }, log).pageView('u2', {
      path: '/teams',
      title: 'Teams',
    });
    expect(seen).toEqual([expect.objectContaining({ userId: 'u2', path: '/teams' })]);
    const failing = createAnalyticsService({ record: async () => Promise.reject(new Error('down')) }, log);
    await expect(failing.pageView('u3', { path: '/x', title: '' })).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});
