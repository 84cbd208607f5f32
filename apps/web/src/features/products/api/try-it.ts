/**
 * Try it (issue 19): the team's applications and which of them are subscribed to the API, a client-credentials
 * token for one of them, and the call to the chosen deployment. The secret is read as the credentials tab reads it
 * (GET /applications/{id}/secrets/{secretId}, open to the same users), used once for the token and kept nowhere.
 * A deployment on the console's own origin is called directly; one on another origin through the console's relay
 * (POST /apim/try-it), since the page's Content-Security-Policy allows connect-src 'self' only and the upstream
 * would need CORS for the console.
 */
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_MAX_PAGE_SIZE, type ProductEnvironment, type TryItRequestBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { readCachedProviderConfig } from '../../../shared/lib/auth/provider-config';

export interface TryItApplication {
  id: string;
  clientId: string;
  name: string;
  /** Its subscription to this API is Active. */
  subscribed: boolean;
}

async function tryItApplications(teamId: string, apiId: string): Promise<TryItApplication[]> {
  const [apps, subs] = await Promise.all([
    api.call('applications.listSlash', { team: teamId }),
    api.call('subscriptions.forApi', {
      team: teamId,
      params: { apiId },
      query: { pageSize: SUBSCRIPTIONS_MAX_PAGE_SIZE },
    }),
  ]);
  const active = new Set(subs.items.filter((s) => s.subscription_status === 'Active').map((s) => s.app_uuid));
  return (apps.items ?? []).map((a) => ({
    id: a.id,
    clientId: a.client_id,
    name: a.display_name || a.name,
    subscribed: active.has(a.id),
  }));
}

/** Only for those who may list the team's applications (the filter permission): others would get a 403. */
export const useTryItApplications = (teamId: string, apiId: string, allowed: boolean) =>
  useQuery({
    queryKey: ['products', 'try-it', teamId, apiId],
    queryFn: () => tryItApplications(teamId, apiId),
    enabled: allowed,
  });

/** A client-credentials access token of the application from the console's provider. */
export async function applicationToken(teamId: string, app: TryItApplication): Promise<string> {
  const list = await api.call('applications.secrets', { team: teamId, params: { applicationId: app.id } });
  const first = list.data[0];
  if (!first) throw new Error('The application has no secret.');
  const value = await api.call('applications.secret', {
    team: teamId,
    params: { applicationId: app.id, secretId: first.id },
  });
  const endpoint = readCachedProviderConfig()?.token_endpoint ?? '/oidc/token';
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${btoa(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(value.data[0].secret)}`)}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
  });
  const body = (await res.json()) as { access_token?: string; error_description?: string; error?: string };
  if (!res.ok || !body.access_token) throw new Error(body.error_description ?? body.error ?? `token: ${res.status}`);
  return body.access_token;
}

export interface TryItResult {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: string;
  /** The relay cut a long body (TRY_IT_MAX_RESPONSE_BYTES). */
  truncated?: boolean;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text; // Not JSON (or cut short): shown as it came.
  }
}

/** A call to a deployment on the console's own origin (the demo's mock): straight from the page. */
export async function sendTryIt(url: string, method: string, token: string, body?: string): Promise<TryItResult> {
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body || undefined,
    credentials: 'omit',
  });
  return {
    status: res.status,
    statusText: res.statusText,
    headers: [...res.headers.entries()],
    body: pretty(await res.text()),
  };
}

export interface RelayCall {
  teamId: string;
  apiId: string;
  environment: ProductEnvironment;
  app: TryItApplication;
  token: string;
  url: string;
  method: string;
  body?: string;
}

/** A call to a deployment on another origin, sent by the console's server (which checks it is this API's). */
export async function relayTryIt(c: RelayCall): Promise<TryItResult> {
  const request: TryItRequestBody = {
    api_id: c.apiId,
    environment: c.environment,
    app_id: c.app.id,
    access_token: c.token,
    method: c.method.toUpperCase() as TryItRequestBody['method'],
    url: c.url,
    ...(c.body ? { body: c.body, content_type: 'application/json' } : {}),
  };
  const res = await api.call('try-it.relay', { team: c.teamId, body: request });
  return {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers.map((h) => [h.name, h.value]),
    body: res.truncated ? res.body : pretty(res.body),
    truncated: res.truncated,
  };
}
