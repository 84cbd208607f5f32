import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import subscriptions from '../../../public/locales/subscriptions/en.json';
import { SearchSortToolbar } from './search-sort-toolbar';

const sorts = ['recent', 'asc'] as const;

describe('search and sort toolbar', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'subscriptions', subscriptions));

  it('is a search landmark with the field and the sort, texts from the namespace', async () => {
    const onSearch = vi.fn();
    const onSort = vi.fn();
    render(
      <SearchSortToolbar
        id="things"
        ns="subscriptions"
        sorts={sorts}
        sort="recent"
        onSort={onSort}
        onSearch={onSearch}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search subscriptions' });
    expect(screen.getByRole('search')).toContainElement(field);
    await userEvent.type(field, 'a');
    expect(onSearch).toHaveBeenCalledWith('a');
    expect(screen.getByTestId('things-sort')).toHaveTextContent('Date Subscribed');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    // The list's code loads when the sort is first opened (select-field.tsx).
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }, { timeout: 15_000 }));
    expect(onSort).toHaveBeenCalledWith('asc');
  });

  it('without a search is the sort alone, and no landmark', () => {
    render(<SearchSortToolbar id="things" ns="subscriptions" sorts={sorts} sort="asc" onSort={() => {}} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name');
  });
});
