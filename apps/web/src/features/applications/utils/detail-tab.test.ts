import { describe, expect, it } from 'vitest';
import { readDetailTab } from './detail-tab';

describe('detail tab', () => {
  it('reads the tab of ?type=, general otherwise', () => {
    expect(readDetailTab('credentials')).toBe('credentials');
    expect(readDetailTab('subscriptions')).toBe('subscriptions');
    expect(readDetailTab(null)).toBe('general');
    expect(readDetailTab('secrets')).toBe('general');
  });
});
