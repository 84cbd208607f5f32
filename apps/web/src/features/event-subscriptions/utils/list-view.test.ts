import { describe, expect, it } from 'vitest';
import type { EventSubscription } from '@dc/contracts';
import { listView } from './list-view';

const sub = (applicationName: string, eventTitle: string, createdOn: string) =>
  ({
    applicationName,
    eventTitle,
    eventName: eventTitle.toLowerCase().replace(/ /g, '-'),
    createdOn,
  }) as EventSubscription;
const ITEMS = [
  sub('beta app', 'Shipment Events', '2026-01-02T00:00:00Z'),
  sub('Alpha App', 'Work Order Events', '2026-01-03T00:00:00Z'),
  sub('Alpha App', 'Equipment Events', '2026-01-01T00:00:00Z'),
];
const names = (list: EventSubscription[]) => list.map((s) => `${s.applicationName}/${s.eventTitle}`);

describe('the event subscriptions list', () => {
  it('sorts recent first, or by application then product name', () => {
    expect(names(listView(ITEMS, '', 'recent'))).toEqual([
      'Alpha App/Work Order Events',
      'beta app/Shipment Events',
      'Alpha App/Equipment Events',
    ]);
    expect(names(listView(ITEMS, '', 'asc'))).toEqual([
      'Alpha App/Equipment Events',
      'Alpha App/Work Order Events',
      'beta app/Shipment Events',
    ]);
  });

  it.each([
    ['alpha', 2],
    ['SHIPMENT', 1],
    ['work-order', 1],
    ['nothing like it', 0],
    ['  ', 3],
  ])('searching %j finds %i', (text, count) => {
    expect(listView(ITEMS, text, 'recent')).toHaveLength(count);
  });
});
