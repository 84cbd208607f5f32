/** Event product rows and versions to the event details (spec 2 section 3), and documents per environment. */
import {
  EVENT_ENVIRONMENT_LABELS,
  asyncApiUrl,
  eventTrn,
  type EventDetails,
  type EventEnvironment,
  type ProductEnvironment,
} from '@dc/contracts';
import type { ProductRow, VersionRow } from '../products/products.service.js';

export const labelOf = (environment: string): EventEnvironment =>
  EVENT_ENVIRONMENT_LABELS[environment as ProductEnvironment];

/** Internal callers see every environment; others only production (prd) entries. */
export const seenDeployments = (v: VersionRow, internal: boolean) =>
  v.deployments.filter((d) => internal || d.environment === 'PROD');

export function toEventDetails(r: ProductRow, versions: VersionRow[], internal: boolean): EventDetails {
  const shown = versions.filter((v) => internal || seenDeployments(v, false).length > 0);
  return {
    eventMetadataId: r.id,
    eventTitle: r.displayName,
    eventName: r.name,
    namespace: r.namespace,
    namespaceId: r.namespace,
    productKey: `${r.namespace}.${r.name}`,
    productKeyEvent: true,
    metadataDescription: r.description,
    metadataTags: r.tags.join(','),
    availableVersions: Object.fromEntries(
      shown.map((v) => [
        v.version,
        seenDeployments(v, internal).map((d) => ({
          environment: labelOf(d.environment),
          eventMultitenantTrn: eventTrn(d.id),
          deployedUrl: d.deployedUrl,
        })),
      ]),
    ),
    eventVersionDetails: shown.map((v) => ({
      eventVersion: v.version,
      title: v.summary.title,
      description: v.summary.description,
      asyncApiVersion: v.summary.specVersion,
      channels: v.summary.channels,
      protocols: v.summary.protocols,
      createdAt: new Date(v.createdAt).toISOString(),
      asyncApiUrl: asyncApiUrl(r.namespace, r.name, v.version),
    })),
    visibility: r.visibility,
    ownerTeamId: r.ownerTeamId,
    ownedBy: r.ownerTeamName,
    createdAtDateTime: r.createdAt.toISOString(),
  };
}

type Doc = Record<string, unknown>;
const record = (v: unknown): Doc => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Doc) : {});

/**
 * The AsyncAPI document with one server, the deployment's, named by its environment label. Channel server lists
 * name the servers that are gone, so they are dropped (a channel without one is available on every server).
 */
export function pointAtServer(document: Doc, deployedUrl: string, label: EventEnvironment): Doc {
  const url = new URL(deployedUrl);
  const scheme = url.protocol.replace(':', '');
  const known = Object.values(record(document.servers)).map(record);
  const protocol = String(known.find((s) => typeof s.protocol === 'string')?.protocol ?? scheme);
  const description = `${label} deployment`;
  const v3 = String(document.asyncapi ?? '').startsWith('3.');
  const server = v3
    ? { host: url.host, ...(url.pathname !== '/' ? { pathname: url.pathname } : {}), protocol, description }
    : { url: deployedUrl, protocol, description };
  const channels = Object.fromEntries(
    Object.entries(record(document.channels)).map(([name, channel]) => {
      const { servers: _dropped, ...rest } = record(channel);
      return [name, rest];
    }),
  );
  return { ...document, servers: { [label]: server }, channels };
}
