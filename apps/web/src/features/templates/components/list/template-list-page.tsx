/**
 * /utilities/templates/list (spec 3 sections 2.2, 6, 7.3): the team's templates, filtered by application; editors
 * add templates in the create slide-in and delete them by typing the name. Closing the slide-in refreshes the list.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { canManageTemplates, resolveError, type Team, type TemplateSummary } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useTeamApplications } from '../../api/get-team-applications';
import { useTemplates } from '../../api/get-templates';
import { templateKeys } from '../../api/keys';
import { CreateTemplatePanel } from '../editor/create-template-panel';
import { ApplicationFilter } from './application-filter';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { TemplateTable } from './template-table';

function ListSkeleton() {
  return (
    <Stack spacing={1} data-testid="template-list-loading" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

export function TemplateListPage({ team }: { team: Team }) {
  const { t } = useTranslation('templates');
  useDocumentTitle(t('list.pageTitle'));
  const queryClient = useQueryClient();
  const [appIds, setAppIds] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<TemplateSummary>();
  const applications = useTeamApplications(team.uuid);
  const templates = useTemplates(team.uuid, appIds);
  const canEdit = canManageTemplates(team.internal, team.role);
  const addButton = canEdit ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      {t('list.add')}
    </Button>
  ) : null;
  const closePanel = () => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: templateKeys.lists(team.uuid) });
  };
  return (
    <>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={href(paths.utilitiesTools)}>
          {t('tools')}
        </Link>
        <Typography color="text.primary">{t('list.title')}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('list.title')}</Typography>
        {addButton}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 880 }}>
        {t('list.intro')}
      </Typography>
      <Box sx={{ display: 'flex', mb: 2 }}>
        <ApplicationFilter
          applications={applications.data}
          loading={applications.isPending}
          value={appIds}
          onChange={setAppIds}
        />
      </Box>
      {templates.isPending && <ListSkeleton />}
      {templates.isError && <Alert severity="error">{resolveError(templates.error).message}</Alert>}
      {templates.data && templates.data.length === 0 && (
        <Box data-testid="template-list-empty" sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('list.empty')}</Typography>
          {addButton}
        </Box>
      )}
      {templates.data && templates.data.length > 0 && (
        <TemplateTable templates={templates.data} canEdit={canEdit} onDelete={setRemoving} />
      )}
      <DeleteTemplateDialog teamId={team.uuid} template={removing} onClose={() => setRemoving(undefined)} />
      {creating && <CreateTemplatePanel team={team} onClose={closePanel} />}
    </>
  );
}
