/**
 * The console's applications as clients of the embedded provider (DESIGN.md "Identity"):
 *  - client lookups go to the applications module, fresh from PostgreSQL every time (no registration endpoint,
 *    so the provider never writes a client);
 *  - client authentication accepts any of the application's current secrets: Client#compareClientSecret is the
 *    extension point oidc-provider's author suggests for this (panva/node-oidc-provider#631);
 *  - client_credentials tokens are JWTs for the API products (APPLICATION_TOKEN_AUDIENCE), carrying the team and
 *    the application's Active subscriptions, so an API gateway can check them with /oidc/jwks alone.
 */
import { timingSafeEqual } from 'node:crypto';
import Provider, {
  errors,
  type Adapter,
  type AdapterFactory,
  type AdapterPayload,
  type Configuration,
} from 'oidc-provider';
import { APPLICATION_TOKEN_AUDIENCE, GRANT_TYPES } from '@dc/contracts';
import {
  CLIENT_SECRET_DIGESTS,
  CLIENT_TEAM,
  type ApplicationClientStore as ApplicationClients,
} from './application-client-store.js';

type AdapterClass = new (name: string) => Adapter;
type Features = NonNullable<Configuration['features']>;

class ApplicationClientAdapter implements Adapter {
  constructor(private readonly clients: ApplicationClients) {}
  async find(id: string) {
    return (await this.clients.metadata(id)) as AdapterPayload | undefined;
  }
  private refuse(): never {
    throw new Error('Clients are applications: they change through the applications API only.');
  }
  upsert = async () => this.refuse();
  destroy = async () => this.refuse();
  consume = async () => this.refuse();
  revokeByGrantId = async () => this.refuse();
  findByUid = async () => undefined;
  findByUserCode = async () => undefined;
}

/** The provider's adapter: Client from the applications, every other model from the base adapter. */
export function withApplicationClients(Base: AdapterClass, clients: ApplicationClients): AdapterFactory {
  return (name) => (name === 'Client' ? new ApplicationClientAdapter(clients) : new Base(name));
}

/** Client metadata the applications add (validated so that a malformed row can never widen what matches). */
export const applicationClientMetadata: NonNullable<Configuration['extraClientMetadata']> = {
  properties: [CLIENT_SECRET_DIGESTS, CLIENT_TEAM],
  validator(_ctx, key, value) {
    if (value === undefined) return;
    const ok =
      key === CLIENT_SECRET_DIGESTS
        ? Array.isArray(value) && value.every((d) => typeof d === 'string' && d.length > 0)
        : typeof value === 'string';
    if (!ok) throw new errors.InvalidClientMetadata(`${key} is malformed`);
  },
};

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Any current secret authenticates an application; other clients keep the provider's own comparison. */
export function acceptApplicationSecrets(provider: Provider, clients: ApplicationClients): void {
  const proto = provider.Client.prototype;
  const original = proto.compareClientSecret;
  proto.compareClientSecret = async function (this: InstanceType<Provider['Client']>, actual: string) {
    const digests = (this as unknown as Record<string, unknown>)[CLIENT_SECRET_DIGESTS];
    if (!Array.isArray(digests)) return original.call(this, actual);
    const presented = clients.secretDigest(actual);
    // Compare with every digest (no early exit), so timing says nothing about which one matched.
    return digests.map((d: string) => sameDigest(d, presented)).includes(true);
  };
}

const isApplication = (client: unknown) => typeof (client as Record<string, unknown>)?.[CLIENT_TEAM] === 'string';

/** Resource indicators: client_credentials of applications default to the API products, as JWT access tokens. */
export function applicationResources(accessTokenTtl: number): NonNullable<Features['resourceIndicators']> {
  return {
    enabled: true,
    defaultResource: async (ctx, client, oneOf) => {
      if (oneOf) return oneOf;
      const clientCredentials = ctx.oidc.params?.grant_type === GRANT_TYPES.clientCredentials;
      return clientCredentials && isApplication(client) ? APPLICATION_TOKEN_AUDIENCE : undefined;
    },
    getResourceServerInfo: async (_ctx, resource, client) => {
      if (resource !== APPLICATION_TOKEN_AUDIENCE || !isApplication(client)) throw new errors.InvalidTarget();
      return {
        scope: '',
        audience: APPLICATION_TOKEN_AUDIENCE,
        accessTokenFormat: 'jwt',
        accessTokenTTL: accessTokenTtl,
      };
    },
  };
}

/** Team and Active subscriptions in client-credentials tokens of applications. */
export const applicationTokenClaims =
  (clients: ApplicationClients): NonNullable<Configuration['extraTokenClaims']> =>
  async (_ctx, token) =>
    token.kind === 'ClientCredentials' && token.clientId ? clients.tokenClaims(token.clientId) : undefined;
