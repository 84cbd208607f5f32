/**
 * The applications module as one plugin (issue 20 item 2): the applications and their secrets are built once, over
 * the teams module's membership read (app.resolveMembership), and decorated as `app.applications`, which the modules
 * working with a team's applications (subscriptions, event-subscriptions, try-it) use instead of building their own;
 * then its routes. The embedded provider's client store is built in app.ts, before identity (which comes first).
 */
import fp from 'fastify-plugin';
import { createApplicationSecretsService, type ApplicationSecretsService } from './application-secrets.service.js';
import { applicationsRoutes } from './applications.routes.js';
import { createApplicationsService, type ApplicationsService } from './applications.service.js';

export interface ApplicationServices {
  applications: ApplicationsService;
  secrets: ApplicationSecretsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The applications module's services (applications.plugin.ts). */
    applications: ApplicationServices;
  }
}

export const applicationsPlugin = fp(
  async (app) => {
    const { pool, secretKey } = app.platform;
    const applications = createApplicationsService({ pool, secretKey, membershipOf: app.resolveMembership });
    app.decorate('applications', {
      applications,
      secrets: createApplicationSecretsService({ pool, secretKey }, applications),
    });
    await app.register(applicationsRoutes);
  },
  { name: 'applications' },
);
