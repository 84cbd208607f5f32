/** The answer of a Try it call: status, headers and body. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { TryItResult } from '../../api/try-it';

const MONO = 'ui-monospace, Menlo, Consolas, monospace';

export function TryItResultView({ result }: { result: TryItResult }) {
  const { t } = useTranslation('products');
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Box sx={{ mt: 2 }} data-testid="try-it-result" role="status">
      <Typography
        sx={{ fontFamily: MONO, fontWeight: 600, color: ok ? '#1B5E20' : '#B71C1C' }}
        data-testid="try-it-status"
      >
        {result.status} {result.statusText}
      </Typography>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('tryIt.headers')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('tryIt.headers')}
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'auto',
          fontFamily: MONO,
          fontSize: '0.75rem',
        }}
      >
        {result.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}
      </Box>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('tryIt.response')}
      </Typography>
      {result.truncated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid="try-it-truncated">
          {t('tryIt.truncated')}
        </Typography>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('tryIt.response')}
        data-testid="try-it-body"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 360,
          fontFamily: MONO,
          fontSize: '0.8125rem',
        }}
      >
        {result.body}
      </Box>
    </Box>
  );
}
