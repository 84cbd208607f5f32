/**
 * The console's 56 px top bar with MUI AppBar and Toolbar's look (flat, primary colour, sticky or static, a flex row)
 * as two styled elements: AppBar, Paper and Toolbar were about 1.5 KB gzip of every page's first paint (issue 18).
 * The `MuiAppBar-root` class keeps the theme's white focus rings on the blue bar.
 */
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TOP_BAR_HEIGHT } from '@dc/contracts';

const Header = styled('header', { shouldForwardProp: (prop) => prop !== 'sticky' })<{ sticky: boolean }>(
  ({ theme, sticky }) => ({
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    ...(sticky ? { position: 'sticky', zIndex: theme.zIndex.appBar, top: 0, left: 'auto', right: 0 } : { position: 'static' }),
    '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#FFFFFF' },
  }),
);

export function AppBar({ sticky = false, children }: { sticky?: boolean; children: ReactNode }) {
  return (
    <Header className="MuiAppBar-root" sticky={sticky}>
      {children}
    </Header>
  );
}

/** The bar's row: items centred vertically; callers set the gaps and gutters with `sx`. */
export const AppToolbar = styled('div')({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: TOP_BAR_HEIGHT,
});
