/** One tab per locale, each with its From line, subject and the rendered e-mail (spec 3 section 2.2). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError, type TemplateLocale } from '@dc/contracts';
import { useTemplatePreview } from '../../api/get-template-preview';
import { PreviewFrame } from './preview-frame';

interface TemplatePreviewViewProps {
  teamId: string;
  templateId: string;
  locales: readonly TemplateLocale[];
  locale: TemplateLocale;
  onLocaleChange(locale: TemplateLocale): void;
}

function LocalePreview({ teamId, templateId, locale }: { teamId: string; templateId: string; locale: TemplateLocale }) {
  const { t } = useTranslation('templates');
  const preview = useTemplatePreview(teamId, templateId, locale);
  if (preview.isError) return <Alert severity="error">{resolveError(preview.error).message}</Alert>;
  if (!preview.data)
    return <Skeleton role="progressbar" variant="rounded" height={500} sx={{ maxWidth: 815 }} aria-label={t('preview.loading')} />;
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mb: 2, mt: 0 }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('preview.from')}
        </Typography>
        <Typography component="dd" data-testid="preview-from" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {preview.data.from}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('preview.subject')}
        </Typography>
        <Typography component="dd" data-testid="preview-subject" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {preview.data.subject}
        </Typography>
      </Box>
      <PreviewFrame html={preview.data.html} title={t('preview.frameTitle', { locale })} />
    </>
  );
}

export function TemplatePreviewView({ teamId, templateId, locales, locale, onLocaleChange }: TemplatePreviewViewProps) {
  const { t } = useTranslation('templates');
  const current = locales.includes(locale) ? locale : locales[0];
  if (!current) return null;
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_e, v: TemplateLocale) => onLocaleChange(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('preview.localesLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {locales.map((code) => (
          <Tab key={code} value={code} label={code} id={`preview-tab-${code}`} aria-controls="preview-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="preview-panel" aria-labelledby={`preview-tab-${current}`}>
        <LocalePreview key={current} teamId={teamId} templateId={templateId} locale={current} />
      </Box>
    </Box>
  );
}
