/**
 * Who may do what with a catalog (spec 2 sections 5 and 6), as pure rules the server enforces and the console uses
 * to show or hide Edit, Remove, Save, Publish and the Access tab. Roles are the caller's role in the team asking.
 */
import type { Catalog } from './catalogs.js';
import { isAdminLike, isTeamAdmin, ROLES } from './roles.js';

const norm = (role: string | null | undefined) => (role ?? '').trim().toLowerCase();

/** The admin check: create, save, publish, unpublish and remove need it. */
export const passesCatalogAdminCheck = (role: string | null | undefined) => isTeamAdmin(role) || isAdminLike(role);

/** Creating a catalog for a team. */
export const canCreateCatalog = (role: string | null | undefined) => passesCatalogAdminCheck(role);

/** Editing the Details (Markdown documentation): an admin or the documentation-editor role. */
export const canEditCatalogDetails = (role: string | null | undefined) =>
  passesCatalogAdminCheck(role) || norm(role) === ROLES.documentationUser;

/** Inviting teams and users: team admin or admin. */
export const canInviteToCatalog = (role: string | null | undefined) => passesCatalogAdminCheck(role);

/** Edit only if not public, the team's relationship is owner and the role passes the admin check. */
export function canEditCatalog(c: Pick<Catalog, 'visibility' | 'relationship'>, role: string | null | undefined) {
  return c.visibility !== 'PUBLIC' && c.relationship === 'owner' && passesCatalogAdminCheck(role);
}

/** Remove only a custom catalog the team owns and may edit. */
export function canRemoveCatalog(
  c: Pick<Catalog, 'visibility' | 'relationship' | 'type'>,
  role: string | null | undefined,
) {
  return c.type === 'custom' && canEditCatalog(c, role);
}

/** Publish needs a name and at least one product. */
export const canPublishCatalog = (name: string, productCount: number) => name.trim().length > 0 && productCount > 0;

/** The core tab (and core catalogs) are for internal teams only. */
export const catalogTypeVisible = (type: string, internalTeam: boolean) => type !== 'core' || internalTeam;
