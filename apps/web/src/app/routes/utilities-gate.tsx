/**
 * The utilities area is for authorised users only (spec 3 section 6): a current team with a name that is internal,
 * and a support user or an admin-type role; others see 'Not authorized to view this content'. The e-mail trace also
 * needs its feature flag, without which it is the 404 view (section 2.2).
 */
import type { ReactNode } from 'react';
import { canUseUtilities, DEFAULT_ERROR_STATUS, type Team } from '@dc/contracts';
import { isFeatureEnabled } from '../../shared/config/env';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { NotAuthorized } from '../../shared/ui/not-authorized';
import { PageLoader } from '../../shared/ui/page-loader';
import { ErrorView } from '../errors/error-view';
import { PageContainer } from '../../shared/ui/page-container';

export const mayUseUtilities = (team: Team) => !!team.name && canUseUtilities(team.internal, team.role);

export function UtilitiesGate({ flag, children }: { flag?: string; children(team: Team): ReactNode }) {
  const { currentTeam } = useCurrentTeam();
  if (flag && !isFeatureEnabled(flag)) return <ErrorView status={DEFAULT_ERROR_STATUS} />;
  if (!currentTeam) return <PageLoader />;
  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {mayUseUtilities(currentTeam) ? children(currentTeam) : <NotAuthorized heading />}
    </PageContainer>
  );
}
