/** The current team goes to the product, API-management, event and document services as a header (spec 2 section 7). */
import { PRODUCT_TEAM_HEADER, type Team } from '@dc/contracts';

export const teamHeaders = (teamId: string): Record<string, string> => ({ [PRODUCT_TEAM_HEADER]: teamId });

/** Event calls send the team and the caller's role in it. */
export const eventHeaders = (team: Pick<Team, 'uuid' | 'role'>): Record<string, string> => ({
  ...teamHeaders(team.uuid),
  role: team.role,
});
