import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverModules } from './eslint/server-modules.js';
import { serverRoutes } from './eslint/server-routes.js';
import { webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Web boundaries (features, shared, no cycles): their own block, separate from the server's.
  ...webBoundaries,
  // Server modules register routes through the contract registrar only.
  ...serverRoutes,
  // Server modules use each other in one direction only, and never the demo world or test helpers.
  ...serverModules,
  {
    files: ['apps/server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Only the config module reads the environment (STYLE.md 7).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/config.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from platform.config.' },
      ],
    },
  },
);
