import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Maintenance, StatusResponse } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { startTestServer } from '../../test/harness.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

/** Reads the probe as the console does (no token), past the few-second cache. */
async function probe(): Promise<StatusResponse> {
  demo.server.app.statusMonitor.invalidate();
  const res = await fetch(`${demo.server.url}/v2/status.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as StatusResponse;
}
const history = async () =>
  (
    await demo.server.platform.pool.query(
      'SELECT component, from_state, to_state, message FROM status_history ORDER BY id',
    )
  ).rows;

describe('GET /v2/status.json', () => {
  it('reports All Systems Operational when every part answers, without a token', async () => {
    const s = await probe();
    expect(s.status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
    expect(s.page.url).toBe(`${demo.server.url}/status`);
    expect(s.components.map((c) => [c.name, c.status])).toEqual([
      ['database', 'operational'],
      ['queue', 'operational'],
      ['mail', 'operational'],
      ['mqtt', 'operational'],
    ]);
  });

  it('answers a burst of polls from one computation', async () => {
    const [a, b] = await Promise.all([
      fetch(`${demo.server.url}/v2/status.json`),
      fetch(`${demo.server.url}/v2/status.json`),
    ]);
    const [sa, sb] = (await Promise.all([a.json(), b.json()])) as StatusResponse[];
    expect(sa.page.updated_at).toBe(sb.page.updated_at);
  });

  it('lets only internal staff operators switch maintenance', async () => {
    const path = '/api/core/status/maintenance';
    expect((await demo.call(null, 'PUT', path, { active: true })).status).toBe(401);
    expect((await demo.call('teamAdmin', 'PUT', path, { active: true })).status).toBe(403);
    expect((await demo.call('staff', 'PUT', path, { active: 'yes' })).status).toBe(400);
    const on = await demo.call('staff', 'PUT', path, { active: true, message: 'Database upgrade until 10:00 UTC' });
    expect(await on.json()).toMatchObject({
      active: true,
      message: 'Database upgrade until 10:00 UTC',
    } satisfies Partial<Maintenance>);
    expect((await probe()).status).toEqual({ indicator: 'maintenance', description: 'Under Maintenance' });
    const page = await (await fetch(`${demo.server.url}/status`)).text();
    expect(page).toContain('Database upgrade until 10:00 UTC');
    await demo.call('staff', 'PUT', path, { active: false });
    expect((await probe()).status.indicator).toBe('none');
    expect((await history()).filter((h) => h.component === 'maintenance').map((h) => h.to_state)).toEqual([
      'on',
      'off',
    ]);
  });

  it('turns Partially Degraded Service when the mail sink stops, and records the change', async () => {
    await demo.server.platform.smtpSink!.close();
    const s = await probe();
    expect(s.status).toEqual({ indicator: 'minor', description: 'Partially Degraded Service' });
    expect(s.components.find((c) => c.name === 'mail')?.status).toBe('major_outage');
    expect(await history()).toContainEqual({ component: 'mail', from_state: 'up', to_state: 'down', message: null });
    await probe(); // unchanged: no second row
    expect((await history()).filter((h) => h.component === 'mail')).toHaveLength(2);
  });

  it('serves the status history page with its stylesheet and no script', async () => {
    const res = await fetch(`${demo.server.url}/status`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Partially Degraded Service');
    expect(html).toMatch(/<td>mail<\/td>/);
    expect(html).not.toContain('<script');
    const css = await fetch(`${demo.server.url}/status/status.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});

describe('with the database gone', () => {
  it('reports a Major Outage and still serves the page', async () => {
    // No demo world needed: the outage is about the database, not its rows.
    const other = await startTestServer();
    try {
      await other.platform.pool.end();
      other.app.statusMonitor.invalidate();
      const s = (await (await fetch(`${other.url}/v2/status.json`)).json()) as StatusResponse;
      expect(s.status).toEqual({ indicator: 'major', description: 'Major Outage' });
      const page = await fetch(`${other.url}/status`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('unavailable while the database is down');
    } finally {
      await other.stop();
    }
  });
});
