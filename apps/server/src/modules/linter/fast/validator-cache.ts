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
import { quickCheck, type QuickCheck } from './quick-validator.js';
import { schemaKey } from './schema-key.js';

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
let assign: Assign = unoptimizedInstances();
/** A compile Ajv refused: the same content is refused again with the same error, without generating its code. */
interface Refused {
  refused: unknown;
}
let byContent = new Map<string, Validator | Refused>();

/**
 * Ajv refuses some schemas while generating their code (GitHub's description: "nullable" without "type" deep in 116
 * compiles of 44 schemas, more than half of the compile time), and refuses the same content again the same way: the
 * type checks (getSchemaTypes) read the schema alone, and every step before them succeeded. A refusal is kept only
 * for those messages and a schema that names no schema ($ref, $schema, ids): errors of meta-schema and
 * reference lookups depend on what the instance already holds.
 */
const TYPE_REFUSALS = [
  '"nullable" cannot be used without "type"',
  'type: null contradicts nullable: false',
  'type must be JSONType or JSONType[]: ',
];
// Draft 4's id is a string; a property named id ("id":{) is not one.
const NAMES_SCHEMAS = /"\$(ref|schema|id|anchor|dynamicRef|dynamicAnchor|recursiveRef|recursiveAnchor)":|"id":"/;
function keepsRefusal(key: string, refused: unknown): boolean {
  if (!(refused instanceof Error) || refused.constructor !== Error) return false;
  return TYPE_REFUSALS.some((m) => refused.message.startsWith(m)) && !NAMES_SCHEMAS.test(key);
}

/**
 * Schema objects Ajv refused in a way it does not repeat: Ajv files an object before checking it against its
 * meta-schema (or filing its id), so the same object compiled again is not checked again. Spectral meets this when
 * the examples of one call share oasExample's copy; such an object is compiled as itself, never found by content,
 * and its content is not answered for by it.
 */
const halfFiled = new WeakSet<object>();
export const refusedBefore = (schema: object) => halfFiled.has(schema);

function compiled(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  if (halfFiled.has(schema)) return assign(schema, dialect, allErrors);
  const key = `${dialect}|${allErrors}|${JSON.stringify(schema)}`;
  let validator = byContent.get(key);
  if (!validator) {
    if (byContent.size >= MAX_VALIDATORS) {
      assign = unoptimizedInstances();
      byContent = new Map();
    }
    try {
      validator = assign(schema, dialect, allErrors);
    } catch (refused) {
      if (!keepsRefusal(key, refused)) {
        halfFiled.add(schema);
        throw refused;
      }
      validator = { refused };
    }
    byContent.set(key, validator);
  }
  if ('refused' in validator) throw validator.refused;
  return validator;
}

/**
 * Ajv instances with the options, plugins and meta-schemas of Spectral's (schema/ajv.js), except that the generated
 * code is not optimised: on GitHub's description the ~110 schemas that meet a failing example are up to 70 KB of JSON
 * each, and Ajv's optimisation passes (recomputing every nested block's names) took more time than generating the
 * code. They only drop unused assignments and fold constants, so the validator's answers and errors are the same.
 */
