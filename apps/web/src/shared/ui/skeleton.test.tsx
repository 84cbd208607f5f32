import MuiSkeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { Skeleton } from './skeleton';

// The look our Skeleton copies, property by property, against MUI's (which it replaces at first paint, issue 18).
const PROPERTIES = [
  'display',
  'background-color',
  'height',
  'width',
  'margin-top',
  'margin-bottom',
  'transform',
  'transform-origin',
  'border-radius',
  'animation-duration',
  'animation-timing-function',
  'animation-delay',
  'animation-iteration-count',
];
const look = (el: Element) => Object.fromEntries(PROPERTIES.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));

const CASES = [
  { variant: 'text', width: '40%' },
  { variant: 'text', width: 96, height: 28 },
  { variant: 'rounded', width: 160, height: 36 },
  { variant: 'rectangular', height: 48 },
  { variant: 'circular', width: 36, height: 36 },
] as const;

describe('Skeleton', () => {
  it.each(CASES)('looks as MUI Skeleton does: %o', (props) => {
    const { getByTestId } = render(
      <ThemeProvider theme={theme}>
        <MuiSkeleton data-testid="mui" {...props} />
        <Skeleton data-testid="own" {...props} />
      </ThemeProvider>,
    );
    const mui = getByTestId('mui');
    const own = getByTestId('own');
    expect(look(own)).toEqual(look(mui));
    expect(look(own)['background-color']).not.toBe('');
    expect(own.tagName).toBe(mui.tagName);
    expect(own.getAttribute('style')).toBe(mui.getAttribute('style'));
  });

  it('passes role, label and sx through', () => {
    const { getByRole } = render(
      <ThemeProvider theme={theme}>
        <Skeleton role="status" aria-label="Loading teams" variant="rounded" sx={{ mt: 3 }} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(getByRole('status', { name: 'Loading teams' })).marginTop).toBe('24px');
  });
});
