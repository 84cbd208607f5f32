/**
 * /utilities/templates/analytics/{id} (spec 3 sections 2.2, 9): a duration (1d ... 12m, default 12m), Combined
 * Metrics behind its flag, and the Summary and Charts tabs. Charts load only when their tab opens.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { ANALYTICS_DURATIONS, DEFAULT_ANALYTICS_DURATION, resolveError, type AnalyticsDuration } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useEmailStats } from '../../api/get-email-stats';
import { useTemplate } from '../../api/get-template';
import { notUsed } from '../../utils/analytics-view';
import { SummaryTab } from './summary-tab';

const ChartsTab = lazy(() => import('./charts-tab').then((m) => ({ default: m.ChartsTab })));

interface TemplateAnalyticsPageProps {
  teamId: string;
  templateId: string;
  combinedMetrics: boolean;
}

export function TemplateAnalyticsPage({ teamId, templateId, combinedMetrics }: TemplateAnalyticsPageProps) {
  const { t } = useTranslation('templates');
  const [duration, setDuration] = useState<AnalyticsDuration>(DEFAULT_ANALYTICS_DURATION);
  const [combined, setCombined] = useState(false);
  const [tab, setTab] = useState<'summary' | 'charts'>('summary');
  const template = useTemplate(teamId, templateId);
  const stats = useEmailStats(teamId, templateId, duration);
  useDocumentTitle(t('analytics.pageTitle'), template.data?.name);
  const data = stats.data;
  return (
    <>
      <Button component={RouterLink} to={href(paths.templateList)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('editor.back')}
      </Button>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('analytics.title', { name: template.data?.name ?? '' })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 3 }}>
        <TextField
          select
          size="small"
          label={t('analytics.duration')}
          value={duration}
          onChange={(e) => setDuration(e.target.value as AnalyticsDuration)}
          sx={{ minWidth: 200 }}
        >
          {ANALYTICS_DURATIONS.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {t(`analytics.durations.${d.value}`)}
            </MenuItem>
          ))}
        </TextField>
        {combinedMetrics && (
          <FormControlLabel
            control={<Checkbox checked={combined} onChange={(e) => setCombined(e.target.checked)} />}
            label={t('analytics.combined')}
          />
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: 'summary' | 'charts') => setTab(v)}
        aria-label={t('analytics.tabsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="summary"
          label={t('analytics.summary')}
          id="analytics-tab-summary"
          aria-controls="analytics-panel"
        />
        <Tab value="charts" label={t('analytics.charts')} id="analytics-tab-charts" aria-controls="analytics-panel" />
      </Tabs>
      <Box role="tabpanel" id="analytics-panel" aria-labelledby={`analytics-tab-${tab}`} aria-busy={stats.isFetching}>
        {stats.isError && <Alert severity="error">{resolveError(stats.error).message}</Alert>}
        {!data && !stats.isError && <Skeleton variant="rounded" height={240} data-testid="analytics-loading" />}
        {data && notUsed(data.totals) && (
          <Alert severity="info" data-testid="analytics-empty" sx={{ mb: 2 }}>
            {t('analytics.empty')}
          </Alert>
        )}
        {data && tab === 'summary' && <SummaryTab totals={data.totals} />}
        {data && tab === 'charts' && (
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <ChartsTab stats={data.stats} aggregate={data.aggregate} duration={data.duration} combined={combined} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
