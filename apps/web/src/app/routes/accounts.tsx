import { AccountsPage } from '../../features/accounts/components/accounts-page';
import { PageFrame } from './page-frame';

export default function AccountsRoute() {
  return (
    <PageFrame>
      <AccountsPage />
    </PageFrame>
  );
}
