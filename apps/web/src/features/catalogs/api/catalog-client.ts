/**
 * The catalog service's current-team header (spec 2 section 7 "Catalog API"): the console names its current team
 * on every catalog call, also on routes that take the team from the path or body (calls go through api.call).
 */
import { CATALOG_TEAM_HEADER } from '@dc/contracts';

export const catalogHeaders = (teamId: string | undefined): Record<string, string> =>
  teamId ? { [CATALOG_TEAM_HEADER]: teamId } : {};
