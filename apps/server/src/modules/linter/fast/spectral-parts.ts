/**
 * Pieces of @stoplight/spectral-core that the fast engine shares with Spectral so that its results are Spectral's
 * to the letter: a rule's targets, function call and result assembly (lintNode: path mapping through $refs, range,
 * message template), the document inventory ($ref mapping, the dependency graph) and the final deduplication and
 * order (prepareResults). The package's exports map does not list them, so they are loaded by file; the engine's
 * own parts (rule dispatch, traversal) replace Spectral's runner and nimma.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Document, ISpectralDiagnostic } from '@stoplight/spectral-core';

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('@stoplight/spectral-core'));
const load = <T>(file: string): T => require(path.join(dist, file)) as T;

export interface SpectralRule {
  name: string;
  enabled: boolean;
  resolved: boolean;
  matchesFormat(formats: Set<unknown> | null): boolean;
  getGivenForFormats(formats: Set<unknown> | null): string[];
}

export interface SpectralRuleset {
  rules: Record<string, SpectralRule>;
  formats: Set<((doc: unknown, source: string | null) => boolean) & { displayName?: string; name: string }>;
  parserOptions: { duplicateKeys: unknown; incompatibleValues: unknown };
  fromSource(source: string | null): SpectralRuleset;
}

export interface Inventory {
  document: Document;
  resolved: unknown;
  unresolved: unknown;
  diagnostics: ISpectralDiagnostic[];
  errors: ISpectralDiagnostic[] | null;
  resolve(): Promise<void>;
}

export interface RunnerContext {
  ruleset: SpectralRuleset;
  documentInventory: Inventory;
  results: ISpectralDiagnostic[];
  promises: Array<Promise<unknown>>;
}

export const { lintNode } = load<{
  lintNode(context: RunnerContext, node: { path: Array<string | number>; value: unknown }, rule: SpectralRule): void;
}>('runner/lintNode.js');

export const { prepareResults } = load<{ prepareResults(r: ISpectralDiagnostic[]): ISpectralDiagnostic[] }>(
  'runner/utils/results.js',
);

export const { DocumentInventory } = load<{
  DocumentInventory: new (document: Document, resolver: unknown) => Inventory;
}>('documentInventory.js');
