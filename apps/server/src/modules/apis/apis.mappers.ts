/** Product rows and versions to the API product summary (spec 2 section 3), and documents per deployment. */
import { apiSpecUrl, type ApiProductSummary, type ApiVersion, type ProductEnvironment } from '@dc/contracts';
import type { ProductRow, VersionRow } from '../products/products.service.js';

function toApiVersion(apiId: string, v: VersionRow): ApiVersion {
  return {
    key: v.version,
    spec_url: apiSpecUrl(apiId, v.version),
    format: v.format,
    title: v.summary.title,
    description: v.summary.description,
    operations: v.summary.operations,
    created_at: new Date(v.createdAt).toISOString(),
    deployments: v.deployments.map((d) => ({
      environment: d.environment as ProductEnvironment,
      deployed_url: d.deployedUrl,
      spec_url: apiSpecUrl(apiId, v.version, d.environment as ProductEnvironment),
      config: { throttling: d.throttling },
    })),
  };
}

export function toApiSummary(r: ProductRow, versions: VersionRow[]): ApiProductSummary {
  return {
    uuid: r.id,
    id: r.id,
    name: r.name,
    display_name: r.displayName,
    description: r.description,
    namespace: r.namespace,
    key: `${r.namespace}.${r.name}`,
    product: r.displayName,
    tags: r.tags,
    createdAt: r.createdAt.toISOString(),
    approval_type: r.approvalType,
    subscription_allowed: r.subscriptionAllowed,
    license_required: r.licenseRequired,
    purchase_license_url: r.purchaseLicenseUrl,
    subscription_expiry_days: r.subscriptionExpiryDays,
    status: r.status,
    created_by: r.createdBy,
    owned_by: r.ownerTeamName,
    owner_team_id: r.ownerTeamId,
    visibility: r.visibility,
    versions: versions.filter((v) => v.productId === r.id).map((v) => toApiVersion(r.id, v)),
  };
}

/** The OpenAPI document with its servers pointing at one deployment (2.0: schemes, host and basePath). */
export function pointAt(document: Record<string, unknown>, deployedUrl: string, environment: string) {
  if (typeof document.swagger === 'string') {
    const url = new URL(deployedUrl);
    return { ...document, schemes: [url.protocol.replace(':', '')], host: url.host, basePath: url.pathname || '/' };
  }
  return { ...document, servers: [{ url: deployedUrl, description: `${environment} deployment` }] };
}
