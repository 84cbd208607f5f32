/**
 * A text field bound to the publisher form. Controlled, so values the document prefills show with their label
 * raised; the error replaces the help text.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { PublishProductFormValues } from '@dc/contracts';
import { useFieldMessage } from '../hooks/use-field-message';

type Name = FieldPath<PublishProductFormValues>;

export type FormTextFieldProps = Omit<TextFieldProps, 'name'> & {
  name: Name;
  control: Control<PublishProductFormValues>;
  help?: string;
};

export function FormTextField({ name, control, help, ...props }: FormTextFieldProps) {
  const message = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message) ?? help}
          fullWidth
        />
      )}
    />
  );
}
