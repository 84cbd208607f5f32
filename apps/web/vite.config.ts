import { fileURLToPath } from 'node:url';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';
import { consoleChunk } from './build/console-chunk';
import { muiChunks } from './build/mui-chunks';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { pagePreloads } from './build/page-preloads';
import { preactAliases } from './build/preact-aliases';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { pureSchemas } from './build/pure-schemas';

const target = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
/** Everything the server answers; the SPA and its /locales come from Vite in development. */
const SERVER_PATHS = [
  '/api',
  '/oidc',
  '/interaction',
  '/ui-config',
  '/url.json',
  '/i18nConfig.json',
  '/version.json',
  '/assets',
  '/v2',
  '/healthz',
];

const muiChunk = muiChunks();
const consoleModules = consoleChunk();

/**
 * Libraries every page needs stay in a few long-cached chunks; MUI in two, the first paint's of the landing page and
 * of the signed-in console (build/mui-chunks.ts); its other components split with the routes using them.
 */
function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  // Rollup's CommonJS interop helpers go with Preact, which every chunk imports: left to Rollup they landed in `mui`,
  // which then imported `react` while `react` imported them from `mui`, a cycle that broke the entry's start.
  if (id.startsWith('\0commonjsHelpers')) return 'react';
  // MUI, and our own parts drawn with MUI's look that the first paints share (build/mui-chunks.ts).
  const mui = muiChunk(id, meta);
  if (mui) return mui;
  if (!id.includes('node_modules')) return consoleModules(id, meta);
  if (/node_modules\/preact\//.test(id)) return 'react';
  // Only the query cache: @tanstack/virtual goes with the lists that use it.
  if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return 'query';
  return undefined;
}

/** Emotion's `withTheme` helper without the CommonJS package it keeps in the entry (build/hoist-statics.ts). */
const hoistStatics = {
  find: /^hoist-non-react-statics$/,
  replacement: fileURLToPath(new URL('./build/hoist-statics.ts', import.meta.url)),
};

/** Where the build finds modules (the landing page's prerender bundles with the same: build/prerender.ts). */
const buildAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  ...preactAliases,
  hoistStatics,
];

export default defineConfig(({ command }) => ({
  plugins: [
    pureSchemas(/packages\/contracts\/src\/.*\.ts$/),
    muiWithoutCssVars(),
    prerender({ alias: buildAlias, plugins: () => [muiWithoutCssVars()] }),
    pagePreloads(),
    precompress(),
  ],
  // `@/x` is apps/web/src/x (tsconfig paths and vitest say the same).
  // JSX compiles to the automatic runtime (tsconfig `react-jsx`), which preactAliases point at Preact. No React
  // Fast Refresh: it needs react-dom, so the dev server reloads the page on an edit instead.
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: command === 'build' ? buildAlias : buildAlias.filter((a) => a !== hoistStatics),
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(SERVER_PATHS.map((p) => [p, { target, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the first-paint check (build/first-paint.ts) follows each route's chunks in it.
    manifest: true,
    rollupOptions: {
      // A named chunk holds only the modules named to it, not also every module they import (build/mui-chunks.ts).
      output: { manualChunks, onlyExplicitManualChunks: true },
      // TanStack Query marks its modules "use client" (for React Server Components), which a
      // browser bundle does not need: Rollup drops the directive and would warn once per module.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