type AjvInstance = MetaValidator & { compile(schema: object): Validator; addSchema(schema: object): unknown };
type AjvOptions = typeof AJV_OPTIONS & { allErrors?: boolean; code?: object; logger?: object };
const AJV_CLASSES: Record<string, string> = {
  auto: 'ajv',
  draft4: 'ajv-draft-04',
  'draft2019-09': 'ajv/dist/2019',
  'draft2020-12': 'ajv/dist/2020',
};
const logger = {
  // Spectral's instances say nothing of unknown formats.
  warn: (...args: unknown[]) => {
    if (typeof args[0] === 'string' && !args[0].startsWith('unknown format')) console.warn(...args);
  },
  log: console.log,
  error: console.error,
};
function unoptimizedInstance(kind: string, allErrors: boolean): AjvInstance {
  const Ajv = (fromSpectral(AJV_CLASSES[kind]) as { default: new (options: AjvOptions) => AjvInstance }).default;
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors, logger, code: { optimize: false } });
  (fromSpectral('ajv-formats') as { default: (ajv: AjvInstance) => void }).default(ajv);
  if (allErrors) (fromSpectral('ajv-errors') as { default: (ajv: AjvInstance) => void }).default(ajv);
  if (kind === 'auto') {
    ajv.addSchema(fromSpectral('./draft4.json') as object);
    ajv.addSchema(fromSpectral('ajv/dist/refs/json-schema-draft-06.json') as object);
  }
  return ajv;
}
function unoptimizedInstances(): Assign {
  const instances = new Map<string, AjvInstance>();
  return (schema, dialect, allErrors) => {
    const kind = Object.hasOwn(AJV_CLASSES, dialect) ? dialect : 'auto';
    const key = `${kind}|${allErrors}`;
    let ajv = instances.get(key);
    if (!ajv) instances.set(key, (ajv = unoptimizedInstance(kind, allErrors)));
    return ajv.compile(schema);
  };
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

// A schema with an id ($id, or draft 4's id, at any depth: Ajv files every one it finds) is found by it in Spectral's
// instances, as Spectral does; fresh for every run, as Spectral's are per document, so one document's id never
// answers for another's. Ajv finds them with json-schema-traverse, which is used here the same way.
const traverseSchema = fromSpectral('json-schema-traverse') as (
  schema: object,
  options: { allKeys: boolean },
  visit: (schema: Record<string, unknown>) => void,
) => void;
export function hasId(schema: Record<string, unknown>): boolean {
  let found = false;
  traverseSchema(schema, { allKeys: true }, (s) => {
    if (typeof s.$id === 'string' || typeof s.id === 'string') found = true;
  });
  return found;
}
let spectralAssign: Assign = original();

// The schema function asks again for every example of one schema object: its validator is kept with the object.
const byObject = new WeakMap<object, Map<string, Validator>>();

function cached(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  let forObject = byObject.get(schema);
  if (!forObject) {
    if (hasId(schema)) return spectralAssign(schema, dialect, allErrors);
    byObject.set(schema, (forObject = new Map()));
  }
  const mode = `${dialect}|${allErrors}`;
  let validator = forObject.get(mode);
  if (!validator) forObject.set(mode, (validator = prepare(schema, dialect, allErrors)));
  return validator;
}

/**
 * What prepare judges of a schema, by dialect and content (null: Ajv's to judge): the meta-schema check and the quick
 * check's closures read the content alone, and contents recur (ReadMe's 3.1 description: 266 schema objects with
 * examples, 106 contents, nested schemas met again inside others).
 */
const judged = new Map<string, QuickCheck | null>();
const MAX_JUDGED = 20_000;

function judge(schema: Record<string, unknown>, dialect: string): QuickCheck | undefined {
  // A schema naming its own meta-schema ($schema), or one the meta-schema check cannot read, is Ajv's to judge.
  if (schema.$schema !== undefined) return undefined;
  const fresh = () => {
    let valid = false;
    try {
      valid = meta(dialect).validateSchema(schema);
    } catch {
      valid = false;
    }
    return valid ? quickCheck(schema, dialect) : undefined;
  };
  let key: string;
  try {
    key = `${dialect}|${schemaKey(schema)}`;
  } catch {
    return fresh(); // a cycle
  }
  let quick = judged.get(key);
  if (quick === undefined) {
    quick = fresh() ?? null;
    if (judged.size >= MAX_JUDGED) judged.clear();
    judged.set(key, quick);
  }
  return quick ?? undefined;
}

function prepare(schema: Record<string, unknown>, dialect: string, allErrors: boolean): Validator {
  const quick = judge(schema, dialect);
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
  spectralAssign = original();
  try {
    return await work();
  } finally {
    active = false;
  }
}
