import { describe, expect, it } from 'vitest';
import { searchApplications } from './application-search';

const app = (id: string, display_name: string, description: string, created_at: string) => ({
  id,
  display_name,
  description,
  created_at,
});
const apps = [
  app('7c1e0000-0000-4000-8000-000000000001', 'beta billing', 'Invoices nightly', '2026-03-01T10:00:00Z'),
  app('7c1e0000-0000-4000-8000-000000000002', 'Alpha Sync', 'Syncs field data', '2026-05-01T10:00:00Z'),
  app('7c1e0000-0000-4000-8000-000000000003', 'gamma', 'Reads BILLING exports', '2026-04-01T10:00:00Z'),
];

describe('application search and sort', () => {
  it('sorts by name ignoring case (asc) or newest first (recent)', () => {
    expect(searchApplications(apps, '', 'asc').map((a) => a.display_name)).toEqual([
      'Alpha Sync',
      'beta billing',
      'gamma',
    ]);
    expect(searchApplications(apps, '', 'recent').map((a) => a.display_name)).toEqual([
      'Alpha Sync',
      'gamma',
      'beta billing',
    ]);
  });

  it('matches display name and description, ignoring case', () => {
    expect(searchApplications(apps, '  billing ', 'asc').map((a) => a.display_name)).toEqual(['beta billing', 'gamma']);
  });

  it('matches the id', () => {
    expect(searchApplications(apps, '000000000002', 'asc').map((a) => a.display_name)).toEqual(['Alpha Sync']);
  });

  it('finds nothing for an unknown text', () => {
    expect(searchApplications(apps, 'nothing like it', 'asc')).toEqual([]);
  });
});
