/** The decision rules of permission checks over the facts the server reads from memberships (spec 1 section 6). */
import { AUTHZ_ACTIONS, type TrnKind } from './authorization.js';
import {
  canApproveSubscriptions,
  canCreateProduct,
  canEditTeam,
  canFilterApplications,
  canManageTeamMembers,
  canManageTemplates,
  canUseUtilities,
  isAdminLike,
} from './roles.js';

/** What the server knows about the subject's relation to the object of one check. */
export interface AuthzFacts {
  object: TrnKind;
  /** User objects: the object is the subject. */
  self?: boolean;
  /** Team objects: the subject is a member; teamRole is the member's role. */
  teamMember?: boolean;
  teamRole?: string | null;
  /** The subject's role on the object's account (a team's owning account), if any. */
  accountRole?: string | null;
  /** Account objects: an account member or a member of one of its teams. */
  accountRelated?: boolean;
  /** An internal team, or a team/account of the placeholder (provider) account. */
  internal?: boolean;
  /** False when a contextTrn was given and the object is not in it or the subject is not related to it. */
  contextOk?: boolean;
}

/** The decision for one check. Unknown actions, and any action on a team the subject is not in, are false. */
export function decide(action: string, f: AuthzFacts): boolean {
  if (f.contextOk === false) return false;
  const a = AUTHZ_ACTIONS;
  if (f.object === 'user') return action === a.read && f.self === true;
  if (f.object === 'account') {
    if (!f.accountRelated) return false;
    switch (action) {
      case a.read:
        return true;
      case a.viewAccount:
      case a.viewTeamsAccount:
      case a.createTeam:
      case a.removeTeam:
      case a.editTeam:
        return isAdminLike(f.accountRole);
      case a.useWorkbench:
      case a.useLinter:
        return f.internal === true;
      default:
        return false;
    }
  }
  if (!f.teamMember) return false;
  const internal = f.internal === true;
  switch (action) {
    case a.read:
      return true;
    case a.viewAccount:
    case a.viewTeamsAccount:
    case a.createTeam:
    case a.removeTeam:
      return isAdminLike(f.accountRole);
    case a.editTeam:
      return canEditTeam(f.accountRole, f.teamRole);
    case a.inviteMember:
    case a.manageMembers:
    case a.linkTeam:
    case a.viewLinkedTeams:
      return canManageTeamMembers(f.teamRole);
    case a.approveSubscriptions:
      return canApproveSubscriptions(internal, f.teamRole);
    case a.useUtilities:
    case a.traceEmail:
      return canUseUtilities(internal, f.teamRole);
    case a.manageTemplates:
      return canManageTemplates(internal, f.teamRole);
    case a.useWorkbench:
    case a.useLinter:
      return internal;
    case a.createProduct:
      return canCreateProduct(internal, f.teamRole);
    case a.filterApplications:
      return canFilterApplications(f.teamRole);
    default:
      return false;
  }
}
