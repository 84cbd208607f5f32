/** An example value as formatted JSON (text as it is), scrollable and reachable by keyboard. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n';
import { MONO } from './mono';

export function ExampleBlock({ value, of, testId }: { value: unknown; of: string; testId?: string }) {
  const { t } = useTranslation('api-reference');
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('example')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('exampleOf', { what: of })}
        data-testid={testId}
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
        {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}
