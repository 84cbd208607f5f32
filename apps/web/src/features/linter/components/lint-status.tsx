/**
 * Where the session stands between the drop and the results: upload progress, the job's stage and progress
 * while polled, 'still running, check back' after the last poll, 'Linting failed. Please try again.' on FAILED.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../shared/i18n';
import { ApiRequestError } from '../../../shared/lib/api-error';
import type { LintSession } from '../hooks/use-lint-session';
import { ProgressBlock } from './progress-block';

export function LintStatus({ session }: { session: LintSession }) {
  const { t } = useTranslation('linter');
  const { job, referenceId } = session;
  const again = (
    <Button color="inherit" size="small" onClick={session.reset}>
      {t('job.lintAnother')}
    </Button>
  );

  if (session.uploading)
    return (
      <ProgressBlock
        testId="upload-progress"
        label={t('upload.label', { file: session.uploadName })}
        value={session.uploadPercent}
      />
    );
  if (!referenceId) return null;
  const reference = t('job.reference', { ref: referenceId });
  if (job.isPending) return <ProgressBlock testId="lint-progress" label={t('job.stage.queued')} detail={reference} />;
  if (job.isError) {
    const notFound = job.error instanceof ApiRequestError && job.error.status === 404;
    return (
      <Alert severity={notFound ? 'warning' : 'error'} sx={{ mt: 2 }} action={again} data-testid="lint-load-error">
        {t(notFound ? 'job.notFound' : 'job.loadFailed')}
      </Alert>
    );
  }
  const data = job.data;
  if (data.status === 'FAILED')
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={again} data-testid="lint-failed">
        <AlertTitle>{t('job.failed')}</AlertTitle>
        {data.reason}
      </Alert>
    );
  if (session.stillRunning)
    return (
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        data-testid="lint-still-running"
        action={
          <Button color="inherit" size="small" onClick={session.checkAgain}>
            {t('job.checkAgain')}
          </Button>
        }
      >
        <AlertTitle>{t('job.stillRunningTitle')}</AlertTitle>
        {t('job.stillRunning', { ref: referenceId })}
      </Alert>
    );
  if (session.running)
    return (
      <ProgressBlock
        testId="lint-progress"
        label={t(`job.stage.${data.stage}`)}
        value={data.progress}
        detail={reference}
      />
    );
  return null;
}
