/** /iot/groups (spec 1 section 2.9): the current team's device groups. */
import { GroupsPage } from '../../features/iot/components/groups/groups-page';
import { PageFrame } from './page-frame';

export default function IotGroupsRoute() {
  return (
    <PageFrame>
      <GroupsPage />
    </PageFrame>
  );
}
