/**
 * Guides (spec 3 sections 2.3, 6, 7.5): the list and each guide's HTML. Internal guides are for internal teams only:
 * the caller must be a member of the named current team and that team must be internal. For anyone else an internal
 * guide does not exist (404, as an unknown file), so its name is not disclosed.
 */
import { GUIDE_ERRORS, type GuidePage } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { TeamHeader } from '../../platform/contract/team-header.js';
import type { Guide } from './guides.content.js';

/** Guides are help for everyone: a missing or foreign team only hides the internal ones, it is not an error. */
const seesInternal = (team: TeamHeader | undefined) => team?.membership?.internal === true;

export function createGuidesService(guides: Guide[]) {
  const byFile = new Map(guides.map((g) => [g.page.file, g]));

  return {
    list(team: TeamHeader | undefined): GuidePage[] {
      const internal = seesInternal(team);
      return guides.filter((g) => internal || !g.page.internal).map((g) => g.page);
    },

    html(team: TeamHeader | undefined, file: string): string {
      const guide = byFile.get(file);
      if (!guide || (guide.page.internal && !seesInternal(team))) throw catalogueError(GUIDE_ERRORS.notFound);
      return guide.html;
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;
