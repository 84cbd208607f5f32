/** Unknown /home/* paths show the error view inside the shell (spec 1 section 2.1). */
import { DEFAULT_ERROR_STATUS } from '@dc/contracts';
import { ErrorView } from '../errors/error-view';

export default function NotFoundRoute() {
  return <ErrorView status={DEFAULT_ERROR_STATUS} />;
}
