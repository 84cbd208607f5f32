/** Structured logs (pino) that never carry credentials. */
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Headers carried by errors (HTTP clients attach the request) or by a logged request or response object.
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers["proxy-authorization"]',
  '*.password',
  '*.passwordHash',
  '*.secret',
  '*.secrets',
  '*.signingSecret',
  '*.token',
  '*.id_token',
  '*.access_token',
  '*.refresh_token',
  '*.client_secret',
  '*.captcha',
  '*.code_verifier',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry codes and tokens (OIDC); log the path only.
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        path: typeof req.url === 'string' ? req.url.split('?')[0] : undefined,
        id: req.id,
      }),
    },
  };
}

/** The server's one logger (the app's request logs are its children); tests may capture it with a destination. */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
