/** Pieces of publishing that need no database: metadata text, names, version labels, deployments. */
import {
  PRODUCT_ENVIRONMENTS,
  PRODUCT_ERRORS,
  PLATFORM_ERROR_CODES,
  versionLabelSchema,
  type ProductEnvironment,
  type Throttling,
  type productDeploymentInput,
} from '@dc/contracts';
import type { z } from 'zod';
import { AppError, catalogueError } from '../../platform/errors.js';
import { parseWith } from '../../platform/http.js';

/** Metadata arrives as JSON text (a multipart field) or as an object (CLI, demo). */
export function parseMetadata<S extends z.ZodType>(schema: S, metadata: unknown): z.output<S> {
  let value = metadata ?? {};
  if (typeof value === 'string') {
    try {
      value = value.trim() === '' ? {} : JSON.parse(value);
    } catch {
      throw catalogueError(PRODUCT_ERRORS.metadataInvalid);
    }
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw catalogueError(PRODUCT_ERRORS.metadataInvalid);
  return parseWith(schema, value);
}

/** Lower-case words joined by hyphens, at most 64 characters. */
export function slugify(text: string, fallback = 'product'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : fallback;
}

/** The version label: as given, else the document's info.version made URL-safe. */
export function versionLabel(given: string | undefined, infoVersion: string): string {
  if (given) return given;
  const candidate = infoVersion
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64);
  if (versionLabelSchema.safeParse(candidate).success) return candidate;
  throw new AppError(
    400,
    PLATFORM_ERROR_CODES.validation,
    'The document has no usable info.version: give the version in the metadata.',
    [{ path: 'version', message: 'Required.' }],
  );
}

export interface DeploymentPlan {
  environment: ProductEnvironment;
  url: string;
  throttling: Throttling | null;
}

/** Known environments only (API1006), one deployment per environment (CT1004). */
export function planDeployments(list: Array<z.output<typeof productDeploymentInput>>): DeploymentPlan[] {
  const seen = new Set<string>();
  return list.map((d) => {
    const environment = d.environment.toUpperCase() as ProductEnvironment;
    if (!PRODUCT_ENVIRONMENTS.includes(environment))
      throw catalogueError(PRODUCT_ERRORS.deploymentNotAllowed, { environment: d.environment });
    if (seen.has(environment)) throw catalogueError(PRODUCT_ERRORS.deploymentExists, { environment });
    seen.add(environment);
    return { environment, url: d.url, throttling: d.throttling ?? null };
  });
}
