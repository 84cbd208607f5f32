import { NoTeamPage } from '../../features/teams/components/no-team-page';
import { PageFrame } from './page-frame';

export default function NoTeamRoute() {
  return (
    <PageFrame>
      <NoTeamPage />
    </PageFrame>
  );
}
