/**
 * Permission checks (spec 1 sections 3, 6 and 7.5): resource names (TRNs), the actions the console asks about,
 * the bulk-check payloads, and the decision rules over the facts the server reads from memberships.
 *
 * TRN scheme: `trn:dc:<kind>:<uuid>` with kind user, team or account, e.g. `trn:dc:team:6f1c...`.
 */
import { z } from 'zod';
import { PERMISSION_CHECKS_PER_REQUEST } from './constants.js';

export const TRN_PREFIX = 'trn:dc';
export const TRN_KINDS = ['user', 'team', 'account'] as const;
export type TrnKind = (typeof TRN_KINDS)[number];

export const userTrn = (uuid: string) => `${TRN_PREFIX}:user:${uuid}`;
export const teamTrn = (uuid: string) => `${TRN_PREFIX}:team:${uuid}`;
export const accountTrn = (uuid: string) => `${TRN_PREFIX}:account:${uuid}`;

const TRN_PATTERN = /^trn:dc:(user|team|account):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Kind and id of a TRN, or null when it is not one of ours. */
export function parseTrn(trn: string | null | undefined): { kind: TrnKind; id: string } | null {
  const m = TRN_PATTERN.exec(trn ?? '');
  return m ? { kind: m[1].toLowerCase() as TrnKind, id: m[2].toLowerCase() } : null;
}

export const AUTHZ_ACTIONS = {
  read: 'read',
  viewAccount: 'view-account',
  viewTeamsAccount: 'view-teams-account',
  createTeam: 'create-team',
  editTeam: 'edit-team',
  removeTeam: 'remove-team',
  /** Associate (invite) users to the team. */
  inviteMember: 'invite-member',
  /** Edit member roles and remove members. */
  manageMembers: 'manage-members',
  /** Send, accept and delete team link requests. */
  linkTeam: 'link-team',
  viewLinkedTeams: 'view-linked-teams',
  /** Pending Approvals of subscriptions. */
  approveSubscriptions: 'approve-subscriptions',
  useUtilities: 'use-utilities',
  /** The email trace tool (trace-tool permission). */
  traceEmail: 'trace-email',
  /** Template manager create, edit, delete, publish (canCRUDTemplate). */
  manageTemplates: 'manage-templates',
  useWorkbench: 'use-workbench',
  useLinter: 'use-linter',
  /** Publish products (the Add Product dialog, spec 2 section 6). */
  createProduct: 'create-product',
  /** Filter/list the team's applications: needed to subscribe (spec 2 section 6). */
  filterApplications: 'filter-applications',
} as const;
export type AuthzAction = (typeof AUTHZ_ACTIONS)[keyof typeof AUTHZ_ACTIONS];
export const ALL_AUTHZ_ACTIONS: readonly AuthzAction[] = Object.values(AUTHZ_ACTIONS);
export const DEFAULT_AUTHZ_ACTION: AuthzAction = AUTHZ_ACTIONS.read;

export const AUTHZ_ERROR_CODES = { tooManyChecks: 'AUTHZ_TOO_MANY_CHECKS' } as const;

const trnText = z.string().min(1).max(200);
export const permissionCheckSchema = z.object({
  requestId: z.string().min(1).max(200),
  subjectTrn: trnText,
  action: z.string().min(1).max(100).default(DEFAULT_AUTHZ_ACTION),
  objectTrn: trnText,
  contextTrn: trnText.optional(),
});
export type PermissionCheck = z.input<typeof permissionCheckSchema>;

/**
 * POST /api/authz/authorization/bulk/checks. More than PERMISSION_CHECKS_PER_REQUEST checks are refused with 400
 * AUTHZ_TOO_MANY_CHECKS (not split by the server): the console posts chunks of 10 (see chunkChecks).
 */
export const bulkChecksBody = z.object({ checks: z.array(permissionCheckSchema) });
export type BulkChecksBody = z.input<typeof bulkChecksBody>;

export const permissionCheckResultSchema = permissionCheckSchema.extend({ authorized: z.boolean() });
export type PermissionCheckResult = z.infer<typeof permissionCheckResultSchema>;
export const bulkChecksResponse = z.array(permissionCheckResultSchema);

export function chunkChecks<T>(checks: readonly T[], size: number = PERMISSION_CHECKS_PER_REQUEST): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < checks.length; i += size) chunks.push(checks.slice(i, i + size));
  return chunks;
}
