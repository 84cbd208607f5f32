import { describe, expect, it } from 'vitest';
import { acknowledgmentWindow } from './pending-note';

describe('acknowledgment window', () => {
  it('is N-2 to N-1 days', () => {
    expect(acknowledgmentWindow(10)).toEqual({ from: 8, to: 9 });
    expect(acknowledgmentWindow(3)).toEqual({ from: 1, to: 2 });
  });

  it('never goes below one day', () => {
    expect(acknowledgmentWindow(2)).toEqual({ from: 1, to: 1 });
    expect(acknowledgmentWindow(0)).toEqual({ from: 1, to: 1 });
  });
});
