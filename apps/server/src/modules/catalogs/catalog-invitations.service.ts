/**
 * Catalog access (spec 2 sections 2.10, 3 "Catalog relation", 4): a team admin (or admin) of the owning team invites
 * another team of the same account or a user by e-mail. Every invitation is Pending and e-mailed with an accept link;
 * a team invitation is accepted by an admin of the invited team, a user invitation by the signed-in user with that
 * address, for their current team (team_uuid header) or else their first team. Accepting commits the relation
 * (shown as Accepted) and shares the catalog and its products with that team; revoking removes the relation.
 */
import { randomBytes } from 'node:crypto';
import {
  CATALOG_ERRORS,
  CATALOG_INVITE_TYPES,
  TEAM_ERRORS,
  TEAM_TYPES,
  canInviteToCatalog,
  passesCatalogAdminCheck,
  type CatalogAccept,
  type CatalogRelation,
  type catalogGrantBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { findUserById } from '../../identity/users.repository.js';
import { isUniqueViolation } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { CatalogAccess, CatalogCaller, VisibleCatalog } from './catalog-access.service.js';
import { catalogInvitationMail } from './catalog-mails.js';
import * as repo from './catalog-relations.repository.js';
import { toRelation } from './catalogs.mappers.js';

type Grantee = z.output<typeof catalogGrantBody>;
const newRef = () => randomBytes(24).toString('base64url');

export function createCatalogInvitations(platform: Platform, access: CatalogAccess) {
  const { pool, db, mail, config } = platform;

  /** Invite and revoke: a non-public catalog of a team where the caller is team admin or admin. */
  async function invitable(c: CatalogCaller, catalogId: string): Promise<VisibleCatalog> {
    const found = await access.visible(c, catalogId, access.viewer(c, undefined));
    if (found.row.visibility === 'PUBLIC' || !canInviteToCatalog(found.ownerRole)) {
      throw catalogueError(CATALOG_ERRORS.inviteForbidden);
    }
    return found;
  }

  /** Another ENTERPRISE team of the owning team's account. */
  async function invitedTeam(callerId: string, found: VisibleCatalog, teamId: string) {
    const team = await access.anyTeam(callerId, teamId);
    const ok = team && team.accountId === found.row.accountId && team.type === TEAM_TYPES.enterprise;
    if (!ok || teamId === found.row.teamId) throw catalogueError(CATALOG_ERRORS.inviteTeamInvalid);
    return team;
  }

  async function send(caller: AuthUser, found: VisibleCatalog, rel: repo.RelationRow) {
    const to =
      rel.inviteType === CATALOG_INVITE_TYPES.team
        ? (await repo.teamMemberEmails(pool, rel.teamId!))
            .filter((m) => passesCatalogAdminCheck(m.role))
            .map((m) => m.email)
        : [rel.inviteeEmail!];
    if (to.length === 0) return;
    const inviter = await findUserById(db, caller.id);
    await mail.send(
      catalogInvitationMail({
        publicUrl: config.PUBLIC_URL,
        catalogId: found.row.id,
        emailRef: rel.emailRef,
        to,
        catalogName: found.row.displayName || found.row.name,
        ownerTeamName: found.row.teamName,
        inviterName: [inviter?.givenName, inviter?.familyName].filter(Boolean).join(' ') || caller.email,
        inviterEmail: caller.email,
        invitedTeamName: rel.inviteType === CATALOG_INVITE_TYPES.team ? rel.teamName : null,
      }),
    );
  }

  return {
    /** GET /catalogs/{id}/relations: members of the owning team. */
    async relations(callerId: string, catalogId: string): Promise<CatalogRelation[]> {
      const c = await access.caller(callerId);
      const found = await access.visible(c, catalogId, access.viewer(c, undefined));
      if (found.ownerRole === null) throw catalogueError(CATALOG_ERRORS.editForbidden);
      return (await repo.listRelations(pool, catalogId)).map(toRelation);
    },

    /** POST /catalogs/{id}/grant (and /catalogs/permission): a pending invitation is sent again, not duplicated. */
    async grant(
      caller: AuthUser,
      catalogId: string,
      body: Grantee,
    ): Promise<{ relation: CatalogRelation; created: boolean }> {
      const c = await access.caller(caller.id);
      const found = await invitable(c, catalogId);
      const grantee = body.type === 'team' ? { teamId: body.teamId } : { email: body.email };
      if (body.type === 'team') await invitedTeam(caller.id, found, body.teamId);
      let rel = await repo.findGranteeRelation(pool, catalogId, grantee);
      if (rel?.relationshipStatus === 'committed') throw catalogueError(CATALOG_ERRORS.relationExists);
      const created = !rel;
      if (!rel) {
        const id = await repo
          .insertRelation(pool, {
            catalogId,
            inviteType: body.type === 'team' ? CATALOG_INVITE_TYPES.team : CATALOG_INVITE_TYPES.user,
            teamId: body.type === 'team' ? body.teamId : null,
            email: body.type === 'user' ? body.email : null,
            emailRef: newRef(),
            invitedBy: caller.id,
          })
          .catch(async (err: unknown) => {
            // A concurrent invite of the same grantee won: answer that one.
            if (!isUniqueViolation(err)) throw err;
            return (await repo.findGranteeRelation(pool, catalogId, grantee))!.id;
          });
        rel = (await repo.findRelationById(pool, id))!;
      }
      await send(caller, found, rel);
      return { relation: toRelation(rel), created };
    },

    /** GET /catalogs/permission/accept/{catalogId}/email/{emailRef} */
    async accept(caller: AuthUser, catalogId: string, emailRef: string, teamHeader?: string): Promise<CatalogAccept> {
      const rel = await repo.findRelationByRef(pool, catalogId, emailRef);
      if (!rel) throw catalogueError(CATALOG_ERRORS.relationNotFound);
      const c = await access.caller(caller.id);
      let teamId: string;
      if (rel.inviteType === CATALOG_INVITE_TYPES.team) {
        if (!passesCatalogAdminCheck(access.team(c, rel.teamId!)?.role)) {
          throw catalogueError(CATALOG_ERRORS.acceptForbidden);
        }
        teamId = rel.teamId!;
      } else {
        if (rel.inviteeEmail !== caller.email.toLowerCase()) throw catalogueError(CATALOG_ERRORS.acceptForbidden);
        if (rel.relationshipStatus === 'committed') {
          if (!access.team(c, rel.teamId!)) throw catalogueError(CATALOG_ERRORS.relationExists);
          teamId = rel.teamId!;
        } else if (teamHeader) {
          if (!access.team(c, teamHeader)) throw catalogueError(TEAM_ERRORS.teamNotFound);
          teamId = teamHeader;
        } else {
          if (!c.teams[0]) throw catalogueError(CATALOG_ERRORS.acceptNeedsTeam);
          teamId = c.teams[0].uuid;
        }
      }
      // Accepting twice answers the same (the link may be opened again).
      if (rel.relationshipStatus === 'pending') await repo.commitRelation(pool, rel.id, teamId, caller.id);
      return { team_id: teamId, catalog_id: catalogId, relationship_status: 'committed', status: 'Accepted' };
    },

    /** POST /catalogs/{id}/revoke: removes the team's or address's relation (pending or accepted). */
    async revoke(callerId: string, catalogId: string, body: Grantee): Promise<void> {
      const c = await access.caller(callerId);
      await invitable(c, catalogId);
      const grantee = body.type === 'team' ? { teamId: body.teamId } : { email: body.email };
      const rel = await repo.findGranteeRelation(pool, catalogId, grantee);
      if (!rel) throw catalogueError(CATALOG_ERRORS.relationNotFound);
      await repo.deleteRelation(pool, rel.id);
    },
  };
}
export type CatalogInvitationsService = ReturnType<typeof createCatalogInvitations>;
