/** The agreement text in a scrollable box, at most 316 px high (spec 1 sections 2.5 and 9). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useTranslation } from '../../../shared/i18n';
import { TERMS_MAX_HEIGHT } from '@dc/contracts';
import { useTerms } from '../api/get-terms';

export function TermsText() {
  const { t } = useTranslation('legal-terms');
  const { data, isPending, isError, refetch } = useTerms(true);
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  return (
    <Box
      role="region"
      aria-label={t('textLabel')}
      // Focusable so keyboard users can scroll the text.
      tabIndex={0}
      data-testid="terms-text"
      sx={{
        maxHeight: TERMS_MAX_HEIGHT,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1,
        typography: 'body2',
        '& h2': { typography: 'h3', mt: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 500, mt: 2, mb: 0.5 },
        '& p': { mt: 0, mb: 1.5 },
      }}
    >
      {isPending ? (
        <Box aria-busy="true" sx={{ py: 1 }}>
          {[90, 100, 95, 70, 100, 85].map((w, i) => (
            <Skeleton key={i} width={`${w}%`} />
          ))}
        </Box>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: data ?? '' }} />
      )}
    </Box>
  );
}
