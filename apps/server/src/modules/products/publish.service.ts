/**
 * The publisher (issue item 7): an OpenAPI or AsyncAPI file plus metadata creates an API or event product with its
 * first version, or a new version of an existing product. Checks run in this order, and nothing is written unless
 * all pass: the team and its create-product permission, the metadata, the document (syntax, kind, schema), the
 * deployments; then one transaction (name taken: CT1001; version taken: CT1002).
 */
import type pg from 'pg';
import {
  PRODUCT_ACTIONS,
  PRODUCT_ERRORS,
  canCreateProduct,
  publishProductMetadata,
  publishVersionMetadata,
  type PublishResult,
} from '@dc/contracts';
import { isUniqueViolation, withTransaction, type Queryable } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import { storeReference } from './reference-store.js';
import type { ProductAccess, TeamContext } from './product-access.service.js';
import { findProduct } from './products.repository.js';
import { toProduct } from './products.mappers.js';
import { insertDeployments, insertProduct, insertShares, insertVersion } from './products-write.repository.js';
import { parseMetadata, planDeployments, slugify, versionLabel, type DeploymentPlan } from './publish-rules.js';
import { firstParagraph } from './spec-summary.js';
import { readSpecDocument, type SpecDocument } from './spec-document.js';

export interface PublishInput {
  /** The document's text and, when known, its file name (.json, .yaml or .yml). */
  text: string;
  fileName?: string;
  /** JSON text or an object (publishProductMetadata / publishVersionMetadata). */
  metadata: unknown;
}

export interface PublishOptions {
  /** Schema validation (on by default; the demo's own documents are checked by a test instead). */
  validate?: boolean;
  /** Demo and benchmarks: an earlier creation time. */
  createdAt?: Date;
}

/** Reads an uploaded document: in a worker for the API (spec-validator.ts), in-process for the CLI and the demo. */
export type ReadSpec = (text: string, fileName?: string) => Promise<SpecDocument>;

/** `access`: the products service's (app.products.access). */
export function createPublishingService(
  pool: pg.Pool,
  access: ProductAccess,
  readValidated: ReadSpec = readSpecDocument,
) {
  const read = (input: PublishInput, validate = true) =>
    validate ? readValidated(input.text, input.fileName) : readSpecDocument(input.text, input.fileName, false);

  async function addVersion(
    q: Queryable,
    ctx: TeamContext,
    productId: string,
    doc: SpecDocument,
    version: string,
    deployments: DeploymentPlan[],
    createdAt?: Date,
  ) {
    const versionId = await insertVersion(q, {
      productId,
      version,
      format: doc.format,
      syntax: doc.syntax,
      source: doc.source,
      documentJson: doc.json,
      summary: doc.summary,
      createdBy: ctx.callerId,
      createdAt,
    }).catch((err: unknown) => {
      throw isUniqueViolation(err) ? catalogueError(PRODUCT_ERRORS.versionExists, { version }) : err;
    });
    await insertDeployments(q, versionId, deployments);
    await storeReference(q, versionId, doc.format, doc.json);
  }

  async function result(
    ctx: TeamContext,
    productId: string,
    created: PublishResult['created'],
    version: string,
    d: DeploymentPlan[],
    format: string,
  ): Promise<PublishResult> {
    const row = await findProduct(pool, productId, ctx.teamId);
    return {
      created,
      product: toProduct(row!),
      version: { key: version, format, environments: d.map((x) => x.environment) },
    };
  }

  return {
    /** POST /products: a new product from its first document. */
    async publishProduct(callerId: string, teamId: string | undefined, input: PublishInput, opts: PublishOptions = {}) {
      const ctx = await access.team(callerId, teamId);
      if (!canCreateProduct(ctx.internal, ctx.role)) throw catalogueError(PRODUCT_ERRORS.createProductForbidden);
      const meta = parseMetadata(publishProductMetadata, input.metadata);
      if (meta.visibility === 'PUBLIC' && !ctx.internal) throw catalogueError(PRODUCT_ERRORS.publicProductForbidden);
      const doc = await read(input, opts.validate);
      const deployments = planDeployments(meta.deployments);
      const version = versionLabel(meta.version, doc.summary.version);
      const displayName = (meta.displayName ?? doc.summary.title).trim().slice(0, 100) || 'Untitled product';
      const productId = await withTransaction(pool, async (client) => {
        const id = await insertProduct(client, {
          type: doc.kind,
          namespace: meta.namespace ?? slugify(ctx.teamName, 'default'),
          name: meta.name ?? slugify(displayName),
          displayName,
          description: meta.description ?? firstParagraph(doc.summary.description),
          tags: [...new Set(meta.tags)],
          visibility: meta.visibility,
          ownerTeamId: ctx.teamId,
          approvalType: meta.approvalType,
          licenseRequired: meta.licenseRequired,
          purchaseLicenseUrl: meta.purchaseLicenseUrl ?? null,
          subscriptionExpiryDays: meta.subscriptionExpiryDays,
          createdBy: callerId,
          createdAt: opts.createdAt,
        }).catch((err: unknown) => {
          throw isUniqueViolation(err) ? catalogueError(PRODUCT_ERRORS.nameExists) : err;
        });
        await insertShares(
          client,
          id,
          meta.sharedWithTeams.filter((t) => t !== ctx.teamId),
        );
        await addVersion(client, ctx, id, doc, version, deployments, opts.createdAt);
        return id;
      });
      return result(ctx, productId, 'product', version, deployments, doc.format);
    },

    /** POST /products/{id}/versions: a new version of a product the team owns. */
    async publishVersion(
      callerId: string,
      teamId: string | undefined,
      productId: string,
      input: PublishInput,
      opts: PublishOptions = {},
    ) {
      const ctx = await access.team(callerId, teamId);
      const row = await access.product(ctx, productId);
      access.require(ctx, row, PRODUCT_ACTIONS.createVersion, PRODUCT_ERRORS.createVersionForbidden);
      const meta = parseMetadata(publishVersionMetadata, input.metadata);
      const doc = await read(input, opts.validate);
      if (doc.kind !== row.type) throw catalogueError(PRODUCT_ERRORS.typeMismatch);
      const deployments = planDeployments(meta.deployments);
      const version = versionLabel(meta.version, doc.summary.version);
      await withTransaction(pool, (client) =>
        addVersion(client, ctx, productId, doc, version, deployments, opts.createdAt),
      );
      return result(ctx, productId, 'version', version, deployments, doc.format);
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
