import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/home/components/dashboard-page';
import { PageContainer } from '../../shared/ui/page-container';

// Secondary content: loaded after the dashboard itself, so it never holds up the page.
const GuidesWidget = lazy(() =>
  import('../../features/guides/components/guides-widget').then((m) => ({ default: m.GuidesWidget })),
);

export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <PageContainer maxWidth="lg" sx={{ pb: { xs: 3, md: 5 } }}>
        <Suspense fallback={null}>
          <GuidesWidget />
        </Suspense>
      </PageContainer>
    </>
  );
}
