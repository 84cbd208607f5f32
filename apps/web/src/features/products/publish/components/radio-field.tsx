/** A labelled radio group bound to the publisher form (mode, visibility, approval type). */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { PublishProductFormValues } from '@dc/contracts';

type RadioName = 'mode' | 'visibility' | 'approvalType';

export interface RadioFieldProps {
  name: RadioName;
  control: Control<PublishProductFormValues>;
  label: string;
  options: Array<{ value: string; label: string }>;
  disabled?: boolean;
}

export function RadioField({ name, control, label, options, disabled }: RadioFieldProps) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl disabled={disabled}>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup aria-labelledby={id} name={field.name} value={field.value} onChange={field.onChange}>
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
