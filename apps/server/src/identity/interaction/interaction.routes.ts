/**
 * Sign-in and sign-up pages of the embedded provider (/interaction/:uid...), plus their stylesheet and script.
 * Encapsulated: form-body parsing applies here only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { CLI_CLIENT_ID, signInBody, signUpBody } from '@dc/contracts';
import { checkCredentials } from '../sign-in.service.js';
import { createUser, DuplicateEmailError } from '../users.repository.js';
import { consentPage } from './consent-page.js';
import {
  DENIED_CONSENT,
  autoConsent,
  finishInteraction,
  grantMissing,
  languageOfInteraction,
  loadInteraction,
  type InteractionDetails,
} from './interaction-flow.js';
import { signInPage, signUpPage, type FieldErrors } from './pages.js';
import { textsFor } from './texts.js';

type Form = Record<string, unknown>;
type UidRequest = { Params: { uid: string }; Body: Form };

// The console's logo and its typeface (Roboto, the weights the pages use; latin covers English and German).
const ASSET_TYPES: Record<string, string> = {
  'interaction.css': 'text/css; charset=utf-8',
  'autosubmit.js': 'text/javascript; charset=utf-8',
  'logo.svg': 'image/svg+xml',
  'roboto-latin-400.woff2': 'font/woff2',
  'roboto-latin-500.woff2': 'font/woff2',
};

function assetsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/identity/interaction -> ../../../assets ; dist/server.js -> ../assets
  const root = here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../../../assets')
    : path.resolve(here, '../assets');
  return path.join(root, 'interaction');
}

const text = (form: Form | undefined, name: string): string =>
  typeof form?.[name] === 'string' ? (form[name] as string) : '';

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export function interactionRoutes(provider: Provider) {
  return async (app: FastifyInstance) => {
    const { config, db } = app.platform;
    const consoleUrl = config.PUBLIC_URL;
    await app.register(formbody);

    // First-party clients: the console, and the CLI (whose user has just confirmed its code on the device page).
    const firstParty = [config.OIDC_CLIENT_ID, CLI_CLIENT_ID];
    const isConsole = (d: InteractionDetails) => firstParty.includes(String(d.params.client_id));
    const consentView = async (d: InteractionDetails, req: FastifyRequest) => {
      const client = await provider.Client.find(String(d.params.client_id));
      const scopes = String(d.params.scope ?? '')
        .split(' ')
        .filter(Boolean);
      return consentPage({
        lang: languageOfInteraction(d, req),
        uid: d.uid,
        application: client?.clientName ?? String(d.params.client_id),
        scopes,
      });
    };

    const assets = new Map<string, Buffer>();
    for (const name of Object.keys(ASSET_TYPES)) assets.set(name, await fs.readFile(path.join(assetsDir(), name)));
    app.get<{ Params: { file: string } }>('/interaction/assets/:file', async (req, reply) => {
      const body = assets.get(req.params.file);
      if (!body) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such asset.' });
      return reply.type(ASSET_TYPES[req.params.file]).header('cache-control', 'public, max-age=3600').send(body);
    });

    app.get<UidRequest>('/interaction/:uid', async (req, reply) => {
      const details = await loadInteraction(provider, req, reply, consoleUrl);
      if (!details) return reply;
      const lang = languageOfInteraction(details, req);
      if (details.prompt.name === 'login') return html(reply, 200, signInPage({ lang, uid: details.uid }));
      if (!isConsole(details)) return html(reply, 200, await consentView(details, req));
      return finishInteraction(provider, req, reply, await autoConsent(provider, details, firstParty));
    });

    // A team's application asks the signed-in user; the console itself never does (auto-consent above).
    app.post<UidRequest>('/interaction/:uid/consent', async (req, reply) => {
      const details = await loadInteraction(provider, req, reply, consoleUrl);
      if (!details) return reply;
      if (details.prompt.name !== 'consent' || isConsole(details))
        return reply.redirect(`/interaction/${details.uid}`, 303);
      const allowed = text(req.body, 'decision') === 'allow';
      return finishInteraction(provider, req, reply, allowed ? await grantMissing(provider, details) : DENIED_CONSENT);
    });

    app.post<UidRequest>('/interaction/:uid/login', async (req, reply) => {
      const details = await loadInteraction(provider, req, reply, consoleUrl);
      if (!details) return reply;
      const lang = languageOfInteraction(details, req);
      const email = text(req.body, 'email');
      const parsed = signInBody.safeParse({ email, password: text(req.body, 'password') });
      if (!parsed.success) {
        return html(
          reply,
          400,
          signInPage({ lang, uid: details.uid, email, fieldErrors: fieldErrors(parsed.error.issues) }),
        );
      }
      const outcome = await checkCredentials(db, req.ip, parsed.data.email, parsed.data.password);
      if ('failure' in outcome) {
        if (outcome.failure === 'incorrect') {
          return html(
            reply,
            401,
            signInPage({ lang, uid: details.uid, email, error: textsFor(lang).signIn.incorrect }),
          );
        }
        const error = textsFor(lang).signIn.throttled(Math.ceil(outcome.retryAfter / 60));
        reply.header('retry-after', String(outcome.retryAfter));
        return html(reply, 429, signInPage({ lang, uid: details.uid, email, error }));
      }
      return finishInteraction(provider, req, reply, { login: { accountId: outcome.user.id } });
    });

    app.get<UidRequest>('/interaction/:uid/signup', async (req, reply) => {
      const details = await loadInteraction(provider, req, reply, consoleUrl);
      if (!details) return reply;
      return html(reply, 200, signUpPage({ lang: languageOfInteraction(details, req), uid: details.uid }));
    });

    app.post<UidRequest>('/interaction/:uid/signup', async (req, reply) => {
      const details = await loadInteraction(provider, req, reply, consoleUrl);
      if (!details) return reply;
      const lang = languageOfInteraction(details, req);
      const values = {
        givenName: text(req.body, 'givenName'),
        familyName: text(req.body, 'familyName'),
        email: text(req.body, 'email'),
      };
      const parsed = signUpBody.safeParse({ ...values, password: text(req.body, 'password') });
      if (!parsed.success) {
        return html(
          reply,
          400,
          signUpPage({ lang, uid: details.uid, values, fieldErrors: fieldErrors(parsed.error.issues) }),
        );
      }
      try {
        const user = await createUser(db, parsed.data);
        return finishInteraction(provider, req, reply, { login: { accountId: user.id } });
      } catch (err) {
        if (!(err instanceof DuplicateEmailError)) throw err;
        return html(
          reply,
          409,
          signUpPage({ lang, uid: details.uid, values, fieldErrors: { email: textsFor(lang).signUp.duplicate } }),
        );
      }
    });
  };
}
