/** Which engine linted the job and how long each of its stages took on the server. */
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import type { LintJob, LintTimings } from '@dc/contracts';

const STAGES: Array<keyof LintTimings> = ['reading', 'parsing', 'linting', 'saving'];

export function EngineTimings({ job }: { job: Pick<LintJob, 'engine' | 'timings'> }) {
  const { t } = useTranslation('linter');
  if (!job.engine) return null;
  const times = STAGES.filter((s) => job.timings?.[s] !== undefined).map((s) =>
    t('results.stageTime', { stage: t(`results.stage.${s}`), ms: job.timings![s] }),
  );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="lint-engine">
      {t('results.engine', { engine: t(`results.engines.${job.engine}`) })}
      {times.length > 0 && (
        <>
          {' · '}
          <span aria-label={t('results.timings')}>{times.join(' · ')}</span>
        </>
      )}
    </Typography>
  );
}
