/** Rows to the contracts' shapes (spec 2 section 3 field names). */
import {
  CATALOG_DEFAULT_IMAGE,
  CATALOG_INVITE_TYPES,
  CATALOG_TEXTS,
  type Catalog,
  type CatalogRelation,
} from '@dc/contracts';
import type { CatalogRow } from './catalogs.repository.js';
import type { RelationRow } from './catalog-relations.repository.js';

export function toCatalog(r: CatalogRow & { relationship: NonNullable<CatalogRow['relationship']> }): Catalog {
  return {
    id: r.id,
    name: r.name,
    displayName: r.displayName,
    description: r.description,
    details: r.details,
    type: r.type,
    visibility: r.visibility,
    entity_type: r.entityType,
    status: r.status,
    imageUrl: r.imageUrl || CATALOG_DEFAULT_IMAGE,
    relationship: r.relationship,
    teamId: r.teamId,
    teamName: r.teamName,
    productCount: r.productCount,
    createdAtDateTime: r.createdAt.toISOString(),
    updatedAtDateTime: r.updatedAt.toISOString(),
  };
}

export const toCatalogs = (rows: CatalogRow[]): Catalog[] =>
  rows.flatMap((r) => (r.relationship ? [toCatalog({ ...r, relationship: r.relationship })] : []));

export function toRelation(r: RelationRow): CatalogRelation {
  const committed = r.relationshipStatus === 'committed';
  const team = r.inviteType === CATALOG_INVITE_TYPES.team;
  return {
    id: r.id,
    catalog_id: r.catalogId,
    invite_type: r.inviteType,
    team_id: r.teamId,
    // A user invite shows its e-mail address, even once accepted for a team.
    team_name: team ? r.teamName : null,
    invitee_email_address: r.inviteeEmail,
    created_at_date_time: r.createdAt.toISOString(),
    relationship_status: committed ? 'committed' : 'pending',
    status: committed ? CATALOG_TEXTS.relationAccepted : CATALOG_TEXTS.relationPending,
    accepted_at_date_time: r.acceptedAt?.toISOString() ?? null,
  };
}
