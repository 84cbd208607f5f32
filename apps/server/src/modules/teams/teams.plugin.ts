/**
 * The teams module as one plugin (issue 20 item 2): its services are built once and decorated as `app.teams`, so
 * other modules use them through the composition root instead of importing and rebuilding them; then its routes.
 */
import fp from 'fastify-plugin';
import { teamsRoutes } from './teams.routes.js';
import { createTeamServices, type TeamServices } from './teams.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The teams module's services (teams.plugin.ts). */
    teams: TeamServices;
  }
}

export const teamsPlugin = fp(
  async (app) => {
    app.decorate('teams', createTeamServices(app.platform));
    await app.register(teamsRoutes);
  },
  { name: 'teams' },
);
