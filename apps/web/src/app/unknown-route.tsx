/**
 * Unknown URLs (spec 1 section 2.1): /home/... shows the error view, anything else goes to the landing page, which
 * is told the address so that it can say there is no such page (and, to a signed-in user, where to go instead).
 */
import { DEFAULT_ERROR_STATUS } from '@dc/contracts';
import { Navigate, useLocation } from '../shared/router';
import type { LandingState } from '../features/landing/landing-state';
import { href, paths } from '../shared/config/paths';

export type UnknownRouteOutcome = 'error-view' | 'landing';

export const resolveUnknownRoute = (pathname: string): UnknownRouteOutcome =>
  pathname.startsWith(`${paths.home}/`) ? 'error-view' : 'landing';

export function UnknownRoute() {
  const { pathname } = useLocation();
  return resolveUnknownRoute(pathname) === 'error-view' ? (
    <Navigate to={href(paths.error, { statusCode: DEFAULT_ERROR_STATUS })} replace />
  ) : (
    <Navigate to={href(paths.landing)} replace state={{ unknownPath: pathname } satisfies LandingState} />
  );
}
