/**
 * A cached applications list holds until the clock alone would change it (applications.service.ts): the first
 * moment a secret becomes due for rotation or a counted Pending request expires.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_ROTATION_DAYS } from '@dc/contracts';
import { listValidUntil, toApplication } from './applications.mappers.js';
import type { ListedApplicationRow } from './applications.repository.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const ROTATION = SECRET_ROTATION_DAYS * DAY;

const row = (over: Partial<ListedApplicationRow>): ListedApplicationRow => ({
  id: '7f9c1f58-4a43-4a39-9d43-5b6a3a0b2d11',
  teamId: '0b5b6c8e-1f3e-4c55-8f0e-2a1d9c7e4b21',
  name: 'probe',
  displayName: 'probe',
  description: '',
  status: 'Available',
  visibility: 'TEAM',
  applicationType: 'client',
  grantTypes: ['client_credentials'],
  redirectUris: [],
  logoutUris: [],
  createdBy: null,
  createdById: null,
  createdAt: new Date(NOW - 400 * DAY),
  subscriptionCount: 0,
  secretCount: 1,
  newestSecretAt: null,
  pendingExpiresAt: null,
  ...over,
});

describe('applications list clock bound', () => {
  it('holds for ever when nothing in it depends on the clock', () => {
    expect(listValidUntil([row({})], NOW)).toBe(Infinity);
    expect(listValidUntil([], NOW)).toBe(Infinity);
  });

  it('ends when the first secret becomes due for rotation, and the flag flips right after', () => {
    const soon = new Date(NOW - ROTATION + 3 * DAY);
    const later = new Date(NOW - ROTATION + 9 * DAY);
    const rows = [row({ newestSecretAt: later }), row({ newestSecretAt: soon })];
    const until = listValidUntil(rows, NOW);
    expect(until).toBe(soon.getTime() + ROTATION);
    expect(toApplication(rows[1], until).secret_rotation_required).toBe(false);
    expect(toApplication(rows[1], until + 1).secret_rotation_required).toBe(true);
  });

  it('ignores secrets already due (their flag stays true) and ends at the first Pending expiry', () => {
    const due = row({ newestSecretAt: new Date(NOW - ROTATION - DAY) });
    const pending = row({ pendingExpiresAt: new Date(NOW + 60_000) });
    expect(toApplication(due, NOW).secret_rotation_required).toBe(true);
    expect(listValidUntil([due, pending], NOW)).toBe(NOW + 60_000);
  });
});
