import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RestrictionText } from './restriction-text';

describe('restriction text', () => {
  it('links external users to the marketplace', () => {
    render(
      <RestrictionText internal={false} marketplaceUrl="https://market.example" supportUrl="https://support.example" />,
    );
    expect(screen.getByRole('link', { name: 'buy a subscription in the cloud marketplace' })).toHaveAttribute(
      'href',
      'https://market.example',
    );
  });

  it('points internal users to a team admin, the account form and support', () => {
    render(<RestrictionText internal marketplaceUrl="https://market.example" supportUrl="https://support.example/" />);
    expect(screen.getByTestId('restriction-internal')).toHaveTextContent('Please contact a team admin to be invited');
    expect(screen.getByRole('link', { name: 'use this form' })).toHaveAttribute(
      'href',
      'https://support.example/new-account',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'https://support.example/');
  });
});
