/** Add Product (spec 2 section 2.1): the type is required; Next leads to the publisher or under construction. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../../shared/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../public/locales/product-publishing/en.json';
import { renderRoutes } from '../../../../test/render';
import { AddProductDialog } from './add-product-dialog';

function setup() {
  const onClose = vi.fn();
  const { router } = renderRoutes(
    [
      { path: '/apim', element: <AddProductDialog open onClose={onClose} /> },
      { path: '*', element: null },
    ],
    '/apim',
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Product' });
  return { router, onClose, dialog };
}

describe('Add Product dialog', () => {
  beforeEach(() => {
    i18n.addResourceBundle('en', 'product-publishing', en);
  });

  it("says 'Product Type is required' on Next without a choice", async () => {
    const { dialog, router } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Product Type is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apim');
  });

  it.each([
    ['API', '/apim/publish/api'],
    ['Events', '/apim/publish/event'],
    ['Operation', '/underConstuction'],
    ['SDK', '/underConstuction'],
  ])('leads %s to %s', async (type, path) => {
    const { dialog, router, onClose } = setup();
    await userEvent.click(within(dialog).getByRole('radio', { name: type }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe(path);
    expect(onClose).toHaveBeenCalled();
  });
});
