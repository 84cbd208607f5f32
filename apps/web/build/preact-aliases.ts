/**
 * The console renders with preact/compat instead of react-dom (issue 18): React's renderer and scheduler were about
 * 60 KB gzip of the first paint. Every import of React, ours and the libraries' (MUI, TanStack Query,
 * react-i18next, ...), resolves to Preact's compatibility layer. Types still come from @types/react.
 * Exact names only: `react-i18next`, `@tanstack/react-query` and the rest are not React itself.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim only forwards to React's own useSyncExternalStore, which Preact's compat layer has.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
