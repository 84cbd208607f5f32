/**
 * The side navigation's building blocks: the look MUI's List, ListItemButton, ListItemIcon, ListItemText and Divider
 * gave it (with the navigation's own sizes), without their modules, which were part of the products gallery's first
 * paint (issue 18). An entry is a ButtonBase, already there for every button: ripple, keyboard focus ring, and
 * role="button" on a div or a real link stay MUI's.
 */
import ButtonBase, { type ButtonBaseTypeMap } from '@mui/material/ButtonBase';
import type { OverridableComponent } from '@mui/material/OverridableComponent';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A list without bullets or padding (List with disablePadding). */
export const NavEntries = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });

/**
 * An entry, 44 px high with round corners 8 px in from the sides; `active` (the class) marks the page's entry and
 * `nested` indents a group's child. A div with role="button" unless given another component (a link).
 */
export const NavEntryButton = styled(ButtonBase, { shouldForwardProp: (prop) => prop !== 'nested' && prop !== 'sx' })<{
  nested?: boolean;
}>(({ theme, nested }) => ({
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  textDecoration: 'none',
  minWidth: 0,
  boxSizing: 'border-box',
  textAlign: 'left',
  minHeight: 44,
  margin: theme.spacing(0.25, 1),
  padding: theme.spacing(1, 1.5, 1, nested ? 4 : 1.5),
  borderRadius: (theme.shape.borderRadius as number) * 2,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': {
    textDecoration: 'none',
    backgroundColor: theme.palette.action.hover,
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
  '&.active': { backgroundColor: 'rgba(11, 61, 145, 0.1)', color: theme.palette.primary.main, fontWeight: 500 },
})) as OverridableComponent<ButtonBaseTypeMap<{ nested?: boolean }>>;

/** The entry's icon, 36 px wide; in the page's entry, in the primary colour. */
export const NavEntryIcon = styled('div')(({ theme }) => ({
  minWidth: 36,
  color: theme.palette.text.secondary,
  flexShrink: 0,
  display: 'inline-flex',
  '.active > &': { color: theme.palette.primary.main },
}));

const TextBox = styled('div')({ flex: '1 1 auto', minWidth: 0, marginTop: 4, marginBottom: 4 });
const Text = styled('span', { shouldForwardProp: (prop) => prop !== 'noWrap' && prop !== 'sx' })<{ noWrap?: boolean }>(
  ({ theme, noWrap }) => ({
    margin: 0,
    ...theme.typography.body1,
    display: 'block',
    ...(noWrap && { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  }),
);

/** The entry's name in body text; `noWrap` ends a long one in an ellipsis. */
export function NavEntryText({ children, noWrap }: { children: ReactNode; noWrap?: boolean }) {
  return (
    <TextBox>
      <Text noWrap={noWrap}>{children}</Text>
    </TextBox>
  );
}

/** A thin line in the theme's divider colour, 8 px above and below. */
export const NavDivider = styled('hr')(({ theme }) => ({
  margin: theme.spacing(1, 0),
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: theme.palette.divider,
  borderBottomWidth: 'thin',
}));
