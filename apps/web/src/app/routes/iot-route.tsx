/** /iot/routes/{id} (spec 1 section 2.1): one route of a region-type group. */
import { useParams } from '../../shared/router';
import { RoutePage } from '../../features/iot/components/route/route-page';
import { PageFrame } from './page-frame';

export default function IotRouteRoute() {
  const { routeId = '' } = useParams();
  return (
    <PageFrame>
      <RoutePage key={routeId} routeId={routeId} />
    </PageFrame>
  );
}
