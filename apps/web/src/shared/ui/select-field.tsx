/**
 * A small outlined select: MUI Select's closed look and behaviour (outlined-field.tsx) with its list, MUI Menu,
 * loaded when first opened (select-field-menu.tsx), so the top bar's team selector and the lists' sort selectors
 * paint without Select, Menu, Popover and Modal (issue 18). As MUI's: a combobox that opens on a press, Enter,
 * Space, ArrowDown or ArrowUp; the list focuses the chosen option and gives the focus back when it closes.
 * With `label` it is TextField's select (the label names the combobox and its list); without, `ariaLabel` names it.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { FieldBox, FieldLabel, FieldOutline, FieldRoot, fieldClasses, fieldInputStyle } from './outlined-field';

const menuModule = onDemand(() => import('./select-field-menu'));

/** An option, or a header (a group's title) that cannot be chosen. */
export type SelectItem = { value: string; label: ReactNode } | { header: string };

export interface SelectFieldProps {
  /** The combobox's id; one is made when missing. */
  id?: string;
  label?: string;
  ariaLabel?: string;
  /** The list's accessible name, when the label does not give it one. */
  listLabel?: string;
  value: string;
  items: readonly SelectItem[];
  /** What the closed field shows (the chosen option's label, a placeholder). */
  display: ReactNode;
  onChange(value: string): void;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

const OPEN_KEYS = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

const Value = styled('div')(({ theme }) => ({
  ...fieldInputStyle,
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  paddingRight: 32,
  height: 'auto',
  minHeight: '1.4375em',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  [`&.${fieldClasses.disabled}`]: {
    cursor: 'default',
    opacity: 1,
    WebkitTextFillColor: theme.palette.text.disabled,
  },
}));

const Icon = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  [`&.${fieldClasses.disabled}`]: { color: theme.palette.action.disabled },
}));

export function SelectField(props: SelectFieldProps) {
  const { label, ariaLabel, listLabel, value, items, display, onChange, disabled, fullWidth, sx } = props;
  const madeId = useId();
  const id = props.id ?? madeId;
  const labelId = label ? `${id}-label` : undefined;
  const listId = `${id}-listbox`;
  const box = useRef<HTMLDivElement>(null);
  const valueRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const [menuWidth, setMenuWidth] = useState<number>();
  const [openedBy, setOpenedBy] = useState<'mouse' | 'keyboard'>('mouse');
  const Menu = useOnDemand(menuModule, opened)?.default;

  const show = (by: 'mouse' | 'keyboard') => {
    setOpenedBy(by);
    setMenuWidth(box.current?.clientWidth);
    setOpen(true);
    setOpened(true);
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    valueRef.current?.focus();
    show('mouse');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    show('keyboard');
  };
  const state = [focused && fieldClasses.focused, disabled && fieldClasses.disabled].filter(Boolean).join(' ');

  const field = (
    <FieldBox
      ref={box}
      className={`${fieldClasses.box} ${state}`}
      sx={label ? undefined : [{ width: fullWidth ? '100%' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid={label ? undefined : props['data-testid']}
    >
      <Value
        ref={valueRef}
        id={label ? id : props.id}
        tabIndex={disabled ? undefined : 0}
        role="combobox"
        aria-controls={open ? listId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded={open ? 'true' : 'false'}
        aria-haspopup="listbox"
        aria-label={ariaLabel}
        aria-labelledby={label ? `${labelId} ${id}` : undefined}
        className={`${fieldClasses.input} ${state}`}
        onMouseDown={disabled ? undefined : onMouseDown}
        onKeyDown={disabled ? undefined : onKeyDown}
        onFocus={() => setFocused(true)}
        // While the list is open the field stays focused, as MUI's: the focus comes back when the list closes.
        onBlur={() => !open && setFocused(false)}
      >
        {display ?? (
          <span className="notranslate" aria-hidden>
            {'\u200B'}
          </span>
        )}
      </Value>
      <Icon className={`${fieldClasses.icon} ${state}`} sx={open ? { transform: 'rotate(180deg)' } : undefined} />
      <FieldOutline label={label} />
      {Menu && (
        <Menu
          anchorEl={box.current}
          open={open}
          onClose={() => setOpen(false)}
          items={items}
          value={value}
          onChoose={(chosen) => {
            setOpen(false);
            if (chosen !== value) onChange(chosen);
          }}
          listId={listId}
          labelledBy={labelId}
          listLabel={listLabel}
          minWidth={menuWidth}
          openedBy={openedBy}
        />
      )}
    </FieldBox>
  );
  if (!label) return field;
  return (
    <FieldRoot
      sx={[{ width: fullWidth ? '100%' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid={props['data-testid']}
    >
      <FieldLabel
        id={labelId}
        htmlFor={id}
        className={state}
        onClick={() => {
          if (getSelection()?.isCollapsed !== false) valueRef.current?.focus();
        }}
      >
        {label}
      </FieldLabel>
      {field}
    </FieldRoot>
  );
}
