/** Structured logs (pino) that never carry credentials. */
import { pino, type Logger, type LoggerOptions } from 'pino';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.secret',
  '*.token',
  '*.id_token',
  '*.access_token',
  '*.refresh_token',
  '*.client_secret',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry codes and tokens (OIDC); log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}

export const createLogger = (level: string): Logger => pino(loggerOptions(level));
