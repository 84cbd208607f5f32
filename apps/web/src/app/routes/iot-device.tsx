/** /iot/devices/{serialNumber}?resourceType&groupId&region (spec 1 section 2.1): one device and its events. */
import { useParams, useSearchParams } from '../../shared/router';
import { DevicePage } from '../../features/iot/components/device/device-page';
import { parseResourceType } from '../../features/iot/utils/resource-type';
import { PageFrame } from './page-frame';

export default function IotDeviceRoute() {
  const { serialNumber = '' } = useParams();
  const [search] = useSearchParams();
  const resourceType = parseResourceType(search.get('resourceType'));
  const groupId = search.get('groupId') ?? undefined;
  return (
    <PageFrame>
      <DevicePage
        key={`${resourceType}:${groupId}:${serialNumber}`}
        serialNumber={serialNumber}
        resourceType={resourceType}
        groupId={groupId}
        region={search.get('region') ?? undefined}
      />
    </PageFrame>
  );
}
