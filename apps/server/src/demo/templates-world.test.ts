import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_TEAM_HEADER, type AnalyticsResponse, type TemplateList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../test/demo-server.js';
import { waitFor } from '../test/mail-sink.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const get = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${demo.server.url}${path}`, {
    headers: { authorization: `Bearer ${await demo.tokenOf('staff')}`, [TEMPLATE_TEAM_HEADER]: demo.ids.platform },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('demo templates and mail history', () => {
  it('has published and draft templates with several locales', async () => {
    const { templates } = await get<TemplateList>('/api/templates');
    const byName = Object.fromEntries(templates.map((t) => [t.name, t]));
    expect(byName['Welcome to the platform']).toMatchObject({ status: 'published', locale_codes: ['en', 'de', 'fr'] });
    expect(byName['Subscription approved']).toMatchObject({ status: 'published', locale_codes: ['en', 'es-ES', 'pl'] });
    expect(byName['Planned maintenance notice']).toMatchObject({ status: 'draft', locale_codes: ['en', 'ja'] });
  });

  it('sent real mail: delivered, bounced, suppressed and complained show in the stats', async () => {
    const welcome = demo.ids['template:welcome'];
    const totals = await waitFor(
      async () => {
        const s = await get<AnalyticsResponse>(`/api/email/stats?template_id=${welcome}&duration=1d`);
        return s.totals.failed['suppress-complaint'] ? s.totals : undefined;
      },
      90_000,
      1000,
    );
    expect(totals.delivered.total).toBe(12);
    expect(totals.failed.bounce).toBe(2);
    expect(totals.failed['suppress-bounce']).toBe(2);
    expect(totals.complained.total).toBe(1);
    expect(totals.failed['suppress-complaint']).toBe(1);
  });
});
