/**
 * The example rules (oas2/oas3-valid-media-example, oas2/oas3-valid-schema-example) run Spectral's oasExample, which
 * prepares the schema on every call: a JSON deep copy, ids removed below keywords JSON Schema does not know, and
 * for a request or response medium readOnly or writeOnly properties taken out of `required`. The copy is a new
 * object each time, so everything after it (the validator cache's meta-schema check and quick check, found per
 * schema object) started again too: on GitHub's description the copies alone were a quarter of the second lint,
 * most of it in the garbage collector.
 *
 * While the fast engine runs, the prepared copy is made once per schema object and variant (the variant is what
 * the preparation reads besides the schema: OpenAPI 2's boolean `required` dropped, read-only relaxed, write-only
 * relaxed) and the same copy is given to Spectral's oasSchema for every later example of it. A prepared schema
 * that still holds an id ($id or draft 4's string id) is copied per call as before: Spectral's per-document Ajv
 * instance files each copy under its id and refuses the next one ("schema with key or id ... already exists"),
 * which the same object would not be. So is one Ajv refused in a way it does not repeat for the same object (see
 * validator-cache.ts, refusedBefore). Anything unusual (a schema that is not an object) runs Spectral's function.
 */
import { createRequire } from 'node:module';
import { oasExample as spectralOasExample } from '@stoplight/spectral-rulesets/dist/oas/functions/index.js';
import { hasId, refusedBefore } from './validator-cache.js';

type Path = Array<string | number>;
type Schema = Record<string, unknown>;
interface Context {
  path: Path;
  document: { formats?: Set<unknown> | null };
}
interface Options {
  oasVersion: 2 | 3;
  schemaField: string;
  type: 'media' | 'schema';
}
type RuleFunction = ((target: unknown, options: unknown, context: never) => unknown) & {
  validator(options: unknown): void;
};
interface Then {
  field?: string;
  function: unknown;
}

export const oasExample = spectralOasExample as unknown as RuleFunction;

// Spectral's own copies of what oasExample uses, so that formats and traversal are the same objects and rules.
const require = createRequire(import.meta.url);
const oasExamplePath = require.resolve('@stoplight/spectral-rulesets/dist/oas/functions/oasExample.js');
const fromRulesets = createRequire(oasExamplePath);
const { oas2 } = fromRulesets('@stoplight/spectral-formats') as { oas2: unknown };
const oasSchema = (fromRulesets('./oasSchema.js') as { default: (value: unknown, o: object, c: object) => unknown })
  .default;
type Visit = (
  fragment: Schema,
  pointer: string,
  root: Schema,
  parentPointer: string | undefined,
  parentKeyword: string | undefined,
  parent: Schema | undefined,
  property: string | number | undefined,
) => void;
const traverseSchema = fromRulesets('json-schema-traverse') as ((s: object, o: object, visit: Visit) => void) & {
  keywords: object;
  arrayKeywords: object;
  propsKeywords: object;
};
const SCHEMA_KEYWORDS = new Set([
  ...Object.keys(traverseSchema.keywords),
  ...Object.keys(traverseSchema.arrayKeywords),
  ...Object.keys(traverseSchema.propsKeywords),
]);

// Where a medium's examples are a request's (read-only relaxed) or a response's (write-only relaxed); '*' is any.
const REQUEST_MEDIA: Record<number, Path[]> = {
  2: [],
  3: [
    ['components', 'requestBodies'],
    ['paths', '*', '*', 'requestBody'],
  ],
};
const RESPONSE_MEDIA: Record<number, Path[]> = {
  2: [['responses'], ['paths', '*', '*', 'responses']],
  3: [
    ['components', 'responses'],
    ['paths', '*', '*', 'responses'],
  ],
};
const under = (path: Path, prefixes: Path[]) => prefixes.some((p) => p.every((s, i) => s === '*' || s === path[i]));

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null;

/** The examples one call checks, with their paths: Spectral's fields and order for each type and version. */
function examples(target: Schema, options: Options, route: Path): Array<{ value: unknown; path: Path }> {
  if (options.type === 'schema') {
    const fields = options.oasVersion === 2 ? ['example', 'x-example', 'default'] : ['example', 'default'];
    return fields.filter((f) => f in target).map((f) => ({ value: target[f], path: [...route, f] }));
  }
  // Media: the first field present decides, except an `examples` that is not an object, which is passed over.
  const fields =
    options.oasVersion === 2
      ? [{ field: 'examples', multiple: true, keyed: false }]
      : [
          { field: 'example', multiple: false, keyed: false },
          { field: 'examples', multiple: true, keyed: true },
        ];
  for (const { field, multiple, keyed } of fields) {
    if (!(field in target)) continue;
    const value = target[field];
    if (!multiple) return [{ value, path: [...route, field] }];
    if (!isObject(value)) continue;
    const found: Array<{ value: unknown; path: Path }> = [];
    for (const key of Object.keys(value)) {
      const example = value[key];
      // An OpenAPI 3 Example Object with an externalValue (or not an object at all) is not checked.
      if (!keyed) found.push({ value: example, path: [...route, field, key] });
      else if (isObject(example) && !('externalValue' in example))
        found.push({ value: example.value, path: [...route, field, key, 'value'] });
    }
    return found;
  }
  return [];
}

