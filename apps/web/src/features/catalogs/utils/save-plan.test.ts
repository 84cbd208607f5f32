import { describe, expect, it } from 'vitest';
import { productIdsOf, sameOrder, saveSteps } from './save-plan';

describe('saveSteps', () => {
  it('writes products first when publishing, last when unpublishing', () => {
    expect(saveSteps('published', true)).toEqual(['products', 'catalog']);
    expect(saveSteps('unpublished', true)).toEqual(['catalog', 'products']);
    expect(saveSteps('published', false)).toEqual(['catalog']);
  });
});

describe('sameOrder', () => {
  it('compares ids by position', () => {
    expect(sameOrder(productIdsOf([{ uuid: 'a' }, { uuid: 'b' }]), ['a', 'b'])).toBe(true);
    expect(sameOrder(['b', 'a'], ['a', 'b'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
