/**
 * The console's publisher form (issue 6 item 7) and the Add Product dialog (spec 2 section 2.1), over the rules of
 * publishProductMetadata / publishVersionMetadata: the same field limits in the form's shape (one row per
 * environment, numbers as typed text, a product to version), and the mapping to the metadata the server parses.
 * Fields are plain strings so every rule runs in one pass and the form shows all problems at once.
 */
import { z } from 'zod';
import { PRODUCT_ENVIRONMENTS, approvalTypeSchema, throttlingResourceSchema, versionLabelSchema } from './apis.js';
import {
  ADD_PRODUCT_TYPES,
  PRODUCT_TEXTS,
  productDeploymentInput,
  productVisibilitySchema,
  publishProductMetadata,
  type PublishProductMetadata,
  type PublishVersionMetadata,
} from './products.js';

/** The Add Product dialog: nothing chosen yet is '' ('Product Type is required'). */
export const addProductForm = z.object({
  productType: z.string().pipe(z.enum(ADD_PRODUCT_TYPES, { error: PRODUCT_TEXTS.productTypeRequired })),
});
export type AddProductType = (typeof ADD_PRODUCT_TYPES)[number];

export const PUBLISH_MODES = ['product', 'version'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/** Validation texts of the publisher form (the console translates them by key). */
export const PUBLISH_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Use at most 100 characters.',
  descriptionTooLong: 'Use at most 2000 characters.',
  productRequired: 'Choose the product to add a version to',
  purchaseUrlRequired: 'A licence-required product needs its purchase URL.',
  invalidUrl: 'Enter a valid URL.',
  deploymentUrl: 'Use an http(s), ws(s), mqtt(s), kafka or amqp(s) URL.',
  expiryDays: 'Enter a whole number of days from 1 to 365.',
  spikeRate: 'Enter a whole number of requests per second, at least 1.',
  spikeWithoutUrl: 'Enter the deployment URL to throttle it.',
  versionLabel: 'Use letters, digits, dots, hyphens and underscores (at most 64).',
  tags: 'Use at most 20 tags of up to 40 characters.',
} as const;

const M = PUBLISH_FORM_MESSAGES;
const deploymentRow = z.object({
  environment: z.enum(PRODUCT_ENVIRONMENTS),
  url: z.string(),
  /** APIs only: requests per second of the spike arrest; empty for none. */
  spikeRate: z.string(),
});

export const publishProductForm = z
  .object({
    mode: z.enum(PUBLISH_MODES),
    /** The product to version (mode version). */
    productId: z.string(),
    displayName: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    visibility: productVisibilitySchema,
    /** Empty: the document's info.version. */
    version: z.string(),
    approvalType: approvalTypeSchema,
    licenseRequired: z.boolean(),
    purchaseLicenseUrl: z.string(),
    subscriptionExpiryDays: z.string(),
    deployments: z.array(deploymentRow).length(PRODUCT_ENVIRONMENTS.length),
  })
  .superRefine((f, ctx) => {
    const fail = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    const meta = publishProductMetadata.shape;
    if (f.version.trim() && !versionLabelSchema.safeParse(f.version).success) fail(['version'], M.versionLabel);
    f.deployments.forEach((d, i) => {
      const url = d.url.trim();
      if (url && !productDeploymentInput.shape.url.safeParse(url).success)
        fail(['deployments', i, 'url'], z.url().safeParse(url).success ? M.deploymentUrl : M.invalidUrl);
      if (!d.spikeRate.trim()) return;
      if (!url) fail(['deployments', i, 'spikeRate'], M.spikeWithoutUrl);
      else if (!throttlingResourceSchema.shape.spike.shape.rate.safeParse(wholeNumber(d.spikeRate)).success)
        fail(['deployments', i, 'spikeRate'], M.spikeRate);
    });
    if (f.mode === 'version') {
      if (!f.productId) fail(['productId'], M.productRequired);
      return;
    }
    if (!f.displayName.trim()) fail(['displayName'], M.nameRequired);
    else if (!meta.displayName.safeParse(f.displayName).success) fail(['displayName'], M.nameTooLong);
    if (!meta.description.safeParse(f.description).success) fail(['description'], M.descriptionTooLong);
    if (!meta.tags.safeParse(f.tags).success) fail(['tags'], M.tags);
    if (!meta.subscriptionExpiryDays.safeParse(wholeNumber(f.subscriptionExpiryDays)).success)
      fail(['subscriptionExpiryDays'], M.expiryDays);
    if (f.licenseRequired) {
      const url = f.purchaseLicenseUrl.trim();
      if (!url) fail(['purchaseLicenseUrl'], M.purchaseUrlRequired);
      else if (!meta.purchaseLicenseUrl.safeParse(url).success) fail(['purchaseLicenseUrl'], M.invalidUrl);
    }
  });
export type PublishProductFormValues = z.infer<typeof publishProductForm>;

/** Typed digits only (a number field can hold '1e3' or '2.5'); anything else is NaN and fails its rule. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function emptyPublishForm(): PublishProductFormValues {
  return {
    mode: 'product',
    productId: '',
    displayName: '',
    description: '',
    tags: [],
    visibility: 'PRIVATE',
    version: '',
    approvalType: 'auto',
    licenseRequired: false,
    purchaseLicenseUrl: '',
    subscriptionExpiryDays: '14',
    deployments: PRODUCT_ENVIRONMENTS.map((environment) => ({ environment, url: '', spikeRate: '' })),
  };
}

/** The deployments with a URL; throttling only for API products. */
function deploymentsOf(f: PublishProductFormValues, withThrottling: boolean) {
  return f.deployments
    .filter((d) => d.url.trim())
    .map((d) => ({
      environment: d.environment,
      url: d.url.trim(),
      ...(withThrottling && d.spikeRate.trim()
        ? {
            throttling: {
              resources: [{ name: 'default', spike: { rate: Number(d.spikeRate), unit: 'second' as const } }],
            },
          }
        : {}),
    }));
}

/** What POST /products/{id}/versions takes from a valid form. */
export function toPublishVersionMetadata(f: PublishProductFormValues, throttling: boolean): PublishVersionMetadata {
  return {
    ...(f.version.trim() ? { version: f.version.trim() } : {}),
    deployments: deploymentsOf(f, throttling),
  };
}

/** What POST /products takes from a valid form. */
export function toPublishProductMetadata(f: PublishProductFormValues, throttling: boolean): PublishProductMetadata {
  return {
    ...toPublishVersionMetadata(f, throttling),
    displayName: f.displayName.trim(),
    // Empty: the server takes the document's first paragraph.
    ...(f.description.trim() ? { description: f.description.trim() } : {}),
    tags: [...new Set(f.tags.map((t) => t.trim()).filter(Boolean))],
    visibility: f.visibility,
    approvalType: f.approvalType,
    licenseRequired: f.licenseRequired,
    ...(f.licenseRequired ? { purchaseLicenseUrl: f.purchaseLicenseUrl.trim() } : {}),
    subscriptionExpiryDays: Number(f.subscriptionExpiryDays),
  };
}
