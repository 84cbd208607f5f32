/**
 * linter (prefix /api/linter): POST /specs/linter[?ruleset=] (multipart upload -> 202 job), GET /specs/linter/{ref} (status,
 * progress, results), GET /specs/linter/{ref}/source (the uploaded file). The current team comes in the
 * `team_uuid` header (HTTP_ROUTES.linter). The service comes from the linter plugin (linter.plugin.ts), which also
 * starts this instance's lint workers.
 * The upload keeps its order and cleanup: the team is checked before the query is read (a preValidation hook, ahead
 * of the registrar's parsing), the multipart body is left to the handler to stream, and on any refusal after
 * sign-in the rest of the body is drained and the connection closed (an onError hook, so parse errors drain too).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { teamHeaderOf } from '../../platform/contract/team-header.js';
import { callerOf } from '../../platform/http.js';
import type { LinterService } from './linter.service.js';
import { receiveUpload } from './linter.upload.js';
import { discardRest, multipartLimits, refuseOversizedBody } from './upload-guards.js';

export const LINTER_PREFIX = '/api/linter';

export async function linterRoutes(app: FastifyInstance, { service }: { service: LinterService }) {
  const { platform } = app;
  // Scoped to this plugin: only the linter's routes take multipart bodies.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  /** The submitting team as checked before the query (the stored id of an internal team the caller is in). */
  const submitTeam = new WeakMap<FastifyRequest, string>();
  const checkTeamFirst = async (req: FastifyRequest) => {
    submitTeam.set(req, await service.requireTeam(callerOf(req), teamHeaderOf(req)));
  };
  const drainAfterRefusal = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.user) discardRest(req, reply);
  };

  registerRoutes(
    app,
    HTTP_ROUTES.linter,
    {
      submit: async ({ caller, query, req, reply }) => {
        refuseOversizedBody(req);
        const upload = await receiveUpload(req, platform.config.LINT_STORAGE_DIR);
        const job = await service.submit(caller, submitTeam.get(req)!, upload, query.ruleset);
        reply.status(202);
        return job;
      },
      job: async ({ caller, team, params, reply }) => {
        const json = await service.get(caller, team?.id, params.referenceId);
        // Written by the service as JSON text (the stored results are spliced in as they are), sent as is.
        reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
        return reply.send(json);
      },
      source: async ({ caller, team, params, reply }) => {
        const source = await service.source(caller, team?.id, params.referenceId);
        reply
          .header('cache-control', 'private, max-age=3600')
          .header('content-length', source.size)
          .type('text/plain; charset=utf-8');
        return reply.send(source.stream);
      },
    },
    { routeOptions: { submit: { preValidation: checkTeamFirst, onError: drainAfterRefusal } } },
  );
}
