import { DashboardPage } from '../../features/home/components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}
