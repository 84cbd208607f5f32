import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingPage } from '../../features/landing/components/landing-page';
import { PublicLayout } from '../layout/public-layout';

export default function LandingRoute() {
  return (
    <PublicLayout footer={<LandingFooter />}>
      <LandingPage />
    </PublicLayout>
  );
}
