/** The user's teams as grouped dropdown options: one header per account, its teams below (spec 1 section 2.2). */
import type { Team } from '@dc/contracts';
import { groupTeamsByAccount, teamLabel } from '../../shared/lib/current-team/group-teams';
import type { OptionGroup } from '../../shared/ui/grouped-select';

export const teamOptionGroups = (teams: readonly Team[]): OptionGroup[] =>
  groupTeamsByAccount(teams).map((g) => ({
    key: g.accountId,
    title: g.accountName,
    options: g.teams.map((t) => ({ value: t.uuid, title: teamLabel(t) })),
  }));
