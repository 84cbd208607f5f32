import { describe, expect, it } from 'vitest';
import { createFilterMatcher, parseFilterCondition } from '@dc/contracts';
import { DEMO_APPLICATIONS } from './applications-world.js';
import { DEMO_EVENT_PUBLICATIONS, DEMO_EVENT_SUBSCRIPTIONS } from './event-subscriptions-world.js';
import { DEMO_PRODUCTS } from './products-world.js';

const filterOf = (condition: string | undefined) => {
  if (!condition) return null;
  const parsed = parseFilterCondition(condition);
  if (!parsed.ok) throw new Error(`${condition}: ${parsed.message}`);
  return parsed.filter;
};

describe('demo event subscriptions', () => {
  it('subscribe existing applications to event products, https ones with an endpoint, some filtered', () => {
    const eventFiles = DEMO_PRODUCTS.filter((p) => p.host === 'events').flatMap((p) => p.versions.map((v) => v.file));
    for (const s of DEMO_EVENT_SUBSCRIPTIONS) {
      expect(
        DEMO_APPLICATIONS.some((a) => a.key === s.app),
        s.key,
      ).toBe(true);
      expect(eventFiles, s.key).toContain(`${s.product}-${s.version}.yaml`);
      expect(Boolean(s.endpoint), s.key).toBe(s.protocol === 'https');
      filterOf(s.filter);
    }
    const kinds = DEMO_EVENT_SUBSCRIPTIONS.map((s) => `${s.protocol}:${s.filter ? 'filtered' : 'all'}`);
    expect(new Set(kinds)).toEqual(new Set(['https:filtered', 'wss:all']));
    const teams = DEMO_EVENT_SUBSCRIPTIONS.map((s) => DEMO_APPLICATIONS.find((a) => a.key === s.app)!.team);
    expect(new Set(teams)).toEqual(new Set(['acmeIntegrations', 'acmeMobile', 'globexLabs']));
  });

  it('deliver every publication to exactly the subscriptions of its version whose filter matches', () => {
    for (const p of DEMO_EVENT_PUBLICATIONS) {
      const matching = DEMO_EVENT_SUBSCRIPTIONS.filter(
        (s) =>
          s.product === p.product && s.version === p.version && createFilterMatcher(filterOf(s.filter))(p.attributes),
      ).map((s) => s.key);
      expect(Object.keys(p.deliveries).sort(), p.attributes.id).toEqual(matching.sort());
      for (const [key, delivery] of Object.entries(p.deliveries)) {
        const s = DEMO_EVENT_SUBSCRIPTIONS.find((x) => x.key === key)!;
        expect(Array.isArray(delivery), `${p.attributes.id} to ${key}`).toBe(s.protocol === 'https');
      }
    }
  });

  it('show every outcome: delivered at once, retried then delivered, failed, no-connection', () => {
    const deliveries = DEMO_EVENT_PUBLICATIONS.flatMap((p) => Object.values(p.deliveries));
    const ok = (a: number | string) => typeof a === 'number' && a < 300;
    const https = deliveries.filter((d) => Array.isArray(d));
    expect(https.some((d) => d.length === 1 && ok(d[0]))).toBe(true);
    expect(https.some((d) => d.length > 1 && ok(d.at(-1)!))).toBe(true);
    expect(https.some((d) => !ok(d.at(-1)!))).toBe(true);
    expect(deliveries).toContain('no-connection');
    expect(deliveries).toContain('sent');
  });
});
