/**
 * operation-operationId-unique in linear time. Spectral's oasOpIdUnique keeps the ids seen in an array and asks
 * `includes` for every operation: quadratic in the number of operations (a generated 10 MB document: ~1.4 s of its
 * ~9 s; at 100 MB about a hundred times that). The same function with a Set: `Set#has` and `Array#includes` compare
 * alike (SameValueZero: NaN equals NaN, 0 equals -0, objects by identity), ids are added in the same order, so the
 * results are the same, in the same order. It is built with the createRulesetFunction Spectral's own is built with
 * (same input check) and takes the original's place in the worker's ruleset, once.
 */
import { createRequire } from 'node:module';
import type { SpectralRule } from './spectral-parts.js';

const require = createRequire(import.meta.url);
const functionPath = require.resolve('@stoplight/spectral-rulesets/dist/oas/functions/oasOpIdUnique.js');
const fromRulesets = createRequire(functionPath);
const original = (require(functionPath) as { default: unknown }).default;
const { createRulesetFunction } = fromRulesets('@stoplight/spectral-core') as {
  createRulesetFunction: (
    spec: { input: object; options: null },
    fn: (paths: Record<string, unknown>) => unknown,
  ) => unknown;
};
const { getAllOperations } = fromRulesets('./utils/getAllOperations.js') as {
  getAllOperations: (paths: unknown) => Iterable<{ path: string; operation: string }>;
};
const { isObject } = fromRulesets('./utils/isObject.js') as { isObject: (v: unknown) => v is Record<string, unknown> };

const linear = createRulesetFunction({ input: { type: 'object' }, options: null }, function oasOpIdUnique(paths) {
  const results: Array<{ message: string; path: Array<string | number> }> = [];
  const seenIds = new Set<unknown>();
  for (const { path, operation } of getAllOperations(paths)) {
    const pathValue = paths[path];
    if (!isObject(pathValue)) continue;
    const operationValue = pathValue[operation];
    if (!isObject(operationValue) || !('operationId' in operationValue)) continue;
    const { operationId } = operationValue;
    if (seenIds.has(operationId))
      results.push({ message: 'operationId must be unique.', path: ['paths', path, operation, 'operationId'] });
    else seenIds.add(operationId);
  }
  return results;
});

type RuleFunction = (...args: unknown[]) => unknown;
let active = false;
// Spectral's own runs (the owasp choice, LINT_ENGINE=spectral, the differential tests' reference) share the ruleset
// objects: they keep Spectral's function.
const chosen: RuleFunction = (...args) => ((active ? linear : original) as RuleFunction)(...args);
Object.defineProperty(chosen, 'name', { value: 'oasOpIdUnique' });

/** Puts the linear function in place of Spectral's oasOpIdUnique in these rules (the worker's ruleset objects). */
export function linearOperationIdCheck(rules: SpectralRule[]): void {
  for (const rule of rules)
    for (const then of (rule as SpectralRule & { then: Array<{ function: unknown }> }).then)
      if (then.function === original) then.function = chosen;
}

/** Runs work with the linear function (the fast engine's runs). */
export async function withLinearOperationIds<T>(work: () => Promise<T>): Promise<T> {
  active = true;
  try {
    return await work();
  } finally {
    active = false;
  }
}

/** Both functions, for the differential test. */
export const operationIdFunctions = { spectral: original as RuleFunction, linear: linear as RuleFunction };
