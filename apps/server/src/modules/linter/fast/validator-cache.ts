/**
 * Validators for Spectral's schema function, kept by the worker between jobs. Spectral's schema function compiles
 * per schema object, and oasExample deep-copies the schema before every call, so Spectral compiles a schema again
 * for every example of it (GitHub's description: most of its lint time and memory). While the fast engine runs, the
 * schema function's Ajv instances come from here instead:
 * - a schema valid against its dialect's meta-schema and within the quick check's keywords (quick-validator.ts) is
 *   checked by closures first, and an example that passes never reaches Ajv;
 * - otherwise, and for every example that fails, Ajv validates, compiled once per schema content (and dialect and
 *   error mode), so the errors and Spectral's messages are Ajv's own. The cache holds MAX_VALIDATORS schemas; past
 *   that it starts again with fresh Ajv instances, so the old ones and everything they compiled are freed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { quickCheck } from './quick-validator.js';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Assign = (schema: Record<string, unknown>, dialect: string, allErrors: boolean) => Validator;
interface MetaValidator {
  validateSchema(schema: unknown): boolean;
}

const require = createRequire(import.meta.url);
const ajvPath = path.join(path.dirname(require.resolve('@stoplight/spectral-functions')), 'schema/ajv.js');
const ajvModule = require(ajvPath) as { createAjvInstances: () => Assign };
const fromSpectral = createRequire(ajvPath);

const original = ajvModule.createAjvInstances;
const MAX_VALIDATORS = 5_000;
let active = false;
let assign: Assign = original();
let byContent = new Map<string, Validator>();

function compiled(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
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

// Meta-schema checks with the options of Spectral's instances (schema/ajv.js): Ajv refuses to compile a schema that
// fails its meta-schema, and Spectral reports that refusal, so such a schema must reach Ajv.
const AJV_OPTIONS = { meta: true, messages: true, strict: false, allowUnionTypes: true, unicodeRegExp: false };
type AjvClass = new (options: object) => MetaValidator & { addSchema(schema: object): unknown };
const metaFor = new Map<string, MetaValidator>();
function meta(dialect: string): MetaValidator {
  const key = ['draft4', 'draft2019-09', 'draft2020-12'].includes(dialect) ? dialect : 'auto';
  let validator = metaFor.get(key);
  if (!validator) {
    const load = (id: string) => (fromSpectral(id) as { default: AjvClass }).default;
    const Ajv = load(
      { draft4: 'ajv-draft-04', 'draft2019-09': 'ajv/dist/2019', 'draft2020-12': 'ajv/dist/2020' }[key] ?? 'ajv',
    );
    validator = new Ajv(AJV_OPTIONS);
    metaFor.set(key, validator);
  }
  return validator;
}

// The schema function asks again for every example of one schema object: its validator is kept with the object.
const byObject = new WeakMap<object, Map<string, Validator>>();

function cached(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  if (typeof schema.$id === 'string') return assign(schema, dialect, allErrors);
  let forObject = byObject.get(schema);
  if (!forObject) byObject.set(schema, (forObject = new Map()));
  const mode = `${dialect}|${allErrors}`;
  let validator = forObject.get(mode);
  if (!validator) forObject.set(mode, (validator = prepare(schema, dialect, allErrors)));
  return validator;
}

function prepare(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  // A schema naming its own meta-schema ($schema), or one the meta-schema check cannot read, is Ajv's to judge.
  let valid = false;
  try {
    valid = schema.$schema === undefined && meta(dialect).validateSchema(schema);
  } catch {
    valid = false;
  }
  const quick = valid ? quickCheck(schema, dialect) : undefined;
  if (!quick) return compiled(schema, dialect, allErrors);
  const validator: Validator = (data) => {
    if (quick(data)) {
      validator.errors = null;
      return true;
    }
    const full = compiled(schema, dialect, allErrors);
    const valid = full(data);
    validator.errors = full.errors;
    return valid;
  };
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
