/**
 * Guides (spec 3 sections 2.3, 6, 7.5): the list and each guide's HTML. Internal guides are for internal teams only:
 * the caller must be a member of the named current team and that team must be internal. For anyone else an internal
 * guide does not exist (404, as an unknown file), so its name is not disclosed.
 */
import { GUIDE_ERRORS, type GuidePage } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { Guide } from './guides.content.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createGuidesService(guides: Guide[], teams: Pick<TeamsService, 'one'>) {
  const byFile = new Map(guides.map((g) => [g.page.file, g]));

  /** Guides are help for everyone: a missing or foreign team only hides the internal ones, it is not an error. */
  async function seesInternal(callerId: string, teamId: string | undefined): Promise<boolean> {
    if (!teamId || !UUID.test(teamId)) return false;
    try {
      const team = await teams.one(callerId, teamId);
      return team.role !== null && team.internal;
    } catch {
      return false;
    }
  }

  return {
    async list(callerId: string, teamId: string | undefined): Promise<GuidePage[]> {
      const internal = await seesInternal(callerId, teamId);
      return guides.filter((g) => internal || !g.page.internal).map((g) => g.page);
    },

    async html(callerId: string, teamId: string | undefined, file: string): Promise<string> {
      const guide = byFile.get(file);
      if (!guide || (guide.page.internal && !(await seesInternal(callerId, teamId))))
        throw catalogueError(GUIDE_ERRORS.notFound);
      return guide.html;
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;
