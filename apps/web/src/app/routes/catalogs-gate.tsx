/**
 * The catalogs area exists only while the CATALOGS flag is on (spec 2 section 2.10): otherwise every /catalogs page is
 * the 404 error view. Pages get the current team (the shell shows them once one is chosen).
 */
import type { ReactNode } from 'react';
import { CATALOGS_FEATURE_FLAG, DEFAULT_ERROR_STATUS, type Team } from '@dc/contracts';
import { isFeatureEnabled } from '../../shared/config/env';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { PageLoader } from '../../shared/ui/page-loader';
import { ErrorView } from '../errors/error-view';

export function CatalogsGate({ children }: { children(team: Team): ReactNode }) {
  const { currentTeam } = useCurrentTeam();
  if (!isFeatureEnabled(CATALOGS_FEATURE_FLAG)) return <ErrorView status={DEFAULT_ERROR_STATUS} />;
  if (!currentTeam) return <PageLoader />;
  return <>{children(currentTeam)}</>;
}
