/**
 * Group detail (spec 1 section 2.9): tabs Details, Devices, and Rules (current and legacy groups) or Routes
 * (region groups). The open tab is kept in the address (?tab=devices) so Back from a device returns to it.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { IotResourceType } from '@dc/contracts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useGroup } from '../../api/get-group';
import { groupItemsTab, isLegacy } from '../../utils/resource-type';
import { DetailErrorView } from '../common/detail-error';
import { DetailSkeleton } from '../common/detail-skeleton';
import { IotBreadcrumbs } from '../common/iot-breadcrumbs';
import type { GroupTab } from '../common/link-paths';
import { DevicesTab } from './devices-tab';
import { GroupDetails } from './group-details';
import { RoutesTab } from './routes-tab';
import { RulesTab } from './rules-tab';

function useGroupTab(itemsTab: 'rules' | 'routes'): [GroupTab, (tab: GroupTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: GroupTab = asked === 'devices' || asked === itemsTab ? asked : 'details';
  const setTab = (next: GroupTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'details') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}

export function GroupPage({ groupId, resourceType }: { groupId: string; resourceType: IotResourceType }) {
  const { t } = useTranslation('iot');
  const group = useGroup(groupId, isLegacy(resourceType));
  // The group's own kind decides once it is loaded (a region group asked for as 'current' still gets Routes).
  const kind = group.data?.resourceType ?? resourceType;
  const itemsTab = groupItemsTab(kind);
  const [tab, setTab] = useGroupTab(itemsTab);
  useDocumentTitle(group.data?.name ?? groupId, t('pageTitle'));

  if (group.isError) {
    return (
      <>
        <IotBreadcrumbs trail={[{ label: groupId }]} />
        <DetailErrorView error={group.error} />
      </>
    );
  }
  const g = group.data;
  return (
    <>
      <IotBreadcrumbs trail={[{ label: g?.name ?? groupId }]} />
      {!g ? (
        <DetailSkeleton />
      ) : (
        <>
          <Box component="header" sx={{ mb: 2 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
              {g.name}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip size="small" variant="outlined" label={t('group.idChip', { id: g.id })} />
              <Chip size="small" variant="outlined" label={t(`resourceType.${g.resourceType}`)} />
              <Chip size="small" variant="outlined" label={g.region} />
            </Stack>
          </Box>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              onChange={(_, v: GroupTab) => setTab(v)}
              aria-label={t('group.tabs.label')}
              variant="scrollable"
              sx={{ '& .MuiTab-root': { minWidth: { xs: 72, sm: 90 }, px: { xs: 1.5, sm: 2 } } }}
            >
              {(['details', 'devices', itemsTab] as const).map((v) => (
                <Tab
                  key={v}
                  value={v}
                  label={t(`group.tabs.${v}`)}
                  id={`iot-group-tab-${v}`}
                  aria-controls="iot-group-panel"
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id="iot-group-panel" aria-labelledby={`iot-group-tab-${tab}`}>
            {tab === 'details' && <GroupDetails group={g} />}
            {tab === 'devices' && <DevicesTab group={g} />}
            {tab === 'rules' && <RulesTab group={g} />}
            {tab === 'routes' && <RoutesTab group={g} />}
          </Box>
        </>
      )}
    </>
  );
}
