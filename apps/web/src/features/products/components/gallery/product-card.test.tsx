/**
 * A gallery card (spec 2 section 2.1): the whole card links to the product and shows its type, name, description,
 * three tags and the rest counted, and its version and date. Issue 18: a card is a handful of components, not the
 * sixty that Card, Typography, Box and the chips made, which were the gallery's longest task on a phone.
 */
import { screen, within } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../shared/i18n';
import en from '../../../../../public/locales/products/en.json';
import type { Product } from '@dc/contracts';
import { renderAt } from '../../../../test/render';
import { ProductCard } from './product-card';

/** Preact calls options.__r (its mangled _render hook) before each component render. */
type RenderHook = (vnode: { type: unknown }) => void;
const hooks = options as unknown as { __r?: RenderHook };

const product: Product = {
  uuid: '6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9a01',
  id: '6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9a02',
  name: 'fleet-telematics',
  displayName: 'Fleet Telematics API',
  description: 'Live position, engine hours and fuel use.',
  type: 'api',
  tags: ['telematics', 'fleet', 'iot', 'gps', 'fuel'],
  order: null,
  createdAtDateTime: '2026-07-02T10:00:00.000Z',
  namespace: 'acme',
  key: 'fleet',
  visibility: 'PRIVATE',
  ownerTeamId: '6f1c1b9e-3f0a-4c55-9a51-2f4f7d3c9a03',
  relationship: 'owner',
  approvalType: 'auto',
  licenseRequired: false,
  latestVersion: '2.0.0',
};

describe('product card', () => {
  let renders = 0;
  let counting = false;
  let previous: RenderHook | undefined;
  beforeEach(() => {
    i18n.addResourceBundle('en', 'products', en);
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

  it('links the whole card to the product and shows what the gallery lists', async () => {
    renderAt('/apim', '/apim', <ProductCard product={product} />);
    const card = await screen.findByTestId('product-card');
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', `/apis/${product.uuid}`);
    expect(within(link).getByRole('heading', { level: 2, name: 'Fleet Telematics API' })).toBeInTheDocument();
    expect(within(card).getByTestId('type-badge')).toHaveTextContent('API');
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(within(card).getByText('Live position, engine hours and fuel use.')).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'telematics',
      'fleet',
      'iot',
      '+2',
    ]);
    expect(within(card).getByText(/^Version 2\.0\.0 · /)).toBeInTheDocument();
  });

  it('renders in a few components', async () => {
    const Counted = () => {
      counting = true;
      return <ProductCard product={{ ...product, type: 'event', visibility: 'PUBLIC', latestVersion: null }} />;
    };
    renderAt('/apim', '/apim', <Counted />);
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/events/${product.uuid}`);
    expect(within(card).getByTestId('type-badge')).toHaveTextContent('Event');
    expect(within(card).queryByText('Private')).toBeNull();
    expect(within(card).getByText(/^Created /)).toBeInTheDocument();
    // This harness, the card (memo and inner), its link, the chips (the badge, three tags): Card, Typography, Box and
    // sx made it 88.
    expect(renders).toBeLessThanOrEqual(12);
  });
});
