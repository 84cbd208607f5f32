/**
 * The caller's standing in the current team (the team_uuid header) for templates and e-mail: members read, editors
 * (canManageTemplates) write, utilities users (canUseUtilities) send test mails and read events and stats. A team
 * the caller is not a member of answers 404, so its existence is not disclosed.
 */
import { TEAM_ERRORS, TEMPLATE_ERRORS, canManageTemplates, canUseUtilities, type CatalogueError } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { TeamsService } from '../teams/teams.service.js';

export interface TemplateTeam {
  id: string;
  name: string;
  role: string;
  internal: boolean;
  canEdit: boolean;
  canUseUtilities: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTemplateTeams(teams: TeamsService) {
  return async function teamOf(
    callerId: string,
    teamId: string | undefined,
    missing: CatalogueError = TEMPLATE_ERRORS.teamRequired,
  ): Promise<TemplateTeam> {
    if (!teamId || !UUID.test(teamId)) throw catalogueError(missing);
    const team = await teams.one(callerId, teamId);
    if (team.role === null) throw catalogueError(TEAM_ERRORS.teamNotFound);
    return {
      id: team.uuid,
      name: team.displayName || team.name,
      role: team.role,
      internal: team.internal,
      canEdit: canManageTemplates(team.internal, team.role),
      canUseUtilities: canUseUtilities(team.internal, team.role),
    };
  };
}
