import { describe, expect, it } from 'vitest';
import { computeRefreshDelay } from './refresh-time';

const now = 1_000_000;
const hour = 3600_000;

describe('refresh time', () => {
  it('refreshes 600 s before expiry with no random slack', () => {
    expect(computeRefreshDelay({ expiryTime: now + hour, now, expiresIn: 3600, random: () => 0 })).toBe(hour - 600_000);
  });

  it('refreshes up to 1200 s before expiry with full random slack', () => {
    expect(computeRefreshDelay({ expiryTime: now + hour, now, expiresIn: 3600, random: () => 1 })).toBe(
      hour - 1_200_000,
    );
    expect(computeRefreshDelay({ expiryTime: now + hour, now, random: () => 0.5 })).toBe(hour - 900_000);
  });

  it('stays within the spec window for any random draw', () => {
    for (let i = 0; i < 100; i++) {
      const d = computeRefreshDelay({ expiryTime: now + hour, now, expiresIn: 3600 });
      expect(d).toBeGreaterThanOrEqual(hour - 1_200_000);
      expect(d).toBeLessThanOrEqual(hour - 600_000);
    }
  });

  it('never goes negative: refreshes at once inside the window or after expiry', () => {
    expect(computeRefreshDelay({ expiryTime: now + 300_000, now, random: () => 0 })).toBe(0);
    expect(computeRefreshDelay({ expiryTime: now - 5000, now, random: () => 0 })).toBe(0);
  });

  it('waits half the lifetime of a token shorter than the slack', () => {
    expect(computeRefreshDelay({ expiryTime: now + 60_000, now, expiresIn: 60, random: () => 0 })).toBe(30_000);
  });
});