/** Spectral's preparation of the schema, on a copy. */
function prepare(schema: Schema, dropRequired: boolean, relaxRead: boolean, relaxWrite: boolean): Schema {
  let source = schema;
  if (dropRequired) {
    source = { ...schema };
    delete source.required;
  }
  const copy = JSON.parse(JSON.stringify(source)) as Schema;
  // Ids below a key JSON Schema does not know are removed; Spectral tests for `$id` but removes `id` only, as here.
  traverseSchema(copy, { allKeys: true }, (fragment, _p, _r, _pp, keyword) => {
    if (keyword === undefined || SCHEMA_KEYWORDS.has(keyword)) return;
    if ('id' in fragment || '$id' in fragment) delete fragment.id;
  });
  if (relaxRead || relaxWrite) relaxRequired(copy, relaxRead, relaxWrite);
  return copy;
}

/** Takes read-only (request) or write-only (response) properties out of `required`, except under a `not`. */
function relaxRequired(schema: Schema, relaxRead: boolean, relaxWrite: boolean): void {
  const negated: string[] = [];
  traverseSchema(schema, {}, (fragment, pointer, _root, parentPointer, keyword, parent, property) => {
    if (keyword === 'not') {
      negated.push(pointer);
      return;
    }
    if (parentPointer !== undefined && negated.some((n) => parentPointer === n || parentPointer.startsWith(`${n}/`)))
      return;
    const relaxed = (fragment.readOnly === true && relaxRead) || (fragment.writeOnly === true && relaxWrite);
    if (!relaxed || keyword !== 'properties' || !parent) return;
    if (parent.required !== undefined && !Array.isArray(parent.required)) return;
    // As Spectral does, a parent without `required` gets an own `required: undefined`.
    parent.required = (parent.required as unknown[] | undefined)?.filter((p) => p !== property);
    if ((parent.required as unknown[] | undefined)?.length === 0) delete parent.required;
  });
}

/** Per schema object and variant: oasSchema's options holding the prepared copy, or null to copy per call. */
let prepared: WeakMap<object, Map<number, { schema: Schema } | null>> | undefined;

function preparedOptions(schema: Schema, variant: number, relaxRead: boolean, relaxWrite: boolean) {
  let forSchema = prepared!.get(schema);
  if (!forSchema) prepared!.set(schema, (forSchema = new Map()));
  let options = forSchema.get(variant);
  if (options === undefined) {
    const copy = prepare(schema, (variant & 1) === 1, relaxRead, relaxWrite);
    options = hasId(copy) ? null : { schema: copy };
    forSchema.set(variant, options);
  }
  return options;
}

const preparedOasExample = (target: unknown, options: unknown, context: never) => {
  if (!prepared || !isObject(target) || Array.isArray(target)) return oasExample(target, options, context);
  oasExample.validator(options);
  const opts = options as Options;
  const { path: route, document } = context as Context;
  const schema = opts.schemaField === '$' ? target : target[opts.schemaField];
  if (!isObject(schema) || Array.isArray(schema)) return oasExample(target, options, context);
  const dropRequired = document.formats?.has(oas2) === true && typeof schema.required === 'boolean';
  const relaxRead = opts.type === 'media' && under(route, REQUEST_MEDIA[opts.oasVersion]);
  const relaxWrite = opts.type === 'media' && under(route, RESPONSE_MEDIA[opts.oasVersion]);
  const variant = (dropRequired ? 1 : 0) | (relaxRead ? 2 : 0) | (relaxWrite ? 4 : 0);
  const schemaOptions = preparedOptions(schema, variant, relaxRead, relaxWrite);
  if (schemaOptions === null || refusedBefore(schemaOptions.schema)) return oasExample(target, options, context);
  let results: unknown[] | undefined;
  for (const example of examples(target, opts, route)) {
    const found = oasSchema(example.value, schemaOptions, { ...(context as object), path: example.path });
    if (Array.isArray(found)) (results ??= []).push(...(found as unknown[]));
  }
  return results;
};
Object.defineProperty(preparedOasExample, 'name', { value: 'oasExample' });

const replaced = new WeakSet<Then>();
/** Gives the example rules the preparing function (once per rule object; outside a run it is Spectral's). */
export function prepareExamplesOnce(rules: Array<{ then: Then[] }>): void {
  for (const rule of rules)
    for (const then of rule.then) {
      if (replaced.has(then) || then.function !== oasExample) continue;
      then.function = preparedOasExample;
      replaced.add(then);
    }
}

export const isOasExample = (fn: unknown) => fn === oasExample || fn === preparedOasExample;

export async function withPreparedExamples<T>(work: () => Promise<T>): Promise<T> {
  prepared = new WeakMap();
  try {
    return await work();
  } finally {
    prepared = undefined;
  }
}
