import { describe, expect, it } from 'vitest';
import { addOnce, moveItem } from './reorder';

describe('moveItem', () => {
  it('moves an item to a new position', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('ignores a position outside the list and never changes the original', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 5, 0)).toEqual(['a', 'b']);
    moveItem(list, 1, 0);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('addOnce', () => {
  it('adds a product only once', () => {
    const a = { uuid: '1' };
    expect(addOnce([a], { uuid: '1' })).toEqual([a]);
    expect(addOnce([a], { uuid: '2' })).toEqual([a, { uuid: '2' }]);
  });
});
