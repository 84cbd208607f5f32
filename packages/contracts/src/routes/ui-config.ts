/** apps/server/src/modules/ui-config: the static configuration the console reads at start (no sign-in). */
import {
  environmentConfigSchema,
  featureListSchema,
  i18nConfigSchema,
  linkListSchema,
  versionInfoSchema,
} from '../ui-config.js';
import { moduleRoutes } from './types.js';

const open = { method: 'GET', auth: 'none' } as const;

export const UI_CONFIG_HTTP_ROUTES = moduleRoutes('ui-config', '', {
  environment: { ...open, path: '/ui-config/environment.json', responses: { 200: environmentConfigSchema } },
  featureToggler: { ...open, path: '/ui-config/feature-toggler.json', responses: { 200: featureListSchema } },
  i18n: { ...open, path: '/i18nConfig.json', responses: { 200: i18nConfigSchema } },
  urls: { ...open, path: '/url.json', responses: { 200: linkListSchema } },
  version: { ...open, path: '/version.json', responses: { 200: versionInfoSchema } },
  terms: { ...open, path: '/assets/terms.html', responses: { 200: { raw: 'text/html' } } },
});
