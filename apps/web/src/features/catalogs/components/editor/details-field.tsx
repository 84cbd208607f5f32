/** The Details tab: Markdown beside its sanitized preview (stacked on narrow screens). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CatalogFormValues } from '../../utils/catalog-form';
import { MarkdownView } from '../common/markdown-view';
import { useFieldMessage } from './name-fields';

export function DetailsField({ form, disabled }: { form: UseFormReturn<CatalogFormValues>; disabled: boolean }) {
  const { t } = useTranslation('catalogs');
  const message = useFieldMessage();
  const details = useWatch({ control: form.control, name: 'details' });
  const error = form.formState.errors.details;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <TextField
        {...form.register('details')}
        label={t('details.label')}
        disabled={disabled}
        multiline
        minRows={12}
        error={!!error}
        helperText={message(error) ?? t('details.help')}
        slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'catalog-details-input' } }}
      />
      <Box component="section" aria-labelledby="catalog-details-preview">
        <Typography id="catalog-details-preview" variant="h2" sx={{ fontSize: '1rem', fontWeight: 500, mb: 1 }}>
          {t('details.preview')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
          {details.trim() ? (
            <MarkdownView markdown={details} testId="catalog-details-preview" />
          ) : (
            <Typography color="text.secondary">{t('details.empty')}</Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
