import { InvitationPage } from '../../features/invitations/components/invitation-page';

export default function InviteRoute() {
  return <InvitationPage />;
}
