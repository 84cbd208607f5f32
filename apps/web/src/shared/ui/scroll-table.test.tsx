import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import subscriptions from '../../../public/locales/subscriptions/en.json';
import { ScrollTable } from './scroll-table';

const columns = ['Name', { label: 'Actions', align: 'center' as const }];

describe('scroll table', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'subscriptions', subscriptions));
  // The pager's code loads on demand; transformed once here, so the test's wait is not the first transform's.
  beforeAll(() => import('@mui/material/TablePagination'), 60_000);

  it('is a focusable region named like its table, with the header row', () => {
    render(<ScrollTable label="Things" columns={columns} rowCount={0} testId="things" />);
    const region = screen.getByRole('region', { name: 'Things' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Things' });
    expect(table).toHaveAttribute('data-testid', 'things');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Actions']);
  });

  it('shows skeleton rows while loading, then the empty text, then the rows', () => {
    const props = { label: 'Things', columns, empty: 'Nothing here' };
    const { rerender } = render(<ScrollTable {...props} rowCount={0} loading skeletonRows={2} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    rerender(<ScrollTable {...props} rowCount={0} />);
    expect(screen.getByRole('cell', { name: 'Nothing here' })).toHaveAttribute('colspan', '2');
    rerender(
      <ScrollTable {...props} rowCount={1}>
        <TableRow>
          <TableCell>One</TableCell>
          <TableCell>—</TableCell>
        </TableRow>
      </ScrollTable>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });

  it('pages from 1 with the namespace texts', async () => {
    const onPageChange = vi.fn();
    render(
      <ScrollTable
        label="Things"
        columns={columns}
        rowCount={0}
        pagination={{ count: 12, page: 2, rowsPerPage: 5, onPageChange, ns: 'subscriptions' }}
      />,
    );
    // The pager's code is a chunk of its own, loaded when a table that pages shows.
    expect(await screen.findByText('6–10 of 12', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows no pager when there is nothing to page, and the next step under the empty text', () => {
    render(
      <ScrollTable
        label="Things"
        columns={columns}
        rowCount={0}
        empty="Nothing here"
        emptyAction={<a href="/new">New thing</a>}
        pagination={{ count: 0, page: 1, rowsPerPage: 5, onPageChange: vi.fn(), ns: 'subscriptions' }}
      />,
    );
    expect(screen.queryByText('0–0 of 0')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the next page' })).not.toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: /Nothing here/ });
    expect(within(cell).getByRole('link', { name: 'New thing' })).toHaveAttribute('href', '/new');
  });

  /** The CSS emotion wrote for the table's own class (jsdom applies no media queries, so the rules are read). */
  const rulesOf = (table: HTMLElement) => {
    const own = [...table.classList].filter((c) => c.startsWith('css-'));
    const css = [...document.querySelectorAll('style')].map((st) => st.textContent).join('\n');
    return own.length
      ? css
          .split('}')
          .filter((rule) => own.some((c) => rule.includes(c)))
          .join('}\n')
      : '';
  };

  it('keeps the actions column at the right edge on phones when asked (issue 22), and only then', () => {
    const rows = (
      <TableRow>
        <TableCell>One</TableCell>
        <TableCell>Delete</TableCell>
      </TableRow>
    );
    const { rerender } = render(
      <ScrollTable label="Things" columns={columns} rowCount={1} stickyActions>
        {rows}
      </ScrollTable>,
    );
    const pinned = rulesOf(screen.getByRole('table', { name: 'Things' }));
    expect(pinned).toMatch(/>thead>tr>th:last-child,[^{]*>tbody>tr>td:last-child:not\(\[colspan\]\)/);
    expect(pinned).toMatch(/@media \(min-width:0px\)\{[^}]*position:sticky/);
    expect(pinned).toMatch(/@media \(min-width:900px\)\{[^}]*position:static/);
    rerender(
      <ScrollTable label="Things" columns={columns} rowCount={1}>
        {rows}
      </ScrollTable>,
    );
    expect(rulesOf(screen.getByRole('table', { name: 'Things' }))).not.toContain('last-child');
  });
});
