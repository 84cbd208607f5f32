import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { Alert } from './alert';
import { PageContainer } from './page-container';
import { Skeleton } from './skeleton';

// Our own parts drawn with MUI's look take `sx` as MUI's do: its styles apply and it never reaches the DOM as an
// attribute (a custom shouldForwardProp replaces styled's default, which is what kept `sx` out).
describe('own parts with sx', () => {
  it.each([
    ['PageContainer', <PageContainer key="p" data-testid="own" maxWidth="lg" sx={{ marginTop: '7px' }} />],
    ['Skeleton', <Skeleton key="s" data-testid="own" variant="text" sx={{ marginTop: '7px' }} />],
    [
      'Alert',
      <Alert key="a" data-testid="own" severity="info" sx={{ marginTop: '7px' }}>
        Saved
      </Alert>,
    ],
  ])('%s applies sx and keeps it off the element', (_name, element) => {
    const { getByTestId } = render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
    const own = getByTestId('own');
    expect(own.hasAttribute('sx')).toBe(false);
    expect(getComputedStyle(own).marginTop).toBe('7px');
  });
});
