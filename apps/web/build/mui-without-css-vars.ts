/**
 * The console's theme has no CSS variables and one colour scheme (app/theme.ts), yet MUI's `createTheme` and
 * `ThemeProvider` import the CSS-variables theme builder and its provider (colour-scheme storage, the init script)
 * for the case that a theme asks for them, and every MUI component reaches `createTheme` through its default theme.
 * This plugin builds the two modules without that branch: about 26 KB raw, 7 KB gzip off the entry every page loads
 * (issue 18). A theme that asks for CSS variables or colour schemes fails at start instead of losing them silently.
 */
import type { Plugin } from 'vite';

const STYLES = /\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;

const NEEDS_VARS = `'This build of the console has no CSS-variables theme (apps/web/build/mui-without-css-vars.ts)'`;

/** `createTheme(options)` for options without `cssVariables` or `colorSchemes`: MUI's own no-variables builder. */
const createTheme = `
import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error(${NEEDS_VARS});
  return createThemeNoVars(options, ...args);
}
`;

/** `ThemeProvider` for a theme without colour schemes: the no-variables provider, with \`vars\` unset as MUI does. */
const themeProvider = `
import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import THEME_ID from './identifier.js';
export default function ThemeProvider({ theme, ...props }) {
  const muiTheme = typeof theme === 'function' ? undefined : THEME_ID in theme ? theme[THEME_ID] : theme;
  if (muiTheme && 'colorSchemes' in muiTheme) throw new Error(${NEEDS_VARS});
  const value = React.useMemo(
    () => (muiTheme === undefined || 'vars' in muiTheme ? theme : { ...theme, vars: null }),
    [theme, muiTheme],
  );
  return jsx(ThemeProviderNoVars, { theme: value, ...props });
}
`;

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'dc-mui-without-css-vars',
    enforce: 'pre',
    load(id) {
      const match = STYLES.exec(id.split('?')[0]);
      if (!match) return undefined;
      return match[1] === 'createTheme' ? createTheme : themeProvider;
    },
  };
}
