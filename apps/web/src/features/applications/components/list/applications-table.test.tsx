/**
 * The application table (spec 2 section 2.6): name linking to the detail with the ID under it, the created date, a
 * key linking to the credentials and delete (disabled for resource applications). Issue 18: a row is a handful of
 * components, not the ~34 that TableRow, TableCell, Link, Typography, IconButton and the icons made, and the
 * skeleton rows are plain cells.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../shared/i18n';
import en from '../../../../../public/locales/applications/en.json';
import type { Application } from '@dc/contracts';
import { renderAt } from '../../../../test/render';
import { ApplicationsTable } from './applications-table';

/** Preact calls options.__r (its mangled _render hook) before each component render. */
type RenderHook = (vnode: { type: unknown }) => void;
const hooks = options as unknown as { __r?: RenderHook };

const app = (n: number, over: Partial<Application> = {}): Application => ({
  id: `6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9a0${n}`,
  client_id: `6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9a0${n}`,
  name: `fleet-app-${n}`,
  display_name: `Fleet app ${n}`,
  description: '',
  secret_rotation_required: false,
  subscription_count: 0,
  secret_count: 1,
  team_id: '6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9aff',
  created_by: 'dev@example.com',
  created_at: '2026-07-02T10:00:00.000Z',
  created_date: '2026-07-02',
  grant_types: ['client_credentials'],
  redirect_uri: [],
  logout_uri: [],
  visibility: 'TEAM',
  application_type: 'client',
  status: 'Available',
  ...over,
});

describe('applications table', () => {
  let renders = 0;
  let counting = false;
  let previous: RenderHook | undefined;
  beforeEach(() => {
    i18n.addResourceBundle('en', 'applications', en);
    renders = 0;
    previous = hooks.__r;
    hooks.__r = (vnode) => {
      if (counting && typeof vnode.type !== 'string') renders += 1;
      previous?.(vnode);
    };
  });
  afterEach(() => {
    hooks.__r = previous;
    counting = false;
  });

  // First in the file: the click below makes the tooltips' code load (deferred-tooltip.tsx), and its arrival during
  // this count (seconds later on a busy machine) would add their components to some rows only.
  it('renders a row in a few components', async () => {
    const counted = async (count: number, loading: boolean) => {
      const rows = Array.from({ length: count }, (_, i) => app(i + 1));
      const Counted = () => {
        counting = true;
        return <ApplicationsTable rows={rows} loading={loading} emptyText="None" onDelete={vi.fn()} />;
      };
      renders = 0;
      const { unmount } = renderAt('/applications', '/applications', <Counted />);
      await screen.findByRole('table');
      const total = renders;
      counting = false;
      unmount();
      return total;
    };
    const perRow = ((await counted(6, false)) - (await counted(1, false))) / 5;
    // The two links and the two deferred tooltips; TableRow, TableCell, Link, Typography, IconButton and the icons
    // made it ~34.
    expect(perRow).toBeLessThanOrEqual(4);
    // The skeleton (four rows of four cells) adds nothing to the table's frame: a TableCell and a Skeleton a cell
    // made it ~100 more.
    expect(await counted(1, true)).toBeLessThanOrEqual(30);
  });

  it('shows each application with its links and delete, resource applications not deletable', async () => {
    const onDelete = vi.fn();
    const rows = [app(1), app(2, { application_type: 'resource', created_date: null })];
    renderAt(
      '/applications',
      '/applications',
      <ApplicationsTable rows={rows} loading={false} emptyText="None" onDelete={onDelete} />,
    );
    const table = await screen.findByRole('table', { name: 'Applications of the team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Created', 'Credentials', 'Delete']);
    const [first, second] = within(table).getAllByTestId('application-row');
    expect(within(first).getByRole('link', { name: 'Fleet app 1' })).toHaveAttribute(
      'href',
      `/applications/${rows[0].id}?type=general`,
    );
    expect(within(first).getByText(`ID: ${rows[0].id}`)).toBeInTheDocument();
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('2026');
    expect(within(first).getByRole('link', { name: 'Credentials of Fleet app 1' })).toHaveAttribute(
      'href',
      `/applications/${rows[0].id}?type=credentials`,
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Delete Fleet app 1' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('Not Available');
    expect(within(second).getByRole('button', { name: 'Delete Fleet app 2' })).toBeDisabled();
    expect(within(second).getByLabelText('A resource application cannot be deleted.')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', async () => {
    renderAt(
      '/applications',
      '/applications',
      <ApplicationsTable rows={[app(1)]} loading emptyText="None" onDelete={vi.fn()} />,
    );
    const table = await screen.findByRole('table', { name: 'Applications of the team' });
    expect(within(table).queryByTestId('application-row')).toBeNull();
    // The header row and four skeleton rows of four cells.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table.querySelectorAll('tbody td .dc-skeleton-text')).toHaveLength(16);
    expect(table.querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty text across the columns', async () => {
    renderAt(
      '/applications',
      '/applications',
      <ApplicationsTable rows={[]} loading={false} emptyText="None" onDelete={vi.fn()} />,
    );
    expect(await screen.findByRole('cell', { name: 'None' })).toHaveAttribute('colspan', '4');
  });
});
