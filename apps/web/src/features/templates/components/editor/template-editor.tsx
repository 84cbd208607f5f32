/**
 * The template editor of the create slide-in and the edit page (spec 3 sections 2.2, 4, 5): tabs Settings, Content
 * and Preview (disabled until the template is saved), and Save. Saving with an error opens the tab that shows it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { Application, Template, TemplateLocale } from '@dc/contracts';
import { templateFormSchema, type TemplateFormInput, type TemplateFormValues } from '../../utils/template-form';
import { TemplatePreviewView } from '../preview/template-preview-view';
import { ContentTab } from './content-tab';
import { SettingsTab } from './settings-tab';
import { useTemplateSave } from './use-template-save';

type EditorTab = 'settings' | 'content' | 'preview';

export interface TemplateEditorProps {
  teamId: string;
  defaults: TemplateFormInput;
  /** The saved template (undefined until the first save). */
  template?: Template;
  applications: Application[];
  canEdit: boolean;
  onCreated(id: string): void;
}

const tabOfErrors = (errors: FieldErrors<TemplateFormInput>): EditorTab =>
  errors.name || errors.sender_name || errors.variables || errors.metadata ? 'settings' : 'content';

export function TemplateEditor({ teamId, defaults, template, applications, canEdit, onCreated }: TemplateEditorProps) {
  const { t } = useTranslation('templates');
  const [tab, setTab] = useState<EditorTab>('settings');
  const [previewLocale, setPreviewLocale] = useState<TemplateLocale>('en');
  const { control, register, handleSubmit, reset } = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    mode: 'onChange',
    reValidateMode: 'onBlur',
    defaultValues: defaults,
  });
  const { save, saving, publishNow, publishing } = useTemplateSave(teamId, template?.id, onCreated);
  const readOnly = !canEdit;
  const submit = handleSubmit(
    (values) => save(values, () => reset(values, { keepValues: true })),
    (errors) => setTab(tabOfErrors(errors)),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('editor.formLabel')}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
        }}
      >
        <Tabs
          value={tab}
          onChange={(_e, v: EditorTab) => setTab(v)}
          aria-label={t('editor.tabsLabel')}
          sx={{ flex: 1 }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="settings" label={t('editor.settings')} id="editor-tab-settings" aria-controls="editor-panel" />
          <Tab value="content" label={t('editor.content')} id="editor-tab-content" aria-controls="editor-panel" />
          <Tab
            value="preview"
            label={t('editor.preview')}
            id="editor-tab-preview"
            aria-controls="editor-panel"
            disabled={!template}
          />
        </Tabs>
        {canEdit && (
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving} sx={{ mb: 1 }}>
            {t('editor.save')}
          </Button>
        )}
      </Box>
      <Box role="tabpanel" id="editor-panel" aria-labelledby={`editor-tab-${tab}`}>
        {tab === 'settings' && (
          <SettingsTab
            control={control}
            register={register}
            applications={applications}
            readOnly={readOnly}
            publish={{
              visible: canEdit && !!template,
              published: template?.status === 'published',
              busy: publishing,
              onPublish: publishNow,
            }}
          />
        )}
        {tab === 'content' && <ContentTab control={control} readOnly={readOnly} />}
        {tab === 'preview' && template && (
          <TemplatePreviewView
            teamId={teamId}
            templateId={template.id}
            locales={template.locale_codes}
            locale={previewLocale}
            onLocaleChange={setPreviewLocale}
          />
        )}
      </Box>
    </Box>
  );
}
