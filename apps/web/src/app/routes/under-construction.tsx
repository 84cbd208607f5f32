/** /underConstuction (spelled as the spec gives it): public placeholder page. */
import { PublicLayout } from '../layout/public-layout';
import { UnderConstructionView } from './under-construction-view';

export default function UnderConstructionRoute() {
  return (
    <PublicLayout>
      <UnderConstructionView />
    </PublicLayout>
  );
}
