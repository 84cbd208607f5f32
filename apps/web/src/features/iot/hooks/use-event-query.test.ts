import { describe, expect, it } from 'vitest';
import { eventsRequest } from '../api/get-events';
import { criteriaFor } from './use-event-query';

const window = { start: new Date('2026-11-21T10:10:30.250Z'), end: new Date('2026-11-21T10:15:30.250Z') };
const device = { clientId: 'PMP-EU-0005', serialNumber: 'PMP-EU-0005', port: undefined };

describe('event criteria', () => {
  it('asks iot.events (/events) for a current-type device, with its topic filter', () => {
    const c = criteriaFor(device, 'current', { window, filter: ' telemetry ', run: 2 });
    expect(eventsRequest(c)).toEqual({
      route: 'iot.events',
      query: {
        clientId: 'PMP-EU-0005',
        topic: 'telemetry',
        startDateUtc: '2026-11-21T10:10:30.250Z',
        endDateUtc: '2026-11-21T10:15:30.250Z',
        pageSize: 100,
        nextBookMark: undefined,
      },
    });
    const all = criteriaFor(device, 'current', { window, filter: '', run: 3 });
    expect(eventsRequest(all, 'bm').query).toMatchObject({ topic: undefined, nextBookMark: 'bm' });
  });

  it('asks iot.messages (/messages) for a region-type device, without a topic', () => {
    const c = criteriaFor({ ...device, clientId: 'VAN-EU-003' }, 'region', { window, filter: 'ignored', run: 0 });
    const r = eventsRequest(c);
    expect(r.route).toBe('iot.messages');
    expect(r.query).not.toHaveProperty('topic');
    expect(r.query).toMatchObject({ clientId: 'VAN-EU-003' });
  });

  it('asks iot.legacyEvents (/legacy/events) by serial number, region and message name, on any port (issue 22 defect 9)', () => {
    const legacy = { clientId: 'DSN-EU-1001', serialNumber: 'DSN-EU-1001', port: 8883 };
    const c = criteriaFor(legacy, 'legacy', { window, filter: 'heartbeat', region: 'eu-west', run: 1 });
    expect(eventsRequest(c)).toEqual({
      route: 'iot.legacyEvents',
      query: {
        deviceName: 'DSN-EU-1001',
        region: 'eu-west',
        messageName: 'heartbeat',
        startDateUtc: '2026-11-21T10:10:30.250Z',
        endDateUtc: '2026-11-21T10:15:30.250Z',
        pageSize: 100,
        nextBookMark: undefined,
      },
    });
  });
});
