/** Signed-in areas whose issues are still to come render the placeholder inside the shell. */
import { UnderConstructionView } from './under-construction-view';

export default function AreaPlaceholderRoute() {
  return <UnderConstructionView />;
}
