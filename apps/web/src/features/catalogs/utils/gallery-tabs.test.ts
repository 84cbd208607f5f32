import { describe, expect, it } from 'vitest';
import type { Catalog } from '@dc/contracts';
import { galleryCatalogs, galleryPageSize, galleryTabs, pageCount, pageOf, selectedTab } from './gallery-tabs';

const catalog = (id: string, type: Catalog['type'], status: Catalog['status'], name = id) =>
  ({ id, type, status, name }) as Catalog;

describe('galleryCatalogs', () => {
  it('merges the public and team lists unique by id, by status descending (drafts first), then name', () => {
    const list = galleryCatalogs(
      [catalog('a', 'core', 'published', 'Core')],
      [
        catalog('b', 'custom', 'unpublished', 'Drafts'),
        catalog('a', 'core', 'published'),
        catalog('c', 'custom', 'published', 'Kit'),
      ],
    );
    expect(list.map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('galleryTabs', () => {
  const list = [catalog('a', 'core', 'published'), catalog('b', 'workflow', 'published')];

  it('keeps the type order, core for internal teams only', () => {
    expect(galleryTabs(list, true).map((t) => t.type)).toEqual(['core', 'industry', 'workflow', 'custom']);
    expect(galleryTabs(list, false).map((t) => t.type)).toEqual(['industry', 'workflow', 'custom']);
  });

  it('disables empty tabs except the private one', () => {
    expect(galleryTabs(list, true).map((t) => [t.type, t.count, t.disabled])).toEqual([
      ['core', 1, false],
      ['industry', 0, true],
      ['workflow', 1, false],
      ['custom', 0, false],
    ]);
  });
});

describe('selectedTab', () => {
  const tabs = galleryTabs([catalog('b', 'workflow', 'published')], false);

  it('takes the asked tab when usable, else core, else the first enabled one', () => {
    expect(selectedTab('custom', tabs)).toBe('custom');
    expect(selectedTab('industry', tabs)).toBe('workflow');
    expect(selectedTab(null, galleryTabs([catalog('a', 'core', 'published')], true))).toBe('core');
    expect(selectedTab('core', tabs)).toBe('workflow');
  });
});

describe('paging', () => {
  it('shows 11 cards, 10 on the private tab with the add card', () => {
    expect(galleryPageSize('core', true)).toBe(11);
    expect(galleryPageSize('custom', false)).toBe(11);
    expect(galleryPageSize('custom', true)).toBe(10);
  });

  it('counts pages and clamps the page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageCount(11, 11)).toBe(1);
    expect(pageCount(12, 11)).toBe(2);
    expect(pageCount(0, 11)).toBe(1);
    expect(pageOf(items, 2, 11)).toEqual([11]);
    expect(pageOf(items, 9, 11)).toEqual([11]);
  });
});
