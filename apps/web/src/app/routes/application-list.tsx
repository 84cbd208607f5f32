/** /applications (spec 2 section 2.6): the team's client applications. */
import { ApplicationsPage } from '../../features/applications/components/list/applications-page';
import { PageFrame } from './page-frame';

export default function ApplicationListRoute() {
  return (
    <PageFrame>
      <ApplicationsPage />
    </PageFrame>
  );
}
