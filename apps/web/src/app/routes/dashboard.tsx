import Container from '@mui/material/Container';
import { DashboardPage } from '../../features/home/components/dashboard-page';
import { GuidesWidget } from '../../features/guides/components/guides-widget';

export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <Container maxWidth="lg" sx={{ pb: { xs: 3, md: 5 } }}>
        <GuidesWidget />
      </Container>
    </>
  );
}
