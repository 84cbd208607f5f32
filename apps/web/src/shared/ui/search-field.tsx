/**
 * A list's search field: TextField's small outlined search input with a search icon at its start (so its label
 * always sits shrunk), our own (outlined-field.tsx), off the products gallery's first paint (issue 18).
 */
import SearchIcon from '@mui/icons-material/Search';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  FieldAdornment,
  FieldBox,
  FieldLabel,
  FieldOutline,
  FieldRoot,
  fieldClasses,
  fieldInputStyle,
} from './outlined-field';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  placeholder?: string;
  /** A control at the end of the field (a clear button). */
  end?: ReactNode;
  sx?: SxProps<Theme>;
}

const Input = styled('input')(({ theme }) => ({
  ...fieldInputStyle,
  paddingLeft: 0,
  MozAppearance: 'textfield',
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  '&::placeholder': {
    color: 'currentColor',
    opacity: 0.42,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
  },
}));

export function SearchField({ label, value, onChange, onKeyDown, placeholder, end, sx }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const state = focused ? fieldClasses.focused : '';
  return (
    <FieldRoot sx={sx}>
      <FieldLabel id={`${id}-label`} htmlFor={id} className={state}>
        {label}
      </FieldLabel>
      <FieldBox
        className={`${fieldClasses.box} ${state}`}
        sx={{ pl: '14px', pr: end ? '14px' : undefined }}
        // A press on the box beside the input (its padding, the icon) focuses the input, as in MUI's.
        onClick={(e) => e.target === e.currentTarget && input.current?.focus()}
      >
        <FieldAdornment position="start">
          <SearchIcon fontSize="small" />
        </FieldAdornment>
        <Input
          ref={input}
          id={id}
          type="search"
          aria-invalid="false"
          className={fieldClasses.input}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          sx={end ? { pr: 0 } : undefined}
        />
        {end && <FieldAdornment position="end">{end}</FieldAdornment>}
        <FieldOutline label={label} />
      </FieldBox>
    </FieldRoot>
  );
}
