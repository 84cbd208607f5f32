/**
 * The schema-example rules (oas2/oas3-valid-schema-example, Spectral's oasExample with type 'schema') ask the same
 * question once per route to a schema: a schema shared through $refs is reached on many routes (GitHub's
 * description: 203,450 calls on 3,656 schema objects). For this type the answer depends on the schema object alone
 * (the dialect follows the document's formats, fixed for a run); only the result paths start with the route. So
 * while the fast engine runs, the first answer for an object is kept with its paths made relative, and later routes
 * get it again under their own path. Media examples (type 'media') are left alone: their route decides whether
 * `required` is relaxed.
 */
import { isOasExample } from './oas-example.js';
import type { SpectralRule } from './spectral-parts.js';

type Path = Array<string | number>;
interface Result {
  message: string;
  path?: Path;
}
type RuleFunction = (target: unknown, options: unknown, context: { path: Path }) => unknown;
interface Then {
  field?: string;
  function: RuleFunction;
  functionOptions?: { type?: string } | null;
}

let memo: WeakMap<object, Map<RuleFunction, Result[] | undefined>> | undefined;
const wrapped = new WeakSet<Then>();

/** Kept answers, relative to the route: undefined when a result's path does not start with the route. */
function relative(results: Result[], route: Path): Result[] | undefined {
  const kept: Result[] = [];
  for (const r of results) {
    if (!r.path || r.path.length < route.length || route.some((s, i) => r.path?.[i] !== s)) return undefined;
    kept.push({ ...r, path: r.path.slice(route.length) });
  }
  return kept;
}

function memoized(original: RuleFunction): RuleFunction {
  const fn: RuleFunction = (target, options, context) => {
    if (!memo || typeof target !== 'object' || target === null) return original(target, options, context);
    let forTarget = memo.get(target);
    if (forTarget?.has(original)) {
      const kept = forTarget.get(original);
      return kept?.map((r) => ({ ...r, path: [...context.path, ...(r.path ?? [])] }));
    }
    const results = original(target, options, context);
    if (results !== undefined && !Array.isArray(results)) return results; // a promise: not kept
    const kept = results === undefined ? undefined : relative(results as Result[], context.path);
    if (results === undefined || kept !== undefined) {
      if (!forTarget) memo.set(target, (forTarget = new Map()));
      forTarget.set(original, kept);
    }
    return results;
  };
  Object.defineProperty(fn, 'name', { value: original.name });
  return fn;
}

/** Wraps the schema-example rules' function (once per rule object; outside withExampleMemo it passes through). */
export function memoizeSchemaExamples(rules: SpectralRule[]): void {
  for (const rule of rules) {
    for (const then of (rule as SpectralRule & { then: Then[] }).then) {
      if (wrapped.has(then) || !isOasExample(then.function) || then.field !== undefined) continue;
      if (then.functionOptions?.type !== 'schema') continue;
      then.function = memoized(then.function);
      wrapped.add(then);
    }
  }
}

export async function withExampleMemo<T>(work: () => Promise<T>): Promise<T> {
  memo = new WeakMap();
  try {
    return await work();
  } finally {
    memo = undefined;
  }
}
