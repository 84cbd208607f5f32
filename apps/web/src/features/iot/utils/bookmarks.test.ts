import { describe, expect, it } from 'vitest';
import type { IotGroupList } from '@dc/contracts';
import { groupRowsOf, groupsExhausted, nextBookmarkOf, nextGroupBookmarks, rowsOf } from './bookmarks';

const group = (id: string, resourceType: 'current' | 'region' | 'legacy') => ({
  id,
  name: id.toUpperCase(),
  region: 'eu-west',
  resourceType,
});
const list = (current: string[], legacy: string[], bookmark: string, legacyBookmark: string) =>
  ({
    deviceGroups: { resultSet: current.map((id) => group(id, 'current')), nextBookmark: bookmark },
    legacyDeviceGroups: { resultSet: legacy.map((id) => group(id, 'legacy')), nextBookmark: legacyBookmark },
  }) as unknown as IotGroupList;

describe('bookmark paging', () => {
  it('follows a list until its bookmark is none', () => {
    expect(nextBookmarkOf({ resultSet: [1], nextBookmark: 'abc' })).toBe('abc');
    expect(nextBookmarkOf({ resultSet: [1], nextBookmark: 'none' })).toBeUndefined();
    expect(nextBookmarkOf({ resultSet: [], nextBookmark: '' })).toBeUndefined();
  });

  it('appends pages in the order they came', () => {
    expect(
      rowsOf([
        { resultSet: [1, 2], nextBookmark: 'x' },
        { resultSet: [3], nextBookmark: 'none' },
      ]),
    ).toEqual([1, 2, 3]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('keeps loading groups while either bookmark is not none', () => {
    const both = list(['a'], ['l'], 'b1', 'l1');
    expect(groupsExhausted(both)).toBe(false);
    expect(nextGroupBookmarks(both)).toEqual({ bookmark: 'b1', legacyBookmark: 'l1' });
    // A finished list sends 'none' back, which the service answers with an empty page of it.
    const legacyDone = list(['a'], ['l'], 'b1', 'none');
    expect(nextGroupBookmarks(legacyDone)).toEqual({ bookmark: 'b1', legacyBookmark: 'none' });
    const done = list(['a'], [], 'none', 'none');
    expect(groupsExhausted(done)).toBe(true);
    expect(nextGroupBookmarks(done)).toBeUndefined();
  });

  it('shows each page’s current groups, then its legacy groups, with their kind', () => {
    const rows = groupRowsOf([list(['a', 'b'], ['l1'], 'x', 'none'), list(['c'], [], 'none', 'none')]);
    expect(rows.map((r) => `${r.resourceType}:${r.id}`)).toEqual(['current:a', 'current:b', 'legacy:l1', 'current:c']);
    expect(rows[0]).toEqual({ id: 'a', name: 'A', region: 'eu-west', resourceType: 'current' });
  });
});
