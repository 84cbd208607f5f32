/**
 * The web's boundaries (STYLE.md 3, issue 20): a feature imports no other feature, and shared/ imports none, whether
 * the import is relative ('../../teams/api/keys') or aliased ('@/features/teams/api/keys'); app/ composes features.
 * Paths are resolved (import-x with the TypeScript resolver, which reads the web's tsconfig paths), so every
 * spelling of an import is caught. No import cycles on the web either.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const WEB = 'apps/web/src';
const features = readdirSync(path.join(import.meta.dirname, '..', WEB, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const message = 'Features never import each other: compose them in app/routes, share through shared/ or @dc/contracts.';

export const webBoundaries = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${WEB}/features/${feature}`,
              from: `./${WEB}/features`,
              except: [`./${feature}`],
              message,
            })),
            { target: `./${WEB}/shared`, from: `./${WEB}/features`, message: 'shared/ never imports a feature.' },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
