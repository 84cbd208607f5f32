import { AuthenticatedLayout } from '../layout/authenticated-layout';

export default function AuthenticatedRoute() {
  return <AuthenticatedLayout />;
}
