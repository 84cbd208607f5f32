/** /workbench (spec 1 section 2.3): the internal tools; non-internal teams see 'Not authorized to view this content'. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import { teamTrn } from '@dc/contracts';
import { isFeatureEnabled } from '../../../shared/config/env';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';
import { AppAlert } from '../../../shared/ui/app-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ViewerGuard } from '../../../shared/ui/viewer-guard';
import { TOOLS, visibleTools, type Tool } from '../utils/tools';
import { ToolCard, ToolCardSkeleton } from './tool-card';
import { PageContainer } from '../../../shared/ui/page-container';

export function WorkbenchPage() {
  const { t } = useTranslation('workbench');
  const { currentTeam } = useCurrentTeam();
  useDocumentTitle(t('pageTitle'));
  const object = currentTeam ? teamTrn(currentTeam.uuid) : '';
  const requestFor = (tool: Tool) => permissionRequest(tool.action!, object);
  const requests = currentTeam?.internal ? TOOLS.filter((tool) => tool.action).map(requestFor) : [];
  const results = usePermissions(requests);

  const cards = visibleTools(isFeatureEnabled, (tool) => results[requestFor(tool).requestId]);
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ViewerGuard allowed={currentTeam ? currentTeam.internal : undefined} asPage>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('intro', { team: currentTeam?.displayName || currentTeam?.name })}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <AppAlert id="workbench-intro" severity="info" autoHideMs={null}>
            {t('alert')}
          </AppAlert>
        </Box>
        <Box
          component="ul"
          aria-label={t('listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {cards.map(({ tool, allowed }) => (
            <li key={tool.key}>{allowed === undefined ? <ToolCardSkeleton /> : <ToolCard tool={tool} />}</li>
          ))}
        </Box>
      </ViewerGuard>
    </PageContainer>
  );
}
