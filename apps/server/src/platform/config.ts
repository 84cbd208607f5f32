/** Server configuration: one zod schema, parsed once at start; nothing else reads process.env. */
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN, ENVIRONMENTS } from '@dc/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const url = z.string().url();
/** A comma-separated list of browser origins (scheme, host and optional port; nothing after). */
const origins = z
  .string()
  .default('')
  .transform((value, ctx) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((item) => {
        const parsed = URL.canParse(item) ? new URL(item) : undefined;
        // No wildcards: an origin is allowed by its exact scheme, host and port.
        const exact = parsed && /^https?:$/.test(parsed.protocol) && !item.includes('*');
        if (!exact || parsed.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as https://portal.example.com` });
        }
        return parsed?.origin ?? item;
      }),
  );

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port.default(3000),
    /** Address browsers use to reach the console; defaults to http://localhost:PORT. */
    PUBLIC_URL: url.optional(),
    DATA_DIR: z.string().default('./data'),
    /** Other browser origins allowed to call the API (CORS), comma-separated; the console's own needs none. */
    CORS_ORIGINS: origins,
    /** Proxies whose X-Forwarded-* headers count: 'false' (none, default), a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ENVIRONMENT: z.enum(ENVIRONMENTS).default('local'),
    /** Any PostgreSQL server; without it the app runs its own embedded PostgreSQL under DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Start even when PostgreSQL runs with fsync, full_page_writes or synchronous_commit off (a crash may lose data). */
    ALLOW_UNSAFE_DURABILITY: bool.default(false),
    /** Port of the embedded PostgreSQL; 0 picks a free one (so a local 5432 never collides). */
    EMBEDDED_PG_PORT: port.default(0),
    /** Key for secrets at rest and cookie signing; without it a key file is generated in DATA_DIR. */
    SECRET_KEY: z.string().min(32).optional(),
    /** nodemailer SMTP URL of a relay; without it an embedded SMTP sink records messages. */
    SMTP_URL: z.string().optional(),
    SMTP_SINK_PORT: port.default(0),
    /** First retry delay of a failed send, in seconds; later retries back off exponentially. */
    MAIL_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(5),
    /**
     * Mails one instance delivers at once over as many pooled SMTP connections. 32 (was 8, issue 24): the mails in
     * flight are what a relay (and the embedded sink) can commit together, so CPU per mail falls as they rise; still
     * under Postfix's default of 50 connections per client.
     */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(32),
    MAIL_FROM: z.string().default('Developer Console <no-reply@developer-console.local>'),
    /** An external OpenID Connect issuer; without it the embedded provider at /oidc is used. */
    OIDC_ISSUER: url.optional(),
    OIDC_CLIENT_ID: z.string().default('developer-console'),
    OIDC_AUDIENCE: z.string().optional(),
    ID_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(3600),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(3600),
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .min(60)
      .default(14 * 86_400),
    /** Load the demo world into an empty database at start. */
    DEMO: bool.default(true),
    /** Names the identity provider in the login request, for end-to-end runs (spec 1 section 4.1). */
    E2E_IDP_HINT: z.string().optional(),
    QUEUE_ENABLED: bool.default(true),
    WEB_DIST: z.string().optional(),
    PROFILE_URL: url.default('https://myprofile.developer-console.local'),
    SUPPORT_URL: url.default('https://support.developer-console.local'),
    MARKETPLACE_URL: url.default('https://marketplace.developer-console.local'),
    APP_VERSION: z.string().default('0.1.0'),
    APP_COMMIT: z.string().default('dev'),
    /** Port of the embedded MQTT broker (not 1883, so a local Mosquitto never collides); 0 picks a free one. */
    MQTT_PORT: port.default(1884),
    /** Address the embedded broker listens on; defaults to HOST (set 0.0.0.0 to let devices on the network in). */
    MQTT_HOST: z.string().optional(),
    /** An external broker (e.g. Mosquitto) to ingest from by subscribing; the embedded broker is then off. */
    MQTT_URL: z
      .string()
      .regex(/^(mqtts?|wss?):\/\//, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
      .optional(),
    /** Client id of the ingest session on the external broker (persistent: give each instance its own). */
    MQTT_INGEST_CLIENT_ID: z.string().min(1).max(128).default('developer-console-ingest'),
    /**
     * Instances ingesting from MQTT_URL share one subscription group ($share/<group>/...): the broker hands each
     * message to one of them, so a second instance adds throughput instead of storing everything again.
     * `none` subscribes without sharing (every instance receives every message).
     */
    MQTT_SHARE_GROUP: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
      .default('developer-console'),
    /** Host and port devices are told to connect to (BrokerEndpoint); default: PUBLIC_URL's host, the broker's port. */
    MQTT_PUBLIC_HOST: z.string().optional(),
    MQTT_PUBLIC_PORT: port.optional(),
    /** Device events older than this are pruned (hourly). */
    IOT_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** With DEMO: run the device simulator for the demo's live devices while the server runs. */
    IOT_SIMULATE: bool.default(true),
    /** Lint jobs one instance runs at once, each in its own worker thread. */
    LINT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * Start a lint worker at start-up, so the first job finds its rulesets built (about a second of CPU). Off, the
     * first job pays it; the server suite turns it off: its 180 servers rarely lint.
     */
    LINT_PREWARM: bool.default(true),
    /** A lint job running longer ends FAILED (its worker is terminated). */
    LINT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
    /** Heap (old generation) limit of a lint worker; a job needing more ends FAILED. */
    LINT_MAX_MEMORY_MB: z.coerce.number().int().min(32).max(65_536).default(4096),
    /**
     * The lint engine for the recommended rulesets: 'fast' (the console's own) or 'spectral'. Rulesets the fast
     * engine does not run (OWASP) always run on Spectral.
     */
    LINT_ENGINE: z.enum(['fast', 'spectral']).default('fast'),
    /** Lint results (and the uploaded file) are kept this long, then deleted. */
    LINT_RESULT_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    /** Scratch space for uploads and running jobs; default DATA_DIR/linter. */
    LINT_STORAGE_DIR: z.string().optional(),
    /** Where Contact Us feedback goes (the `to` of a feedback send is ignored). */
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .regex(EMAIL_PATTERN, 'must be an e-mail address')
      .default('support@developer-console.local'),
    /** One feedback per user within this many seconds (429 with the seconds left). */
    FEEDBACK_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Feedback sends per client address per hour. */
    FEEDBACK_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** ALTCHA difficulty: the largest number a solver may have to try (small in tests). */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
    CAPTCHA_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    /** Accept any captcha (tests only; a warning is logged at start). */
    CAPTCHA_BYPASS: bool.default(false),
    /** The fixed no-reply address of template mails; default one for production, another for other environments. */
    TEMPLATE_NO_REPLY_ADDRESS: z
      .string()
      .trim()
      .toLowerCase()
      .regex(EMAIL_PATTERN, 'must be an e-mail address')
      .optional(),
    /**
     * Recipients the embedded SMTP sink refuses with 550 (a hard bounce): comma-separated patterns, * matching any
     * characters, case-insensitive; 'none' refuses nobody.
     */
    SMTP_SINK_REJECT: z.string().default('bounce*@*'),
    /** The CATALOGS feature flag: off hides the catalogs area (its API answers 404, the console its 404 page). */
    FEATURE_CATALOGS: bool.default(true),
    /** Event webhooks may go to http:// endpoints (local development and tests); production needs https. */
    EVENT_WEBHOOK_ALLOW_HTTP: bool.default(false),
    /**
     * Event webhooks and Try it's relay may go to loopback, private, link-local and other non-public addresses
     * (local receivers in development and tests); by default such endpoints are refused, at subscription and at
     * every delivery, and at every relayed request.
     */
    EVENT_WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** Try it relay requests one user may send per minute (per instance); more answer 429. */
    TRY_IT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
    /** Retries of a failed event delivery (exponential backoff from EVENT_DELIVERY_RETRY_DELAY seconds). */
    EVENT_DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
    EVENT_DELIVERY_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(5),
    /** One webhook request may take this long before it counts as failed. */
    EVENT_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * Webhook requests one instance has in flight at once (jobs fetched in batches, outcomes recorded in batches:
     * issue 24). Waiting for an answer costs no CPU, so this is well above the core count.
     */
    EVENT_DELIVERY_WORKERS: z.coerce.number().int().min(1).max(256).default(32),
    /**
     * Requests one instance sends to the same endpoint at once; its further deliveries wait in the queue. 16, not 4:
     * one receiver took at most 4 x (1 / latency), about 100 events/s under load, well below the 1,000 of issue 24.
     */
    EVENT_DELIVERY_PER_ENDPOINT: z.coerce.number().int().min(1).max(64).default(16),
  })
  .transform((c) => ({
    ...c,
    LINT_STORAGE_DIR: path.resolve(c.LINT_STORAGE_DIR ?? path.join(c.DATA_DIR, 'linter')),
    TRUST_PROXY: parseTrustProxy(c.TRUST_PROXY),
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    MQTT_HOST: c.MQTT_HOST ?? c.HOST,
    TEMPLATE_NO_REPLY_ADDRESS:
      c.TEMPLATE_NO_REPLY_ADDRESS ??
      (c.ENVIRONMENT === 'production'
        ? 'no-reply@developer-console.local'
        : 'no-reply@preprod.developer-console.local'),
  }));

export type Config = z.infer<typeof configSchema>;

function parseTrustProxy(v: string): boolean | number | string[] {
  if (v === 'false' || v === '') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

/** Parses the environment; throws one error naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(configSchema.in.shape);
  const picked = Object.fromEntries(known.filter((k) => env[k] !== undefined && env[k] !== '').map((k) => [k, env[k]]));
  const result = configSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
