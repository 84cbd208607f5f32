/**
 * The mock upstream of published OpenAPI versions (issue 19), served at /mock/{product}/{version}/{path...}:
 * {product} is the API product's name, {version} a published OpenAPI version, the rest an operation's path.
 * Callers send a client-credentials access token of an application subscribed to the product (401 without a valid
 * one, 403 when the application is not subscribed). Requests are validated against the document (400 with the
 * problem); answers come from the document's examples, else from its response schema.
 */
import { z } from 'zod';
import { versionLabelSchema } from './apis.js';

export const MOCK_PREFIX = '/mock';
export const MOCK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const mockParams = z.object({
  product: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(64),
  version: versionLabelSchema,
  '*': z.string().max(2000).default(''),
});

/** The mock's URL for a product version on the console's public URL: the deployment URL of demo products. */
export const mockUrl = (publicUrl: string, product: string, version: string) =>
  `${publicUrl.replace(/\/$/, '')}${MOCK_PREFIX}/${product}/${encodeURIComponent(version)}`;
