/**
 * A group's devices (spec 1 section 2.9): serial number, Active or Inactive, last connected (last reported for
 * legacy devices), 'Load more', and a search for one serial number (an exact lookup; a failed one shows an empty list).
 */
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { AnyIotGroup } from '../../api/get-group';
import { useDevices, type AnyIotDevice } from '../../api/get-devices';
import { useDeviceSearch } from '../../api/search-device';
import { rowsOf } from '../../utils/bookmarks';
import { ActiveStatus } from '../common/active-status';
import { IotTable, type IotColumn } from '../common/iot-table';
import { deviceLink } from '../common/link-paths';
import { RowLink } from '../common/row-link';
import { SearchBox } from '../common/search-box';
import { UtcTime } from '../common/utc-time';
import { ViewMore } from '../common/view-more';

export function DevicesTab({ group }: { group: AnyIotGroup }) {
  const { t } = useTranslation('iot');
  const legacy = group.resourceType === 'legacy';
  const [serial, setSerial] = useState('');
  const devices = useDevices(group.id, legacy);
  const found = useDeviceSearch(group.id, serial, legacy);
  const searching = serial !== '';
  const rows: AnyIotDevice[] = searching
    ? found.data && !found.isError
      ? [found.data]
      : []
    : rowsOf(devices.data?.pages);
  const link = (d: AnyIotDevice) => deviceLink(d, group.resourceType, group.region);

  const columns: IotColumn<AnyIotDevice>[] = [
    {
      key: 'serial',
      label: t('devices.columns.serialNumber'),
      cell: (d) => <RowLink to={link(d)}>{d.serialNumber}</RowLink>,
    },
    { key: 'status', label: t('devices.columns.status'), cell: (d) => <ActiveStatus active={d.active} /> },
    legacy
      ? {
          key: 'reported',
          label: t('devices.columns.lastReported'),
          cell: (d) => <UtcTime iso={d.lastReportedTimeStamp} />,
        }
      : {
          key: 'connected',
          label: t('devices.columns.lastConnected'),
          cell: (d) => <UtcTime iso={d.lastConnectedTimestamp} />,
        },
    { key: 'more', label: t('columns.actions'), cell: (d) => <ViewMore to={link(d)} name={d.serialNumber} /> },
  ];

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchBox id="iot-device-search" label={t('devices.search')} onSearch={setSerial} />
      </Box>
      <IotTable
        key={searching ? 'search' : 'list'}
        label={t('devices.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(d) => d.serialNumber}
        loading={searching ? found.isLoading : !devices.data && !devices.isError}
        loadMore={{
          hasMore: !searching && devices.hasNextPage,
          loading: devices.isFetchingNextPage,
          onLoadMore: () => devices.fetchNextPage(),
        }}
        testId="iot-devices-table"
      />
    </>
  );
}
