/** Reordering from the keyboard: the buttons move a product, announce it, and keep the focus with it. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../../shared/i18n';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import catalogsEn from '../../../../../public/locales/catalogs/en.json';
import type { PickedProduct } from '../../utils/catalog-form';
import { SelectedProducts } from './selected-products';

const product = (n: number): PickedProduct => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  displayName: `Product ${n}`,
  type: 'api',
  description: '',
});

function Harness() {
  const [products, setProducts] = useState([product(1), product(2), product(3)]);
  const [said, setSaid] = useState('');
  return (
    <>
      <SelectedProducts products={products} disabled={false} onChange={setProducts} onAnnounce={setSaid} />
      <p data-testid="said">{said}</p>
    </>
  );
}

const names = () => screen.getAllByTestId('selected-product').map((row) => row.textContent?.match(/Product \d/)?.[0]);

describe('SelectedProducts', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'catalogs', catalogsEn);
  });

  it('moves with the arrow buttons, announces, and keeps the focus on the moved product', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move Product 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Product 3 up' }));
    expect(names()).toEqual(['Product 1', 'Product 3', 'Product 2']);
    expect(screen.getByTestId('said')).toHaveTextContent('Product 3 moved to position 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move Product 3 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Product 3', 'Product 1', 'Product 2']);
    // At the top the up button is disabled: the focus goes to the down button of the same product.
    expect(screen.getByRole('button', { name: 'Move Product 3 down' })).toHaveFocus();
  });

  it('removes a product', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    expect(names()).toEqual(['Product 1', 'Product 3']);
    expect(screen.getByTestId('said')).toHaveTextContent('Product 2 removed.');
  });
});
