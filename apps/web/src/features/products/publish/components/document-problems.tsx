/**
 * The problems of a broken document, each with its line and column, as the parser or the server named them (what
 * went wrong overall is the drop zone's message).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../shared/i18n';
import type { DocumentProblems as Problems } from '../hooks/use-spec-file';

const SHOWN = 10;

export function DocumentProblems({ problems }: { problems: Problems }) {
  const { t } = useTranslation('product-publishing');
  const rest = problems.items.length - SHOWN;
  return (
    <Alert severity="error" icon={false} data-testid="document-problems" aria-label={problems.title}>
      {problems.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {problems.items.slice(0, SHOWN).map((p, i) => (
            <Box component="li" key={i} sx={{ overflowWrap: 'anywhere' }} data-testid="document-problem">
              {p.line !== undefined && (
                <>
                  <strong>
                    {p.column !== undefined
                      ? t('problems.at', { line: p.line, column: p.column })
                      : t('problems.atLine', { line: p.line })}
                  </strong>{' '}
                </>
              )}
              {p.message}
              {p.path && p.path.length > 0 && (
                <Box component="code" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
                  {p.path.join(' › ')}
                </Box>
              )}
            </Box>
          ))}
          {rest > 0 && <li>{t('problems.more', { count: rest })}</li>}
        </Box>
      )}
    </Alert>
  );
}
