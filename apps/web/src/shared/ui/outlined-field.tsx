/**
 * The parts of MUI's small outlined text field (FormControl, InputLabel, OutlinedInput, InputAdornment) as our own
 * styled elements, for the fields of a first paint (issue 18): MUI's TextField and Select bring InputBase,
 * FormControl and, for the select, Menu, Popover and Modal, about 20 KB gzip of the products gallery's first paint.
 * Same sizes, colours and states: a shrunk label over a notched outline, a darker outline on hover, a 2 px primary
 * outline and a primary label while focused, fainter when disabled. Fields whose label always sits shrunk only (a
 * start adornment, a select that always shows a value).
 */
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Class names of the parts, for callers that restyle them (the top bar's team selector). */
export const fieldClasses = {
  box: 'DcField-box',
  outline: 'DcField-outline',
  input: 'DcField-input',
  icon: 'DcField-icon',
  focused: 'DcField-focused',
  disabled: 'DcField-disabled',
} as const;

const focused = `&.${fieldClasses.focused}`;
const disabled = `&.${fieldClasses.disabled}`;

/** FormControl's root: the label above the box. */
export const FieldRoot = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
});

/** InputLabel, outlined and shrunk: three quarters size on the outline's top edge. */
export const FieldLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 'calc(133% - 32px)',
  transformOrigin: 'top left',
  transform: 'translate(14px, -9px) scale(0.75)',
  userSelect: 'none',
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  [focused]: { color: theme.palette.primary.main },
  [disabled]: { color: theme.palette.text.disabled },
}));

/** OutlinedInput's root: the box the outline is drawn around. */
export const FieldBox = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  [`&:hover .${fieldClasses.outline}`]: { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { [`&:hover .${fieldClasses.outline}`]: { borderColor: 'rgba(0, 0, 0, 0.23)' } },
  [`${focused} .${fieldClasses.outline}`]: { borderWidth: 2, borderColor: theme.palette.primary.main },
  [disabled]: { color: theme.palette.text.disabled, cursor: 'default' },
  [`${disabled} .${fieldClasses.outline}`]: { borderColor: theme.palette.action.disabled },
}));

/** The input (or a select's value) inside the box: 40 px high with the small size's padding. */
export const fieldInputStyle = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '8.5px 14px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  '&:focus': { outline: 0 },
} as const;

const OutlineRoot = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  bottom: 0,
  right: 0,
  top: -5,
  left: 0,
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  overflow: 'hidden',
  minWidth: '0%',
});

const Legend = styled('legend')({
  float: 'unset',
  width: 'auto',
  overflow: 'hidden',
  padding: 0,
  lineHeight: '11px',
});

/** The legend leaves a gap in the top edge as wide as the shrunk label. */
const NotchLegend = styled('legend')({
  float: 'unset',
  width: 'auto',
  overflow: 'hidden',
  display: 'block',
  padding: 0,
  height: 11,
  fontSize: '0.75em',
  visibility: 'hidden',
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
});

/** The outline, notched for `label` when there is one. */
export function FieldOutline({ label }: { label?: ReactNode }) {
  return (
    <OutlineRoot aria-hidden className={fieldClasses.outline}>
      {label ? (
        <NotchLegend>
          <span>{label}</span>
        </NotchLegend>
      ) : (
        <Legend>
          <span className="notranslate" aria-hidden>
            {'\u200B'}
          </span>
        </Legend>
      )}
    </OutlineRoot>
  );
}

/** InputAdornment: an icon or button at the start or the end of the box. */
export const FieldAdornment = styled('div', { shouldForwardProp: (prop) => prop !== 'position' && prop !== 'sx' })<{
  position: 'start' | 'end';
}>(({ theme, position }) => ({
  display: 'flex',
  height: '0.01em',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  ...(position === 'start' ? { marginRight: 8 } : { marginLeft: 8 }),
}));
