/**
 * Accounts (spec 1 section 3) as the core and profiles services return them.
 *   core     GET  /api/core/accounts                              -> { items: Account[] }
 *   profiles GET  /api/profiles/accounts/{uuid}                   -> Account (404 without a relation to it)
 *   profiles POST /api/profiles/accounts/{accountId}/relations/_filter -> { items: AccountTeam[] }
 * A user relates to an account as an account member (its stored role) or only through one of its teams
 * (role 'member-only').
 */
import { z } from 'zod';
import { sortOrderSchema, teamSchema } from './teams.js';

/** Reference values (spec 1 section 3: the marketplace label value marks a marketplace profile). */
export const ACCOUNT_REFERENCES = { marketplace: 'marketplace', placeholder: 'placeholder' } as const;

export const accountReferenceSchema = z.object({ system: z.string(), value: z.string() });

export const accountSchema = z.object({
  uuid: z.string().uuid(),
  /** `trn:dc:account:<uuid>` (see authorization.ts). */
  trn: z.string(),
  name: z.string(),
  /** The caller's role on the account; 'member-only' when the caller is only in one of its teams. */
  role: z.string(),
  references: z.array(accountReferenceSchema),
  /** The provider's own account: its users are treated as internal. */
  placeholder: z.boolean(),
  enabled: z.boolean(),
  initializationStatus: z.enum(['NOT_INITIALIZED', 'IN_PROGRESS', 'COMPLETED']),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ items: z.array(accountSchema) });
export type AccountList = z.infer<typeof accountListSchema>;

export const isMarketplaceAccount = (account: Pick<Account, 'references'>) =>
  account.references.some((r) => r.value === ACCOUNT_REFERENCES.marketplace);

/**
 * POST /api/profiles/accounts/{accountId}/relations/_filter: the teams the account owns (not deleted).
 * The spec's body: sortBy createdTimeStamp, order ASC, and a relations filter for owned non-deleted teams.
 */
export const filterAccountRelationsBody = z
  .object({
    sortBy: z.enum(['createdTimeStamp', 'name']).default('createdTimeStamp'),
    order: sortOrderSchema.default('ASC'),
    filter: z
      .object({
        relation: z.literal('owns').default('owns'),
        deleted: z.literal(false).default(false),
      })
      .strict()
      .default({ relation: 'owns', deleted: false }),
  })
  .strict();
export type FilterAccountRelationsBody = z.input<typeof filterAccountRelationsBody>;

/** A team of the account; role is the caller's role in it, or null when the caller is not a member. */
export const accountTeamSchema = teamSchema.extend({ role: z.string().nullable() });
export type AccountTeam = z.infer<typeof accountTeamSchema>;
export const accountTeamListSchema = z.object({ items: z.array(accountTeamSchema) });
