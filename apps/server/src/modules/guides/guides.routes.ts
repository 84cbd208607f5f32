/**
 * guides (prefix /api/guides; contracts guides.ts): GET /guides.json (the visible guides) and GET /{fileName}.html
 * (one guide as a sanitized HTML fragment). The current team comes in the `team_uuid` header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUIDE_ERRORS, GUIDES_TEAM_HEADER, guideFileParams } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { callerOf, SERVICE_PREFIX } from '../../platform/http.js';
import { createTeamsService } from '../teams/teams.service.js';
import { loadGuides } from './guides.content.js';
import { createGuidesService } from './guides.service.js';

/** The fragment is meant to be placed in the console's page; opened on its own, nothing in it may run. */
const FRAGMENT_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[GUIDES_TEAM_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** {fileName}.html -> fileName; anything else is no guide. */
function fileOf(page: string): string {
  const match = /^(.+)\.html$/.exec(page);
  const parsed = match ? guideFileParams.safeParse({ fileName: match[1] }) : undefined;
  if (!parsed?.success) throw catalogueError(GUIDE_ERRORS.notFound);
  return parsed.data.fileName;
}

export async function guidesRoutes(app: FastifyInstance) {
  const service = createGuidesService(await loadGuides(), createTeamsService(app.platform.pool));
  const auth = { preHandler: app.authenticate };
  const base = SERVICE_PREFIX.guides;
  // The list depends on the caller's team: private, and checked again on every visit.
  const privateNoCache = 'private, no-cache';

  app.get(`${base}/guides.json`, auth, async (req, reply) => {
    const list = await service.list(callerOf(req).id, teamOf(req));
    return reply.header('cache-control', privateNoCache).send(list);
  });

  app.get(`${base}/:page`, auth, async (req, reply) => {
    const { page } = req.params as { page: string };
    const html = await service.html(callerOf(req).id, teamOf(req), fileOf(page));
    return reply
      .header('cache-control', privateNoCache)
      .header('content-security-policy', FRAGMENT_CSP)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
