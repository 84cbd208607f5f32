/** apps/server/src/modules/ui-config: the static configuration the console reads at start (no sign-in). */
import { moduleRoutes } from './types.js';

export const UI_CONFIG_HTTP_ROUTES = moduleRoutes('ui-config', '', {
  environment: { method: 'GET', path: '/ui-config/environment.json', auth: 'none' },
  featureToggler: { method: 'GET', path: '/ui-config/feature-toggler.json', auth: 'none' },
  i18n: { method: 'GET', path: '/i18nConfig.json', auth: 'none' },
  urls: { method: 'GET', path: '/url.json', auth: 'none' },
  version: { method: 'GET', path: '/version.json', auth: 'none' },
  terms: { method: 'GET', path: '/assets/terms.html', auth: 'none', responses: { 200: { raw: 'text/html' } } },
});
