/** Event calls name the current team and the caller's role in it as headers (spec 2 sections 3 "Team", 7). */
import { PRODUCT_TEAM_HEADER, ROLE_HEADER, type Team } from '@dc/contracts';

export type TeamRef = Pick<Team, 'uuid' | 'role'>;

export const eventHeaders = (team: TeamRef): Record<string, string> => ({
  [PRODUCT_TEAM_HEADER]: team.uuid,
  [ROLE_HEADER]: team.role,
});
