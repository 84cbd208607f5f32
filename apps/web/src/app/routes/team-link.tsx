import { LinkRequestPage } from '../../features/teams/components/link-request/link-request-page';
import { PageFrame } from './page-frame';

export default function TeamLinkRoute() {
  return (
    <PageFrame>
      <LinkRequestPage />
    </PageFrame>
  );
}
