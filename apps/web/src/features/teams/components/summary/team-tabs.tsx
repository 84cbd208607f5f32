/**
 * The team's tabs: Members, and Linked Teams only for those who may view linked teams; the tab list shows at all
 * only when the resource check (read) allows it. The open tab is kept in the address (?tab=linked).
 */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { AccountTeam } from '@dc/contracts';
import { NotAuthorized } from '../../../../shared/ui/not-authorized';
import type { TeamPermissions } from '../../hooks/use-team-permissions';
import { LinkedTeamsTab } from '../links/linked-teams-tab';
import { MembersTab } from '../members/members-tab';

export type TeamTab = 'members' | 'linked';

export function useTeamTab(): [TeamTab, (tab: TeamTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: TeamTab = params.get('tab') === 'linked' ? 'linked' : 'members';
  const setTab = (next: TeamTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'members') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}

export interface TeamTabsProps {
  team: AccountTeam;
  permissions: TeamPermissions;
  tab: TeamTab;
  onTabChange(tab: TeamTab): void;
  linkDialogOpen: boolean;
  onLinkDialogOpenChange(open: boolean): void;
}

export function TeamTabs({
  team,
  permissions,
  tab,
  onTabChange,
  linkDialogOpen,
  onLinkDialogOpenChange,
}: TeamTabsProps) {
  const { t } = useTranslation('teams');
  if (permissions.read === undefined) return <Skeleton role="progressbar" variant="rounded" height={240} aria-label={t('loading')} />;
  if (!permissions.read) return <NotAuthorized />;
  const linked = permissions.viewLinkedTeams === true;
  const shown: TeamTab = linked ? tab : 'members';
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={shown}
          onChange={(_, v: TeamTab) => onTabChange(v)}
          aria-label={t('summary.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="members"
            label={t('summary.membersTab')}
            id="team-tab-members"
            aria-controls="team-panel-members"
          />
          {linked && (
            <Tab value="linked" label={t('summary.linkedTab')} id="team-tab-linked" aria-controls="team-panel-linked" />
          )}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`team-panel-${shown}`} aria-labelledby={`team-tab-${shown}`}>
        {shown === 'members' ? (
          <MembersTab teamId={team.uuid} teamName={team.displayName || team.name} permissions={permissions} />
        ) : (
          <LinkedTeamsTab teamId={team.uuid} dialogOpen={linkDialogOpen} onDialogOpenChange={onLinkDialogOpenChange} />
        )}
      </Box>
    </>
  );
}
