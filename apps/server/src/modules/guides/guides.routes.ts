/**
 * guides (prefix /api/guides; contracts HTTP_ROUTES.guides): GET /guides.json (the visible guides) and GET
 * /{fileName}.html (one guide as a sanitized HTML fragment). The current team (team_uuid header) is resolved by the
 * registrar's pre-handler into `team`.
 */
import type { FastifyInstance } from 'fastify';
import { GUIDE_ERRORS, HTTP_ROUTES, guideFileParams } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { catalogueError } from '../../platform/errors.js';
import { loadGuides } from './guides.content.js';
import { createGuidesService } from './guides.service.js';

/** The fragment is meant to be placed in the console's page; opened on its own, nothing in it may run. */
const FRAGMENT_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** The list depends on the caller's team: private, and checked again on every visit. */
const PRIVATE_NO_CACHE = 'private, no-cache';

/** {fileName}.html -> fileName; anything else is no guide. */
function fileOf(page: string): string {
  const match = /^(.+)\.html$/.exec(page);
  const parsed = match ? guideFileParams.safeParse({ fileName: match[1] }) : undefined;
  if (!parsed?.success) throw catalogueError(GUIDE_ERRORS.notFound);
  return parsed.data.fileName;
}

export async function guidesRoutes(app: FastifyInstance) {
  const service = createGuidesService(await loadGuides());
  registerRoutes(app, HTTP_ROUTES.guides, {
    list: ({ team, reply }) => {
      reply.header('cache-control', PRIVATE_NO_CACHE);
      return service.list(team);
    },
    page: ({ req, team, reply }) => {
      const html = service.html(team, fileOf((req.params as { page: string }).page));
      reply
        .header('cache-control', PRIVATE_NO_CACHE)
        .header('content-security-policy', FRAGMENT_CSP)
        .type('text/html; charset=utf-8');
      return html;
    },
  });
}
