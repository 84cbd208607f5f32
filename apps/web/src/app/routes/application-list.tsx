/**
 * /applications (spec 2 section 2.6): the team's client applications. Opened by its address (a first load), it asks
 * for its translations, the user's teams and the team's applications as soon as this code is in, beside the shell's
 * first render, not one after another behind it (issue 18; the gallery does the same, product-gallery.tsx).
 */
import { getApplicationsQueryOptions } from '../../features/applications/api/get-applications';
import { ApplicationsPage } from '../../features/applications/components/list/applications-page';
import { paths } from '../../shared/config/paths';
import i18n from '../../shared/i18n';
import { prefetchCurrentTeam } from '../../shared/lib/current-team/prefetch-current-team';
import { queryClient } from '../../shared/lib/query-client';
import { PageFrame } from './page-frame';

function startEarly() {
  // Reached from another page, the address is still that page's while this code loads, and the shell is drawn.
  if (window.location.pathname !== paths.applications) return;
  if (i18n.isInitialized) void i18n.loadNamespaces('applications');
  // The page asks for the list beside its permission check too (a basic user's refusal is not shown).
  void prefetchCurrentTeam(queryClient, window.location).then((team) => {
    if (team) void queryClient.prefetchQuery(getApplicationsQueryOptions(team.uuid));
  });
}

startEarly();

export default function ApplicationListRoute() {
  return (
    <PageFrame>
      <ApplicationsPage />
    </PageFrame>
  );
}
