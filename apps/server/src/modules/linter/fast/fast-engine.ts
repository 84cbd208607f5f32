/**
 * The console's own lint engine ('fast'): Spectral's rulesets and rule functions, run by the fast runner with
 * compiled validators cached by schema content for the worker's life (validator-cache.ts).
 */
import type { Document, ISpectralDiagnostic, Spectral } from '@stoplight/spectral-core';
import { withExampleMemo } from './example-memo.js';
import { runRules } from './fast-runner.js';
import { localRefResolver } from './local-refs.js';
import { parsedByEngine, refFreeByEngine } from './source-parser.js';
import { withPreparedExamples } from './oas-example.js';
import { DocumentInventory, type SpectralRuleset } from './spectral-parts.js';
import { withLinearOperationIds } from './unique-operation-ids.js';
import { withValidatorCache } from './validator-cache.js';

export async function fastRun(spectral: Spectral, document: Document): Promise<ISpectralDiagnostic[]> {
  const internals = spectral as unknown as { ruleset: SpectralRuleset; _resolver: unknown };
  // Local $refs are resolved by the engine when they are simple (local-refs.ts), else by Spectral's resolver.
  const resolver = localRefResolver(internals._resolver as never, {
    tree: parsedByEngine(document),
    refFree: refFreeByEngine(document),
  });
  const inventory = new DocumentInventory(document, resolver);
  return withValidatorCache(() =>
    withPreparedExamples(() =>
      withExampleMemo(() =>
        withLinearOperationIds(() => runRules(internals.ruleset.fromSource(document.source), inventory, document)),
      ),
    ),
  );
}
