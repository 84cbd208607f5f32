/** The result's heading: file and format, counts by severity, downloads (JSON and SARIF). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from '../../../shared/i18n';
import { LINT_SEVERITIES, type LintJob } from '@dc/contracts';
import { downloadJson, resultFileName } from '../utils/download';
import { toSarif } from '../utils/to-sarif';
import { EngineTimings } from './engine-timings';
import { SEVERITY_COLOR, SEVERITY_ICON } from './severity-chip';

export function ResultsSummary({ job }: { job: LintJob }) {
  const { t } = useTranslation('linter');
  const counts = job.counts ?? { error: 0, warning: 0, info: 0, hint: 0 };
  const total = LINT_SEVERITIES.reduce((n, s) => n + counts[s], 0);
  const results = job.results ?? [];
  const format = job.format ? t(`format.${job.format}`) : t('results.formatUnknown');

  return (
    <Box data-testid="lint-summary">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h2">{t('results.title')}</Typography>
        <Stack direction="row" spacing={1} role="group" aria-label={t('results.download')}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`${t('results.download')}: ${t('results.downloadJson')}`}
            onClick={() => downloadJson(job, resultFileName(job.fileName, 'lint.json'))}
          >
            {t('results.downloadJson')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`${t('results.download')}: ${t('results.downloadSarif')}`}
            onClick={() => downloadJson(toSarif(job, results), resultFileName(job.fileName, 'sarif'))}
          >
            {t('results.downloadSarif')}
          </Button>
        </Stack>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {t('results.summary', { file: job.fileName, format })}
      </Typography>
      <EngineTimings job={job} />
      <Stack direction="row" useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }} data-testid="lint-counts">
        <Chip label={t('results.total', { count: total })} sx={{ fontWeight: 500 }} />
        {LINT_SEVERITIES.map((s) => {
          const Icon = SEVERITY_ICON[s];
          return (
            <Chip
              key={s}
              variant="outlined"
              data-testid={`count-${s}`}
              icon={<Icon aria-hidden style={{ color: SEVERITY_COLOR[s] }} />}
              label={`${t(`severity.${s}`)}: ${counts[s]}`}
            />
          );
        })}
      </Stack>
      {job.truncated && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('results.truncated', { shown: results.length, total })}
        </Alert>
      )}
      {total === 0 && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="lint-clean">
          {t('results.noProblems')}
        </Alert>
      )}
    </Box>
  );
}
