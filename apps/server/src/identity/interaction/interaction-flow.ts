/** Steps of an oidc-provider interaction seen from our pages: load it, finish the login, give consent. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { pickLanguage, type PageLanguage } from './language.js';
import { messagePage } from './pages.js';
import { textsFor } from './texts.js';

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The language of an interaction's pages: the ui_locales of its authorization request, else the browser's. */
export const languageOfInteraction = (details: InteractionDetails, req: FastifyRequest): PageLanguage =>
  pickLanguage(details.params.ui_locales, req.headers['accept-language']);

/** The interaction named by the URL and the browser's interaction cookie, or an "expired" page when there is none. */
export async function loadInteraction(
  provider: Provider,
  req: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
  consoleUrl: string,
): Promise<InteractionDetails | undefined> {
  const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
  if (details && details.uid === req.params.uid) return details;
  // No request left to read ui_locales from: the browser's language decides.
  const lang = pickLanguage(details?.params.ui_locales, req.headers['accept-language']);
  const t = textsFor(lang).expired;
  reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(messagePage(lang, t.heading, t.message, { href: consoleUrl, text: t.link }));
  return undefined;
}

/** Hands the result to the provider and sends the browser back to its authorization endpoint. */
export async function finishInteraction(
  provider: Provider,
  req: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<FastifyReply> {
  const returnTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
  return reply.redirect(returnTo, 303);
}

/**
 * The console (and its CLI) are first-party clients: their consent is given without asking, by granting exactly what the
 * provider reports missing. Other clients (the teams' applications) ask the user on the consent page.
 */
export async function autoConsent(
  provider: Provider,
  details: InteractionDetails,
  trustedClientIds: readonly string[],
): Promise<InteractionResults> {
  const clientId = String(details.params.client_id);
  if (!trustedClientIds.includes(clientId) || !details.session) {
    return { error: 'access_denied', error_description: 'This application cannot ask for consent here.' };
  }
  return grantMissing(provider, details);
}

/** Grants what the provider reports missing for the interaction's client (the user said yes, or it is the console). */
export async function grantMissing(provider: Provider, details: InteractionDetails): Promise<InteractionResults> {
  if (!details.session) return { error: 'access_denied', error_description: 'Sign in first.' };
  const clientId = String(details.params.client_id);
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId: details.session.accountId, clientId });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

export const DENIED_CONSENT: InteractionResults = {
  error: 'access_denied',
  error_description: 'The user did not allow the application to sign in.',
};
