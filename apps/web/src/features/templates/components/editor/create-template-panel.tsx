/**
 * Create template (spec 3 sections 2.2, 4): a full-screen slide-in with the editor and a help link. The first save
 * creates the template and keeps the panel open on it, so the Preview tab opens up; closing refreshes the list.
 */
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { TransitionProps } from '@mui/material/transitions';
import { forwardRef, useMemo, useState, type ReactElement, type Ref } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { canManageTemplates, type Team } from '@dc/contracts';
import { useTeamApplications } from '../../api/get-team-applications';
import { useTemplate } from '../../api/get-template';
import { emptyTemplateForm } from '../../utils/template-form';
import { HelpLink } from './help-link';
import { TemplateEditor } from './template-editor';
import { PageContainer } from '../../../../shared/ui/page-container';

const SlideUp = forwardRef(function SlideUp(props: TransitionProps & { children: ReactElement }, ref: Ref<unknown>) {
  return <Slide direction="left" ref={ref} {...props} />;
});

export function CreateTemplatePanel({ team, onClose }: { team: Team; onClose(): void }) {
  const { t } = useTranslation('templates');
  const [templateId, setTemplateId] = useState<string>();
  const saved = useTemplate(team.uuid, templateId);
  const applications = useTeamApplications(team.uuid);
  const defaults = useMemo(() => emptyTemplateForm(team.displayName || team.name), [team]);
  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      slots={{ transition: SlideUp }}
      aria-labelledby="create-template-title"
      data-testid="create-template-panel"
    >
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={t('editor.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="create-template-title" variant="h1" component="h2" sx={{ flex: 1, fontSize: '1.25rem' }}>
            {saved.data ? saved.data.name : t('editor.createTitle')}
          </Typography>
          <HelpLink />
        </Toolbar>
      </AppBar>
      <PageContainer maxWidth="xl" sx={{ py: 3 }}>
        <TemplateEditor
          teamId={team.uuid}
          defaults={defaults}
          template={saved.data}
          applications={applications.data ?? []}
          canEdit={canManageTemplates(team.internal, team.role)}
          onCreated={setTemplateId}
        />
      </PageContainer>
    </Dialog>
  );
}
