import { describe, expect, it } from 'vitest';
import {
  PUBLISH_FORM_MESSAGES as M,
  addProductForm,
  emptyPublishForm,
  publishProductForm,
  toPublishProductMetadata,
  toPublishVersionMetadata,
  type PublishProductFormValues,
} from './product-publish-form.js';
import { PRODUCT_TEXTS, publishProductMetadata, publishVersionMetadata } from './products.js';

const form = (f: Partial<PublishProductFormValues> = {}): PublishProductFormValues => ({
  ...emptyPublishForm(),
  displayName: 'Crane Lift Planner API',
  ...f,
});
const messages = (f: PublishProductFormValues) => {
  const r = publishProductForm.safeParse(f);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const withRow = (i: number, url: string, spikeRate = '') => {
  const deployments = emptyPublishForm().deployments;
  deployments[i] = { ...deployments[i], url, spikeRate };
  return deployments;
};

describe('addProductForm', () => {
  it("needs a product type: 'Product Type is required'", () => {
    const r = addProductForm.safeParse({ productType: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(PRODUCT_TEXTS.productTypeRequired);
    expect(addProductForm.parse({ productType: 'Events' })).toEqual({ productType: 'Events' });
  });
});

describe('publishProductForm', () => {
  it('needs a name for a new product and a product for a new version', () => {
    expect(messages(form({ displayName: '  ' }))).toEqual({ displayName: M.nameRequired });
    expect(messages(form({ mode: 'version', displayName: '' }))).toEqual({ productId: M.productRequired });
  });

  it('checks licence, expiry, version label, deployment URLs and spike rates', () => {
    expect(
      messages(
        form({
          licenseRequired: true,
          subscriptionExpiryDays: '2.5',
          version: 'x y',
          deployments: withRow(1, 'ftp://qa.example.com', 'fast'),
        }),
      ),
    ).toEqual({
      purchaseLicenseUrl: M.purchaseUrlRequired,
      subscriptionExpiryDays: M.expiryDays,
      version: M.versionLabel,
      'deployments.1.url': M.deploymentUrl,
      'deployments.1.spikeRate': M.spikeRate,
    });
    expect(messages(form({ deployments: withRow(0, '', '5') }))).toEqual({
      'deployments.0.spikeRate': M.spikeWithoutUrl,
    });
    expect(messages(form({ deployments: withRow(3, 'not a url') }))).toEqual({ 'deployments.3.url': M.invalidUrl });
  });

  it('maps a valid form to metadata the server accepts', () => {
    const f = form({
      description: ' Plans lifts. ',
      tags: ['cranes', 'cranes', ' lifts '],
      licenseRequired: true,
      purchaseLicenseUrl: 'https://shop.example.com/cranes',
      deployments: withRow(3, 'https://api.example.com/cranes', '5'),
    });
    expect(messages(f)).toEqual({});
    const meta = toPublishProductMetadata(f, true);
    expect(publishProductMetadata.parse(meta)).toMatchObject({
      displayName: 'Crane Lift Planner API',
      description: 'Plans lifts.',
      tags: ['cranes', 'lifts'],
      licenseRequired: true,
      subscriptionExpiryDays: 14,
      deployments: [
        {
          environment: 'PROD',
          url: 'https://api.example.com/cranes',
          throttling: { resources: [{ spike: { rate: 5 } }] },
        },
      ],
    });
    expect(meta).not.toHaveProperty('version');
    expect(toPublishProductMetadata(f, false).deployments?.[0]).not.toHaveProperty('throttling');
    const version = toPublishVersionMetadata({ ...f, version: '2.0.0' }, true);
    expect(Object.keys(publishVersionMetadata.parse(version))).toEqual(['version', 'deployments']);
  });
});
