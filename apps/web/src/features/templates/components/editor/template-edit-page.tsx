/**
 * /utilities/templates/details/{id} (spec 3 section 2.2): the editor on a saved template, with a back link to the
 * Template Manager. Those who cannot edit see the same tabs read-only.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { resolveError, type Team } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useTeamApplications } from '../../api/get-team-applications';
import { useTemplate } from '../../api/get-template';
import { templateToForm } from '../../utils/template-form';
import { HelpLink } from './help-link';
import { TemplateEditor } from './template-editor';

export function TemplateEditPage({ team, templateId }: { team: Team; templateId: string }) {
  const { t } = useTranslation('templates');
  const template = useTemplate(team.uuid, templateId);
  const applications = useTeamApplications(team.uuid);
  useDocumentTitle(template.data?.name, t('list.title'));
  const loaded = template.data;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={href(paths.templateList)} startIcon={<ArrowBackIcon />}>
          {t('editor.back')}
        </Button>
        <HelpLink />
      </Box>
      {template.isError && <Alert severity="error">{resolveError(template.error).message}</Alert>}
      {!loaded && !template.isError && <Skeleton variant="rounded" height={320} data-testid="template-loading" />}
      {loaded && (
        <>
          <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {loaded.name}
          </Typography>
          <TemplateEditor
            teamId={team.uuid}
            // useForm reads its defaults once: later refetches never wipe what is being typed.
            defaults={templateToForm(loaded)}
            template={loaded}
            applications={applications.data ?? []}
            canEdit={loaded.can_edit}
            onCreated={() => undefined}
          />
        </>
      )}
    </>
  );
}
