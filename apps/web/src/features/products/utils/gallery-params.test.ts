import { describe, expect, it } from 'vitest';
import { changeGalleryParams, parseTypes, readGalleryParams, writeGalleryParams } from './gallery-params';

const read = (qs: string) => readGalleryParams(new URLSearchParams(qs));

describe('gallery URL state', () => {
  it('defaults to both types, name order, page 1', () => {
    expect(read('')).toEqual({ searchText: '', types: ['api', 'event'], sort: 'asc', page: 1 });
  });

  it('reads searchText, type, sort and page, ignoring what it does not know', () => {
    expect(read('searchText=%20ship%20&type=event&sort=recent&page=3')).toEqual({
      searchText: 'ship',
      types: ['event'],
      sort: 'recent',
      page: 3,
    });
    expect(read('type=sdk&sort=popular&page=-2')).toEqual({
      searchText: '',
      types: ['api', 'event'],
      sort: 'asc',
      page: 1,
    });
    expect(parseTypes(['EVENT,api'])).toEqual(['api', 'event']);
    expect(parseTypes(['api', 'api'])).toEqual(['api']);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const qs = writeGalleryParams(
      { searchText: ' ship ', types: ['event'], sort: 'recent', page: 2 },
      new URLSearchParams('tab=x&page=9'),
    );
    expect(qs.toString()).toBe('tab=x&searchText=ship&type=event&sort=recent&page=2');
    expect(writeGalleryParams({ searchText: '', types: ['event', 'api'], sort: 'asc', page: 1 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state = { searchText: 'fleet', types: ['api' as const], sort: 'recent' as const, page: 4 };
    expect(readGalleryParams(writeGalleryParams(state))).toEqual(state);
  });

  it('goes back to page 1 when the filter or sort changes, not when the page does', () => {
    const current = { searchText: 'a', types: ['api' as const], sort: 'asc' as const, page: 3 };
    expect(changeGalleryParams(current, { searchText: 'b' }).page).toBe(1);
    expect(changeGalleryParams(current, { sort: 'recent' }).page).toBe(1);
    expect(changeGalleryParams(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });
});
