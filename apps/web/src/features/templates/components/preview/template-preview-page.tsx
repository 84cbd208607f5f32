/**
 * /utilities/templates/preview/{id} (spec 3 section 2.2): read-only, every locale as the recipient sees it at
 * 815x500 with its From line; Edit template, and a test e-mail with test values.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { resolveError, type Team, type TemplateLocale } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useTemplate } from '../../api/get-template';
import { TemplateStatus } from '../list/template-status';
import { TemplatePreviewView } from './template-preview-view';
import { TestEmailDialog } from './test-email-dialog';

export function TemplatePreviewPage({ team, templateId }: { team: Team; templateId: string }) {
  const { t } = useTranslation('templates');
  const template = useTemplate(team.uuid, templateId);
  const [locale, setLocale] = useState<TemplateLocale>('en');
  const [testing, setTesting] = useState(false);
  const data = template.data;
  useDocumentTitle(t('preview.pageTitle'), data?.name);
  return (
    <>
      <Button component={RouterLink} to={href(paths.templateList)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('editor.back')}
      </Button>
      {template.isError && <Alert severity="error">{resolveError(template.error).message}</Alert>}
      {!data && !template.isError && <Skeleton variant="rounded" height={500} data-testid="template-loading" />}
      {data && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 1,
            }}
          >
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setTesting(true)}>
                {t('testEmail.open')}
              </Button>
              <Button
                variant="contained"
                component={RouterLink}
                to={href(paths.templateDetails, { templateId })}
                startIcon={<EditIcon />}
              >
                {data.can_edit ? t('preview.edit') : t('preview.view')}
              </Button>
            </Box>
          </Box>
          <Box sx={{ mb: 3 }}>
            <TemplateStatus status={data.status} />
          </Box>
          <TemplatePreviewView
            teamId={team.uuid}
            templateId={templateId}
            locales={data.locale_codes}
            locale={locale}
            onLocaleChange={setLocale}
          />
          {testing && (
            <TestEmailDialog
              teamId={team.uuid}
              template={data}
              locale={data.locale_codes.includes(locale) ? locale : data.locale_codes[0]}
              onClose={() => setTesting(false)}
            />
          )}
        </>
      )}
    </>
  );
}
