/** The selected locale's JSON: the lazily loaded code editor, its error ('Provide valid content JSON'), removal. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { lazy, Suspense } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { TemplateFormInput } from '../../utils/template-form';

const JsonCodeEditor = lazy(() => import('./json-code-editor').then((m) => ({ default: m.JsonCodeEditor })));

interface LocaleContentEditorProps {
  control: Control<TemplateFormInput>;
  index: number;
  label: string;
  readOnly: boolean;
  canRemove: boolean;
  onRemove(): void;
}

export function LocaleContentEditor({
  control,
  index,
  label,
  readOnly,
  canRemove,
  onRemove,
}: LocaleContentEditorProps) {
  const { t } = useTranslation('templates');
  const { field, fieldState } = useController({ control, name: `locales.${index}.json` });
  const errorId = `locale-json-error-${index}`;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('content.localeContent', { locale: label })}
        </Typography>
        {!readOnly && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} disabled={!canRemove}>
            {t('content.removeLocale')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& .cm-editor': { fontSize: '0.85rem' },
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
          <JsonCodeEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('content.editorLabel', { locale: label })}
            invalid={!!fieldState.error}
            describedBy={fieldState.error ? errorId : undefined}
            readOnly={readOnly}
          />
        </Suspense>
      </Box>
      {fieldState.error && (
        <FormHelperText id={errorId} error role="alert">
          {fieldState.error.message}
        </FormHelperText>
      )}
      {!readOnly && <FormHelperText>{t('content.hint')}</FormHelperText>}
    </Box>
  );
}
