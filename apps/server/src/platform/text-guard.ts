/**
 * Refuses request text PostgreSQL cannot store: NUL characters (text columns reject 0x00) and lone UTF-16
 * surrogates (jsonb rejects the escapes). Without this guard such strings reached the database and the request
 * failed with a 500 after the route had started writing (issue 13 item 4: hostile input).
 */
import type { FastifyInstance } from 'fastify';
import { PLATFORM_ERROR_CODES } from '@dc/contracts';
import { AppError } from './errors.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (value or key) that cannot be stored, if any; iterative, so deep nesting is fine. */
export function unstorableTextAt(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return path || '(value)';
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (unstorable(k)) return `${path}${path ? '.' : ''}(key)`;
        stack.push({ value: child, path: path ? `${path}.${k}` : k });
      }
    }
  }
  return undefined;
}

/** Callback style (no promise per request): this runs on every request. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of ['body', 'query', 'params'] as const) {
      const at = unstorableTextAt(req[part]);
      if (at !== undefined) {
        return done(
          new AppError(
            400,
            PLATFORM_ERROR_CODES.validation,
            'Invalid request: text may not contain NUL characters or unpaired surrogates.',
            [{ path: `${part}${at === '(value)' ? '' : `.${at}`}`, message: 'Unstorable character.' }],
          ),
        );
      }
    }
    done();
  });
}
