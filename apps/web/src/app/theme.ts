/** The console's look: deep blue, Roboto, 8 px corners, 56 px app bar (spec 1 section 2.2). */
import { createTheme } from '@mui/material/styles';
import { TOP_BAR_HEIGHT } from '@dc/contracts';

const focusRing = '#1565C0';
// Users (and browser tests) asking for reduced motion get menus and dialogs without animation.
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const theme = createTheme({
  palette: {
    primary: { main: '#0B3D91', light: '#3D64B3', dark: '#072A66', contrastText: '#FFFFFF' },
    secondary: { main: '#00695C', contrastText: '#FFFFFF' },
    background: { default: '#F5F7FA', paper: '#FFFFFF' },
    text: { primary: '#1A2027', secondary: '#46505C' },
  },
  shape: { borderRadius: 8 },
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 500, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
        // Containers focused by script (dialogs, the main region) are not controls: no ring.
        '[tabindex="-1"]:focus-visible': { outline: 'none' },
        '.MuiAppBar-root :focus-visible': { outlineColor: '#FFFFFF' },
        body: { minWidth: 320 },
      },
    },
    // ButtonBase removes the outline; give keyboard focus a visible ring (white on the blue app bar).
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 } } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'primary' },
      styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#FFFFFF' } } },
    },
    MuiToolbar: {
      styleOverrides: { root: { minHeight: TOP_BAR_HEIGHT, '@media (min-width:0px)': { minHeight: TOP_BAR_HEIGHT } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: 8 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
