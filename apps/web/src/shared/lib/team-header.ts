/** API-management calls name the current team in the team_uuid header (spec 2 section 7). */
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';

export const teamHeader = (teamId: string): Record<string, string> => ({ [PRODUCT_TEAM_HEADER]: teamId });
