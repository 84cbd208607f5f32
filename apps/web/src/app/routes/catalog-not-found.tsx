/** Unknown /catalogs/* paths: the error view, whatever the flag (spec 1 section 2.1). */
import { DEFAULT_ERROR_STATUS } from '@dc/contracts';
import { ErrorView } from '../errors/error-view';

export default function CatalogNotFoundRoute() {
  return <ErrorView status={DEFAULT_ERROR_STATUS} />;
}
