import { LinkErrorPage } from '../../features/teams/components/link-request/link-error-page';
import { PageFrame } from './page-frame';

export default function TeamLinkErrorRoute() {
  return (
    <PageFrame>
      <LinkErrorPage />
    </PageFrame>
  );
}
