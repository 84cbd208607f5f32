/** Tags as chips: typed and confirmed with Enter or a comma, prefilled from the document's tags. */
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { PublishProductFormValues } from '@dc/contracts';
import { useFieldMessage } from '../hooks/use-field-message';

export function TagsField({ control, disabled }: { control: Control<PublishProductFormValues>; disabled: boolean }) {
  const { t } = useTranslation('product-publishing');
  const message = useFieldMessage();
  return (
    <Controller
      name="tags"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          disabled={disabled}
          options={[]}
          value={field.value}
          onChange={(_, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
          onBlur={field.onBlur}
          renderValue={(value, getItemProps) =>
            value.map((tag, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={tag} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t('details.tags')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('details.tagsHelp')}
            />
          )}
        />
      )}
    />
  );
}
