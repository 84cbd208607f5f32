/**
 * Base configuration in the signed-in layout (spec 1 section 4.4): it runs once the terms are approved and no
 * invite route is active, and shows its overlay.
 */
import { Suspense } from 'react';
import { matchPath, useLocation } from '../../shared/router';
import { BaseConfiguration } from '../../features/base-configuration/components/base-configuration';
import { useLegalTermsStatus } from '../../features/legal-terms/hooks/use-legal-terms';
import { paths } from '../../shared/config/paths';

export function BaseConfigurationGate() {
  const { approved } = useLegalTermsStatus();
  const { pathname } = useLocation();
  const inviteRoute = matchPath(paths.inviteTeams, pathname) !== null;
  return (
    <Suspense fallback={null}>
      <BaseConfiguration allowed={approved === true && !inviteRoute} />
    </Suspense>
  );
}
