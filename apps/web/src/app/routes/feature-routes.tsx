/**
 * Shell routes of the product areas, one list per feature (each feature's route file owns its list). A path listed
 * here replaces the signed-in placeholder for it.
 */
import type { RouteObject } from '../../shared/router';
import { applicationsShellRoutes } from './applications';
import { catalogsShellRoutes } from './catalogs';
import { helpShellRoutes } from './help';
import { iotShellRoutes } from './iot';
import { productsShellRoutes } from './products';
import { utilitiesShellRoutes } from './utilities';

export const featureShellRoutes: RouteObject[] = [
  ...productsShellRoutes,
  ...iotShellRoutes,
  ...applicationsShellRoutes,
  ...helpShellRoutes,
  ...catalogsShellRoutes,
  ...utilitiesShellRoutes,
];
