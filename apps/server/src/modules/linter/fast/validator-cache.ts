/**
 * Compiled validators cached by schema content, kept by the worker between jobs. Spectral's schema function
 * compiles per schema object, and oasExample deep-copies the schema before every call, so Spectral compiles a
 * schema again for every example of it (GitHub's description: most of its lint time and memory). While the fast
 * engine runs, the schema function's Ajv instances come from here instead: a schema of the same content (and
 * dialect and error mode) reuses its validator, which gives the same errors. The cache holds MAX_VALIDATORS schemas;
 * past that it starts again with fresh Ajv instances, so the old ones and everything they compiled are freed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Assign = (schema: Record<string, unknown>, dialect: string, allErrors: boolean) => Validator;

const require = createRequire(import.meta.url);
const ajvModule = require(
  path.join(path.dirname(require.resolve('@stoplight/spectral-functions')), 'schema/ajv.js'),
) as { createAjvInstances: () => Assign };

const original = ajvModule.createAjvInstances;
const MAX_VALIDATORS = 5_000;
let active = false;
let assign: Assign = original();
let byContent = new Map<string, Validator>();

function cached(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  if (typeof schema.$id === 'string') return assign(schema, dialect, allErrors);
  const key = `${dialect}|${allErrors}|${JSON.stringify(schema)}`;
  let validator = byContent.get(key);
  if (!validator) {
    if (byContent.size >= MAX_VALIDATORS) {
      assign = original();
      byContent = new Map();
    }
    validator = assign(schema, dialect, allErrors);
    byContent.set(key, validator);
  }
  return validator;
}

// Spectral's schema function calls createAjvInstances once per document inventory, through the module's exports.
ajvModule.createAjvInstances = () => (active ? cached : original());

/** Runs work with the cache in place of per-inventory Ajv instances (Spectral's own runs keep theirs). */
export async function withValidatorCache<T>(work: () => Promise<T>): Promise<T> {
  active = true;
  try {
    return await work();
  } finally {
    active = false;
  }
}
