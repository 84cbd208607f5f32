/** Routes of the IoT manager (spec 1 section 2.1), lazy per page: /iot goes to the group list. */
import { Navigate, type RouteObject } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const iotShellRoutes: RouteObject[] = [
  { path: paths.iot, element: <Navigate to={href(paths.iotGroups)} replace /> },
  { path: paths.iotGroups, lazy: page(() => import('./iot-groups')) },
  { path: paths.iotGroup, lazy: page(() => import('./iot-group')) },
  { path: paths.iotDevice, lazy: page(() => import('./iot-device')) },
  { path: paths.iotRule, lazy: page(() => import('./iot-rule')) },
  { path: paths.iotRoute, lazy: page(() => import('./iot-route')) },
];
