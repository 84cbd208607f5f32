/**
 * Static configuration the console reads at start (spec 1 sections 3 and 7.6; DESIGN.md service prefixes): the
 * routes of HTTP_ROUTES['ui-config'], no sign-in.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  HTTP_ROUTES,
  CATALOGS_FEATURE_FLAG,
  LEGAL_TERMS_VERSION,
  SERVICE_CLIENTS,
  type EnvironmentConfig,
  type FeatureList,
  CONSOLE_LANGUAGES,
  type I18nConfig,
  type LinkEntry,
  type ServiceClient,
} from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';

const PREFIX: Record<ServiceClient, string> = {
  core: '/api/core',
  profiles: '/api/profiles',
  authz: '/api/authz',
  apim: '/api/apim',
  subscription: '/api/subscription',
  events: '/api/events',
  products: '/api/products',
  catalogs: '/api/catalogs',
  documents: '/api/documents',
  templates: '/api/templates',
  email: '/api/email',
  linter: '/api/linter',
  iot: '/api/iot',
  guides: '/api/guides',
  status: '',
};

export const FEATURES: FeatureList = {
  apiManagement: true,
  dataHub: true,
  templateManager: true,
  emailTrace: true,
  iot: true,
  processingFramework: true,
  sdkManagement: true,
  linter: true,
  combinedMetrics: true,
};

/** One list with the prerendered landing page's (apps/web/build/prerender-entry.ts). */
export const LANGUAGES: I18nConfig = CONSOLE_LANGUAGES;

function assetsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/modules/ui-config -> ../../../assets ; dist/server.js -> ../assets
  return here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../../../assets')
    : path.resolve(here, '../assets');
}

export async function uiConfigRoutes(app: FastifyInstance) {
  const { config } = app.platform;
  const noStore = { 'cache-control': 'no-cache' };
  const issuer = config.OIDC_ISSUER ?? `${config.PUBLIC_URL}/oidc`;

  const environment = (): EnvironmentConfig => {
    const body: EnvironmentConfig = {
      environment: config.ENVIRONMENT,
      httpClients: SERVICE_CLIENTS.map((name) => ({
        name,
        baseUrl: PREFIX[name],
        tokenType: name === 'status' ? 'none' : 'id',
      })),
      auth: {
        authority: issuer,
        applicationId: config.OIDC_CLIENT_ID,
        applicationName: config.OIDC_CLIENT_ID,
        redirectUri: `${config.PUBLIC_URL}/callback`,
        postLogoutUri: `${config.PUBLIC_URL}/landing`,
        responseType: 'code',
        ...(config.E2E_IDP_HINT ? { idpHint: config.E2E_IDP_HINT } : {}),
      },
      legalTermsVersion: LEGAL_TERMS_VERSION,
      azureUrl: config.MARKETPLACE_URL,
      supportUrl: config.SUPPORT_URL,
      profileUrl: config.PROFILE_URL,
    };
    return body;
  };
  // CATALOGS comes from configuration (FEATURE_CATALOGS): the catalogs API follows the same switch.
  const features: FeatureList = { ...FEATURES, [CATALOGS_FEATURE_FLAG]: config.FEATURE_CATALOGS };
  const urls = (): LinkEntry[] => {
    const links: LinkEntry[] = [
      { key: 'help', value: 'getting-started' },
      { key: 'program', value: `${config.SUPPORT_URL}/program` },
      { key: 'services', value: `${config.SUPPORT_URL}/services` },
      { key: 'contact', value: '/contact' },
      // The shell footer's four legal links (spec 1 section 2.2).
      { key: 'copyright', value: `${config.SUPPORT_URL}/legal/copyright` },
      { key: 'termsOfUse', value: `${config.SUPPORT_URL}/legal/terms-of-use` },
      { key: 'privacy', value: `${config.SUPPORT_URL}/legal/privacy` },
      { key: 'doNotSell', value: `${config.SUPPORT_URL}/legal/do-not-sell` },
    ];
    return links;
  };
  const terms = await fs.readFile(path.join(assetsDir(), 'terms.html'), 'utf8');

  // Every answer is read at start and may change with a deployment: no-cache.
  const fresh = <T>(reply: FastifyReply, body: T): T => {
    reply.headers(noStore);
    return body;
  };
  registerRoutes(app, HTTP_ROUTES['ui-config'], {
    environment: ({ reply }) => fresh(reply, environment()),
    featureToggler: ({ reply }) => fresh(reply, features),
    i18n: ({ reply }) => fresh(reply, LANGUAGES),
    urls: ({ reply }) => fresh(reply, urls()),
    version: ({ reply }) =>
      fresh(reply, { version: config.APP_VERSION, commit: config.APP_COMMIT, builtAt: new Date(0).toISOString() }),
    terms: ({ reply }) => fresh(reply.type('text/html; charset=utf-8'), terms),
  });
}
