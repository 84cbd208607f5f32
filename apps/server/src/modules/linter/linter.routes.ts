/**
 * linter (prefix /api/linter): POST /specs/linter[?ruleset=] (multipart upload -> 202 job), GET /specs/linter/{ref} (status,
 * progress, results), GET /specs/linter/{ref}/source (the uploaded file). The current team comes in the
 * `team_uuid` header. Also starts this instance's lint workers (QUEUE_ENABLED).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINTER_TEAM_HEADER, lintJobParams, lintSubmitQuery } from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createTeamsService } from '../teams/teams.service.js';
import { startLinting } from './linter.lifecycle.js';
import { createLinterService } from './linter.service.js';
import { receiveUpload } from './linter.upload.js';
import { discardRest, multipartLimits, refuseOversizedBody } from './upload-guards.js';

export const LINTER_PREFIX = '/api/linter';

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[LINTER_TEAM_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

export async function linterRoutes(app: FastifyInstance) {
  const { platform } = app;
  const service = createLinterService(platform, createTeamsService(platform.pool));
  const linting = await startLinting(platform);
  service.onSubmitted(() => linting.notify());
  app.addHook('onClose', async () => linting.close());
  // Scoped to this plugin: only the linter's routes take multipart bodies.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  const auth = { preHandler: app.authenticate };
  const base = `${LINTER_PREFIX}/specs/linter`;

  app.post(base, auth, async (req, reply) => {
    try {
      const caller = callerOf(req);
      const teamId = await service.requireTeam(caller, teamOf(req));
      const { ruleset } = parseWith(lintSubmitQuery, req.query);
      refuseOversizedBody(req);
      const upload = await receiveUpload(req, platform.config.LINT_STORAGE_DIR);
      return reply.status(202).send(await service.submit(caller, teamId, upload, ruleset));
    } catch (err) {
      discardRest(req, reply);
      throw err;
    }
  });

  app.get(`${base}/:referenceId`, auth, async (req, reply) => {
    const { referenceId } = parseWith(lintJobParams, req.params);
    const json = await service.get(callerOf(req), teamOf(req), referenceId);
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });

  app.get(`${base}/:referenceId/source`, auth, async (req, reply) => {
    const { referenceId } = parseWith(lintJobParams, req.params);
    const source = await service.source(callerOf(req), teamOf(req), referenceId);
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('content-length', source.size)
      .type('text/plain; charset=utf-8')
      .send(source.stream);
  });
}
