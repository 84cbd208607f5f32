/** Composition: the Fastify app over a started platform (config, db, queue, mail). */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Platform } from './platform/platform.js';
import { registerErrorHandling } from './platform/errors.js';
import { corsPlugin } from './platform/cors.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { createFrameworkErrorHandler } from './platform/framework-errors.js';
import { registerTextGuard } from './platform/text-guard.js';
import { compressionPlugin } from './platform/compression.js';
import { healthRoutes } from './modules/status/health.routes.js';
import { uiConfigRoutes } from './modules/ui-config/ui-config.routes.js';
import { identityPlugin } from './identity/identity.plugin.js';
import { OIDC_MOUNT } from './identity/oidc.routes.js';
import { createApplicationClients } from './modules/applications/application-clients.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { openapiRoutes } from './modules/openapi/openapi.routes.js';
import { webAppPlugin } from './platform/web-app.js';
import { statusRoutes } from './modules/status/status.routes.js';
import { authorizationPlugin } from './modules/authorization/authorization.plugin.js';
import { teamsPlugin } from './modules/teams/teams.plugin.js';
import { createMembershipResolver } from './modules/teams/team-membership.service.js';
import { accountsPlugin } from './modules/accounts/accounts.plugin.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { iotRoutes } from './modules/iot/iot.routes.js';
import { iotMqttPlugin } from './modules/iot/iot.mqtt.js';
import { iotDemoSimulation } from './demo/iot-live.js';
import { emailSinkRoutes } from './modules/email-sink/email-sink.routes.js';
import { linterPlugin } from './modules/linter/linter.plugin.js';
import { productsPlugin } from './modules/products/products.plugin.js';
import { createProductSubscriptions } from './modules/subscriptions/product-subscriptions.service.js';
import { apisRoutes } from './modules/apis/apis.routes.js';
import { mockRoutes } from './modules/mock/mock.routes.js';
import { tryItRoutes } from './modules/try-it/try-it.routes.js';
import { eventsCatalogRoutes } from './modules/events-catalog/events.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { templatesPlugin } from './modules/templates/templates.plugin.js';
import { emailRoutes } from './modules/email/email.routes.js';
import { catalogsRoutes } from './modules/catalogs/catalogs.routes.js';
import { applicationsPlugin } from './modules/applications/applications.plugin.js';
import { subscriptionsPlugin } from './modules/subscriptions/subscriptions.plugin.js';
import { guidesRoutes } from './modules/guides/guides.routes.js';
import { eventSubscriptionsPlugin } from './modules/event-subscriptions/event-subscriptions.plugin.js';
import { cachedSerializerCompiler } from './platform/contract/serializer-cache.js';
import { requestLoggerFactory } from './platform/request-logger.js';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** Every route as registered (method may be a list): the route-table test compares them with ROUTE_TABLE. */
    registeredRoutes: Array<{ method: string | string[]; url: string }>;
  }
}

export async function buildApp(platform: Platform): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    // The platform's logger (redaction, serializers, destination): request logs and platform logs in one stream.
    loggerInstance: platform.log as FastifyBaseLogger,
    childLoggerFactory: requestLoggerFactory,
    // Forwarded client addresses are believed only from configured proxies (sign-in throttling keys on them).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_addr: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Undecodable URLs are answered before any hook: this keeps helmet's headers on them too.
    frameworkErrors: createFrameworkErrorHandler((): FastifyInstance => app),
    // Response serializers compiled once per process (serializer-cache.ts).
    schemaController: { compilersFactory: { buildSerializer: () => cachedSerializerCompiler } },
  });
  app.decorate('platform', platform);
  // Before any plugin: onRoute hooks see only the routes registered after them.
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  // The team pre-handler of teamHeader routes reads memberships through the teams module.
  app.decorate('resolveMembership', createMembershipResolver(platform.pool));
  app.addHook('onRoute', (route) => {
    registeredRoutes.push({ method: route.method, url: route.url });
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerTextGuard(app);
  await registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/emotion inject style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
          formAction: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
        },
      },
      // The OIDC end-session and authorization redirects cross to the provider; keep referrers minimal.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      hsts: config.PUBLIC_URL.startsWith('https:'),
    },
    [OIDC_MOUNT],
  );
  await app.register(corsPlugin);
  await app.register(compressionPlugin);

  await app.register(healthRoutes);
  await app.register(uiConfigRoutes);
  // The applications are the embedded provider's clients: handed over here, so identity imports no module.
  await app.register(identityPlugin, { clients: createApplicationClients(platform) });
  await app.register(usersRoutes);
  await app.register(openapiRoutes);
  // Before the modules asking it (status, email-sink, events-catalog, event-subscriptions): app.authorization.
  await app.register(authorizationPlugin);
  await app.register(statusRoutes);
  await app.register(teamsPlugin);
  await app.register(accountsPlugin);
  await app.register(analyticsRoutes, {});
  await app.register(iotRoutes);
  await app.register(iotMqttPlugin);
  await app.register(iotDemoSimulation);
  await app.register(emailSinkRoutes);
  await app.register(linterPlugin);
  // Products may not be removed while subscribed: the subscriptions module answers that (it stands on products).
  await app.register(productsPlugin, { subscribers: createProductSubscriptions(platform.pool) });
  await app.register(apisRoutes);
  await app.register(mockRoutes);
  // Before the modules working with a team's applications (try-it, subscriptions, event-subscriptions).
  await app.register(applicationsPlugin);
  await app.register(subscriptionsPlugin);
  await app.register(tryItRoutes);
  await app.register(eventsCatalogRoutes);
  await app.register(documentsRoutes);
  await app.register(templatesPlugin);
  await app.register(emailRoutes);
  await app.register(catalogsRoutes);
  await app.register(guidesRoutes);
  await app.register(eventSubscriptionsPlugin);
  await app.register(webAppPlugin);
  return app;
}
