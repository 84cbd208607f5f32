/**
 * Teams (spec 1 section 3, spec 3 section 3) as the core and profiles services return them.
 *   core     GET  /api/core/teams?uuid={userUuid}                 -> { items: Team[] }
 *   profiles POST /api/profiles/teams/_filter                     -> { data: Team[] }  (spec 3 section 7.2: "response data")
 *   profiles POST /api/profiles/users/{userUuid}/relations/_filter -> { items: TeamRelation[] }
 * Roles are lower-cased; INDIVIDUAL (personal) teams are left out unless a filter asks for them (SPEC-NOTES 7).
 *
 * Team management (spec 3 sections 3, 4, 5, 7.1, 7.2):
 *   core     POST   /api/core/teams                  createTeamBody -> 201 AccountTeam  (account admins only)
 *   core     DELETE /api/core/teams/{team_uuid}      -> 204
 *   profiles GET    /api/profiles/teams/{team_uuid}  -> AccountTeam (members, and admins of the owning account)
 *   profiles PUT    /api/profiles/teams/{team_uuid}  updateTeamBody -> AccountTeam (account admin or team admin)
 *   profiles DELETE /api/profiles/teams/{team_uuid}  -> 204 (same rules as the core delete)
 *   profiles POST   /api/profiles/teams/{team_uuid}/relations createTeamRelationBody (see team-members.ts)
 * Errors: team-errors.ts (1027 empty payload, 1031 name in use on create, 1032 on rename, CT1047 team limit,
 * TEAM_HAS_MEMBERS, TEAM_PERSONAL, ACCOUNT_ADMIN_REQUIRED, TEAM_EDIT_FORBIDDEN, TEAM_NOT_FOUND).
 * A team can be deleted only when no member other than the caller is left (pending invitations are withdrawn with
 * it) and when it is not a personal (INDIVIDUAL, profile-linked) team. Names are unique per account, ignoring case.
 */
import { z } from 'zod';
import { TEAM_TYPES } from './roles.js';
import { TEAM_LIMITS, TEAM_VALIDATION } from './team-rules.js';
import { NAME_PATTERN, NAME_PATTERN_MESSAGE } from './validation.js';

export const teamTypeSchema = z.enum([TEAM_TYPES.enterprise, TEAM_TYPES.individual]);

export const teamSchema = z.object({
  uuid: z.string().uuid(),
  /** `trn:dc:team:<uuid>` (see authorization.ts). */
  trn: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  accountId: z.string().uuid(),
  accountName: z.string(),
  type: teamTypeSchema,
  /** The caller's role in the team, lower-cased. */
  role: z.string(),
  /** An internal team, or any team of the placeholder (provider) account. */
  internal: z.boolean(),
  /** ISO 8601. */
  createdTimeStamp: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamListSchema = z.object({ items: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

/** GET /api/core/teams: uuid is the caller's own user uuid (another uuid answers 403). */
export const getTeamsQuery = z.object({ uuid: z.string().uuid() });

export const sortOrderSchema = z.enum(['ASC', 'DESC']);

/** POST /api/profiles/teams/_filter. Every field is optional; results are always the caller's teams. */
export const filterTeamsBody = z
  .object({
    filter: z
      .object({
        /** Case-insensitive part of the name or display name. */
        name: z.string().max(200).optional(),
        accountId: z.string().uuid().optional(),
        uuids: z.array(z.string().uuid()).max(500).optional(),
        internal: z.boolean().optional(),
        /** Default: ENTERPRISE only. */
        types: z.array(teamTypeSchema).min(1).optional(),
      })
      .strict()
      .default({}),
    sortBy: z.enum(['name', 'createdTimeStamp']).default('name'),
    order: sortOrderSchema.default('ASC'),
  })
  .strict();
export type FilterTeamsBody = z.input<typeof filterTeamsBody>;
export const teamDataSchema = z.object({ data: z.array(teamSchema) });

export const RELATION_STATUS = { committed: 'COMMITTED', invited: 'INVITED' } as const;

/** One membership of a user: the user is member-of the team with a role. */
export const teamRelationSchema = z.object({
  type: z.literal('member-of'),
  userUuid: z.string().uuid(),
  relationStatus: z.enum([RELATION_STATUS.committed, RELATION_STATUS.invited]),
  role: z.string(),
  team: teamSchema,
  createdTimeStamp: z.string(),
});
export type TeamRelation = z.infer<typeof teamRelationSchema>;

/** POST /api/profiles/users/{userUuid}/relations/_filter ("team request body"); userUuid must be the caller. */
export const filterUserRelationsBody = z
  .object({
    filter: z
      .object({
        accountId: z.string().uuid().optional(),
        teamUuid: z.string().uuid().optional(),
        types: z.array(teamTypeSchema).min(1).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type FilterUserRelationsBody = z.input<typeof filterUserRelationsBody>;
export const teamRelationListSchema = z.object({ items: z.array(teamRelationSchema) });

/** The shared name pattern (spec 3 section 5), at most 100 characters. */
export const teamNameField = z
  .string({ error: TEAM_VALIDATION.teamNameRequired })
  .trim()
  .min(1, TEAM_VALIDATION.teamNameRequired)
  .max(TEAM_LIMITS.nameMaxLength, TEAM_VALIDATION.teamNameTooLong)
  .regex(NAME_PATTERN, NAME_PATTERN_MESSAGE);
const displayNameField = z.string().trim().max(TEAM_LIMITS.displayNameMaxLength);
const descriptionField = z.string().trim().max(TEAM_LIMITS.descriptionMaxLength);

/** core POST /api/core/teams. displayName defaults to name; the creator joins with role ADMIN if addUserToTeam. */
export const createTeamBody = z.object({
  name: teamNameField,
  displayName: displayNameField.optional(),
  type: z.literal(TEAM_TYPES.enterprise).default(TEAM_TYPES.enterprise),
  description: descriptionField.optional(),
  role: z
    .string()
    .transform((r) => r.toUpperCase())
    .pipe(z.literal('ADMIN'))
    .default('ADMIN'),
  addUserToTeam: z.boolean().default(true),
  accountId: z.string().uuid(),
});
export type CreateTeamBody = z.input<typeof createTeamBody>;

/** profiles PUT /api/profiles/teams/{team_uuid}: only the changed fields; none at all answers 1027. */
export const updateTeamBody = z
  .object({
    name: teamNameField.optional(),
    displayName: displayNameField.optional(),
    description: descriptionField.optional(),
  })
  .strict();
export type UpdateTeamBody = z.input<typeof updateTeamBody>;
