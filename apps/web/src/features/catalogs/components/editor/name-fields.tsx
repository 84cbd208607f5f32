/** The Name tab: the catalog name (required; the server reports CT1002 over 10 characters), display name, description. */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../shared/i18n';
import type { UseFormReturn } from 'react-hook-form';
import type { CatalogFormValues } from '../../utils/catalog-form';

/** Client messages are translation keys; the server's come already written (with their code). */
export const useFieldMessage = () => {
  const { t } = useTranslation('catalogs');
  return (error: { type?: string; message?: string } | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;
};

export function NameFields({ form, disabled }: { form: UseFormReturn<CatalogFormValues>; disabled: boolean }) {
  const { t } = useTranslation('catalogs');
  const message = useFieldMessage();
  const { errors } = form.formState;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <TextField
        {...form.register('name')}
        label={t('editor.nameLabel')}
        required
        disabled={disabled}
        error={!!errors.name}
        helperText={message(errors.name) ?? t('editor.nameHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'catalog-name' } }}
      />
      <TextField
        {...form.register('displayName')}
        label={t('editor.displayNameLabel')}
        disabled={disabled}
        error={!!errors.displayName}
        helperText={message(errors.displayName) ?? t('editor.displayNameHelp')}
        autoComplete="off"
      />
      <TextField
        {...form.register('description')}
        label={t('editor.descriptionLabel')}
        disabled={disabled}
        multiline
        minRows={4}
        error={!!errors.description}
        helperText={message(errors.description)}
      />
    </Stack>
  );
}
