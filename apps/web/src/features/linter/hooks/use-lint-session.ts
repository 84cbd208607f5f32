/**
 * One linting session of the page: the chosen file (checked here first), its upload with progress, and the job
 * it became, polled by reference. The reference sits in the URL (?ref=) so a reload or a later visit finds it.
 */
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSearchParams } from '../../../shared/router';
import {
  LINTER_DEFAULT_RULESET,
  LINTER_POLL_RETRIES,
  isLintFinished,
  type LintJob,
  type LintRuleset,
} from '@dc/contracts';
import { ApiRequestError } from '../../../shared/lib/api-error';
import type { DropZoneState } from '../../../shared/ui/file-drop-zone/file-drop-zone';
import { pollsUsed, useLintJob } from '../api/get-lint-job';
import { useUploadSpec } from '../api/upload-spec';
import { checkSpecFile } from '../utils/check-spec-file';

export const REF_PARAM = 'ref';

const fileSizeText = (bytes: number) =>
  bytes < 1000
    ? `${bytes} B`
    : bytes < 1_000_000
      ? `${(bytes / 1000).toFixed(1)} KB`
      : `${(bytes / 1_000_000).toFixed(1)} MB`;

export function useLintSession(teamId: string) {
  const { t } = useTranslation('linter');
  const [params, setParams] = useSearchParams();
  const referenceId = params.get(REF_PARAM) ?? undefined;
  const [drop, setDrop] = useState<DropZoneState>({ kind: 'idle' });
  const [file, setFile] = useState<File>();
  const [uploadPercent, setUploadPercent] = useState(0);
  const [pollsFrom, setPollsFrom] = useState(0);
  const [ruleset, setRuleset] = useState<LintRuleset>(LINTER_DEFAULT_RULESET);
  const upload = useUploadSpec();
  const { query: job, answers } = useLintJob(teamId, referenceId, pollsFrom);

  const uploadFailed = (err: unknown): DropZoneState => {
    const status = err instanceof ApiRequestError ? err.status : 0;
    if (status === 413) return { kind: 'rejected', message: t('checks.fileTooLarge') };
    if (status === 415) return { kind: 'rejected', message: t('checks.invalidFormat') };
    return { kind: 'rejected' };
  };

  async function selectFiles(files: File[]) {
    if (files.length !== 1) return setDrop({ kind: 'rejected', message: t('checks.oneFile') });
    const chosen = files[0];
    const check = await checkSpecFile(chosen);
    if (!check.ok) return setDrop({ kind: 'rejected', message: t(`checks.${check.reason}`) });
    setDrop({ kind: 'accepted', fileName: chosen.name, detail: fileSizeText(chosen.size) });
    setFile(chosen);
    setUploadPercent(0);
    setParams({}, { replace: true });
    upload.mutate(
      { file: chosen, teamId, ruleset, onProgress: setUploadPercent },
      {
        onSuccess: (created: LintJob) => {
          setPollsFrom(0);
          setParams({ [REF_PARAM]: created.referenceId });
        },
        onError: (err) => {
          setFile(undefined);
          setDrop(uploadFailed(err));
        },
      },
    );
  }

  const data = job.data;
  const running = Boolean(data && !isLintFinished(data.status));
  const stillRunning = running && pollsUsed(answers, pollsFrom) > LINTER_POLL_RETRIES;
  const shownDrop: DropZoneState =
    drop.kind === 'idle' && data
      ? { kind: 'accepted', fileName: data.fileName, detail: fileSizeText(data.fileSize) }
      : drop;

  return {
    referenceId,
    /** The rulesets the next upload is linted with. */
    ruleset,
    setRuleset,
    drop: shownDrop,
    /** The file as chosen in this browser session (the source view reads it locally). */
    file: file && data && file.name === data.fileName && file.size === data.fileSize ? file : undefined,
    uploading: upload.isPending,
    uploadPercent,
    uploadName: upload.variables?.file.name,
    job,
    running,
    stillRunning,
    busy: upload.isPending || (running && !stillRunning),
    selectFiles: (files: File[]) => void selectFiles(files),
    checkAgain() {
      setPollsFrom(answers);
      void job.refetch();
    },
    reset() {
      setDrop({ kind: 'idle' });
      setFile(undefined);
      upload.reset();
      setParams({}, { replace: true });
    },
  };
}
export type LintSession = ReturnType<typeof useLintSession>;
