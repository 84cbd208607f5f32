/** apps/server/src/modules/ui-config: the static configuration the console reads at start (no sign-in). */
import { moduleRoutes } from './types.js';

export const UI_CONFIG_HTTP_ROUTES = moduleRoutes('ui-config', '', {
  environment: { method: 'GET', path: '/ui-config/environment.json' },
  featureToggler: { method: 'GET', path: '/ui-config/feature-toggler.json' },
  i18n: { method: 'GET', path: '/i18nConfig.json' },
  urls: { method: 'GET', path: '/url.json' },
  version: { method: 'GET', path: '/version.json' },
  terms: { method: 'GET', path: '/assets/terms.html' },
});
