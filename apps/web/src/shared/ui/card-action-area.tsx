/**
 * The clickable area of a card: MUI CardActionArea's look (the whole card, a veil in the text colour on hover and
 * keyboard focus) without its module, which was part of the products gallery's first paint (issue 18). A ButtonBase,
 * as MUI's is: ripple, focus ring and the given component (a link) stay MUI's.
 */
import ButtonBase, { type ButtonBaseTypeMap } from '@mui/material/ButtonBase';
import type { OverridableComponent } from '@mui/material/OverridableComponent';
import { styled } from '@mui/material/styles';
import { forwardRef } from 'react';

const Root = styled(ButtonBase)(({ theme }) => ({
  display: 'block',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  width: '100%',
  '&:hover > .card-action-veil': {
    opacity: theme.palette.action.hoverOpacity,
    '@media (hover: none)': { opacity: 0 },
  },
  '&.Mui-focusVisible > .card-action-veil': { opacity: theme.palette.action.focusOpacity },
}));

const Veil = styled('span')(({ theme }) => ({
  overflow: 'hidden',
  pointerEvents: 'none',
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  opacity: 0,
  backgroundColor: 'currentcolor',
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
}));

export const CardActionArea = forwardRef<HTMLButtonElement, ButtonBaseTypeMap['props']>(function CardActionArea(
  { children, ...props },
  ref,
) {
  return (
    <Root ref={ref} {...props}>
      {children}
      <Veil className="card-action-veil" />
    </Root>
  );
}) as OverridableComponent<ButtonBaseTypeMap>;
