/**
 * The uploaded file around the selected problem, its lines highlighted. Reads the file chosen in this browser
 * session, or (after a reload) fetches the stored upload when it is small enough to show.
 */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { LintJob, LintResult } from '@dc/contracts';
import { useLintSource } from '../api/get-lint-source';
import { lineStarts, lineWindow } from '../utils/source-lines';

const FETCH_LIMIT_BYTES = 10_000_000;

export interface SourceViewProps {
  job: LintJob;
  teamId: string;
  file?: File;
  selected: LintResult;
}

function useSourceText(job: LintJob, teamId: string, file?: File) {
  const [local, setLocal] = useState<string>();
  useEffect(() => {
    let live = true;
    if (file) void file.text().then((text) => live && setLocal(text));
    return () => {
      live = false;
    };
  }, [file]);
  const remote = useLintSource(teamId, job.referenceId, !file && job.fileSize <= FETCH_LIMIT_BYTES);
  if (file) return { text: local, loading: local === undefined, error: false, tooLarge: false };
  return {
    text: remote.data,
    loading: remote.isPending && remote.fetchStatus !== 'idle',
    error: remote.isError,
    tooLarge: job.fileSize > FETCH_LIMIT_BYTES,
  };
}

export function SourceView({ job, teamId, file, selected }: SourceViewProps) {
  const { t } = useTranslation('linter');
  const source = useSourceText(job, teamId, file);
  const starts = useMemo(() => (source.text === undefined ? [] : lineStarts(source.text)), [source.text]);
  const mark = useRef<HTMLDivElement>(null);
  const first = selected.line;
  const last = Math.max(first, selected.range.end.line + 1);
  const view = source.text === undefined ? undefined : lineWindow(source.text, starts, first, last);

  useEffect(() => mark.current?.scrollIntoView?.({ block: 'nearest' }), [selected]);

  let body;
  if (source.tooLarge) body = <Typography color="text.secondary">{t('source.tooLarge')}</Typography>;
  else if (source.error) body = <Typography color="error">{t('source.failed')}</Typography>;
  else if (!view) body = <Skeleton role="progressbar" variant="rounded" height={160} aria-label={t('source.loading')} />;
  else
    body = (
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('source.label', { file: job.fileName })}
        data-testid="source-lines"
        sx={{
          m: 0,
          maxHeight: 400,
          overflow: 'auto',
          fontSize: 13,
          lineHeight: 1.6,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {view.lines.map((line, i) => {
          const n = view.from + i;
          const hit = n >= first && n <= last;
          return (
            <Box
              key={n}
              ref={hit && n === first ? mark : undefined}
              data-line={n}
              data-highlighted={hit || undefined}
              sx={{
                display: 'flex',
                bgcolor: hit ? '#FFF4CE' : undefined,
                borderLeft: 3,
                borderColor: hit ? '#8A5300' : 'transparent',
              }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 56,
                  flexShrink: 0,
                  pr: 1.5,
                  textAlign: 'right',
                  color: 'text.secondary',
                  userSelect: 'none',
                }}
              >
                {n}
              </Box>
              <Box component="code" sx={{ whiteSpace: 'pre', pr: 2 }}>
                {line || ' '}
              </Box>
            </Box>
          );
        })}
      </Box>
    );

  return (
    <Box data-testid="source-view" sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {t('source.title')} · {t('source.lines', { from: first, to: last })}
      </Typography>
      {body}
    </Box>
  );
}
