/**
 * The top bar's team selector: teams grouped by account, its label at most 227 px wide (170 px on small screens);
 * disabled on account-level routes (spec 1 sections 2.2 and 9). The widths are the label's: the padding and the
 * arrow come on top. On phones the label is a size smaller and the padding tighter, so a name like "Platform
 * Engineering" fits the room the 360 px bar has instead of ending in "Platform Engi…" (issue 22).
 */
import { Skeleton } from '../../shared/ui/skeleton';
import { useTranslation } from '../../shared/i18n';
import { TEAM_SELECTOR_MAX_WIDTH, TEAM_SELECTOR_MAX_WIDTH_SMALL } from '@dc/contracts';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { GroupedSelect } from '../../shared/ui/grouped-select';
import { fieldClasses } from '../../shared/ui/outlined-field';
import { teamOptionGroups } from './team-options';

const onBlue = 'rgba(255, 255, 255, 0.7)';
/** Left padding and the arrow's room of the select's label, phone and wider. */
const PADDING_SMALL = 8 + 32;
const PADDING = 14 + 32;
const { input, outline, icon, disabled } = fieldClasses;

export function TeamSelector() {
  const { t } = useTranslation();
  const { teams, currentTeam, setCurrentTeam, accountRoute, teamsStatus } = useCurrentTeam();
  if (teamsStatus === 'pending') {
    return <Skeleton variant="rounded" width={160} height={36} sx={{ bgcolor: 'primary.light' }} />;
  }
  if (!teams || teams.length === 0) return null;
  return (
    <GroupedSelect
      ariaLabel={t('teamSelector.label')}
      groups={teamOptionGroups(teams)}
      value={currentTeam?.uuid ?? ''}
      onChange={(uuid) => {
        const team = teams.find((x) => x.uuid === uuid);
        if (team) setCurrentTeam(team);
      }}
      placeholder={t('teamSelection.placeholder')}
      disabled={accountRoute}
      data-testid="team-selector"
      sx={{
        minWidth: 0,
        width: { xs: 'auto', sm: 'auto' },
        maxWidth: { xs: TEAM_SELECTOR_MAX_WIDTH_SMALL + PADDING_SMALL, sm: TEAM_SELECTOR_MAX_WIDTH + PADDING },
        flexShrink: 1,
        color: 'inherit',
        bgcolor: 'rgba(255, 255, 255, 0.08)',
        fontSize: { xs: '0.875rem', sm: '1rem' },
        [`& .${input}`]: { py: 0.75, pl: { xs: 1, sm: 1.75 }, color: 'inherit' },
        [`& .${input} span`]: { color: onBlue },
        [`& .${outline}`]: { borderColor: onBlue },
        [`&:hover .${outline}`]: { borderColor: '#FFFFFF' },
        [`& .${icon}`]: { color: 'inherit' },
        // Disabled on account routes: still readable, with a fainter outline.
        [`& .${input}.${disabled}`]: { WebkitTextFillColor: onBlue, color: onBlue },
        [`&.${disabled} .${icon}`]: { color: onBlue, opacity: 0.5 },
        [`&.${disabled} .${outline}`]: {
          borderColor: 'rgba(255, 255, 255, 0.3)',
          borderStyle: 'dashed',
        },
      }}
    />
  );
}
