/** An empty subscriptions list (issue 22): the spec's text, the way to the products, and no "0–0 of 0" pager. */
import { render, screen, within } from '@testing-library/react';
import i18n from '../../../../shared/i18n';
import { MemoryRouter } from '../../../../shared/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import subscriptions from '../../../../../public/locales/subscriptions/en.json';
import { SubscriptionsTable } from './subscriptions-table';

const props = {
  rows: [],
  total: 0,
  page: 1,
  canDelete: false,
  onPage: vi.fn(),
  onDetails: vi.fn(),
  onDelete: vi.fn(),
};

describe('subscriptions table', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'subscriptions', subscriptions));

  it('when empty says so, leads to the products and shows no pager', () => {
    render(
      <MemoryRouter>
        <SubscriptionsTable {...props} loading={false} />
      </MemoryRouter>,
    );
    const cell = screen.getByRole('cell', { name: /No Subscriptions Found/ });
    expect(within(cell).getByRole('link', { name: 'Find an API to subscribe to' })).toHaveAttribute('href', '/apim');
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });

  it('shows neither the empty text nor its link while loading', () => {
    render(
      <MemoryRouter>
        <SubscriptionsTable {...props} loading />
      </MemoryRouter>,
    );
    expect(screen.queryByText('No Subscriptions Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
