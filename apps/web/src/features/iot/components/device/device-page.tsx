/**
 * Device detail (spec 1 sections 2.1, 2.9): /iot/devices/{serialNumber}?resourceType&groupId&region, tabs Details
 * and Events. The device is read by exact serial number in its group (the service has no other single-device path).
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { IotResourceType } from '@dc/contracts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useDeviceSearch } from '../../api/search-device';
import { isLegacy } from '../../utils/resource-type';
import { ActiveStatus } from '../common/active-status';
import { DetailErrorView } from '../common/detail-error';
import { DetailSkeleton } from '../common/detail-skeleton';
import { IotBreadcrumbs } from '../common/iot-breadcrumbs';
import { groupLink } from '../common/link-paths';
import { DeviceDetails } from './device-details';
import { EventsTab } from './events-tab';

type DeviceTab = 'details' | 'events';

function useDeviceTab(): [DeviceTab, (tab: DeviceTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: DeviceTab = params.get('tab') === 'events' ? 'events' : 'details';
  const setTab = (next: DeviceTab) =>
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

export interface DevicePageProps {
  serialNumber: string;
  resourceType: IotResourceType;
  groupId?: string;
  region?: string;
}

export function DevicePage({ serialNumber, resourceType, groupId = '', region }: DevicePageProps) {
  const { t } = useTranslation('iot');
  const device = useDeviceSearch(groupId, serialNumber, isLegacy(resourceType), groupId !== '');
  const [tab, setTab] = useDeviceTab();
  useDocumentTitle(serialNumber, t('pageTitle'));
  const trail = [
    ...(groupId ? [{ label: groupId, to: groupLink({ id: groupId, resourceType, region }, 'devices') }] : []),
    { label: serialNumber },
  ];

  if (!groupId || device.isError) {
    const error = groupId ? device.error : { status: 400, message: t('device.missingGroup') };
    return (
      <>
        <IotBreadcrumbs trail={trail} />
        <DetailErrorView error={error} />
      </>
    );
  }
  const d = device.data;
  return (
    <>
      <IotBreadcrumbs trail={trail} />
      {!d ? (
        <DetailSkeleton />
      ) : (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
              {d.serialNumber}
            </Typography>
            <ActiveStatus active={d.active} />
          </Stack>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs value={tab} onChange={(_, v: DeviceTab) => setTab(v)} aria-label={t('device.tabs.label')}>
              {(['details', 'events'] as const).map((v) => (
                <Tab
                  key={v}
                  value={v}
                  label={t(`device.tabs.${v}`)}
                  id={`iot-device-tab-${v}`}
                  aria-controls="iot-device-panel"
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id="iot-device-panel" aria-labelledby={`iot-device-tab-${tab}`}>
            {tab === 'details' ? (
              <DeviceDetails device={d} legacy={isLegacy(resourceType)} />
            ) : (
              <EventsTab device={d} kind={d.resourceType} region={region} />
            )}
          </Box>
        </>
      )}
    </>
  );
}
