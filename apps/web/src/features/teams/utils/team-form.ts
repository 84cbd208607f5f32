/** The team form (spec 3 section 5) over the contracts' fields: the shared name pattern, required name. */
import { z } from 'zod';
import { createTeamBody, TEAM_LIMITS, teamNameField } from '@dc/contracts';

export const teamFormSchema = z.object({
  name: teamNameField,
  description: z.string().trim().max(TEAM_LIMITS.descriptionMaxLength),
});
export type TeamFormInput = z.input<typeof teamFormSchema>;
export type TeamFormOutput = z.output<typeof teamFormSchema>;

/** Create adds the owning account and the 'join this team' choice; type ENTERPRISE and role ADMIN are fixed. */
export const createTeamFormSchema = teamFormSchema.extend({
  accountId: createTeamBody.shape.accountId,
  addUserToTeam: z.boolean(),
});
export type CreateTeamFormInput = z.input<typeof createTeamFormSchema>;
export type CreateTeamFormOutput = z.output<typeof createTeamFormSchema>;
