/**
 * The fast engine's run over one parsed document: Spectral's steps (resolve local $refs, detect the formats, parser
 * and resolver diagnostics, every enabled rule of the document's formats, deduplicate and sort) with one memoised
 * traversal per document view (resolved and unresolved) in place of nimma's walk of every route through the
 * resolved document.
 */
import { DiagnosticSeverity } from '@stoplight/types';
import { getDiagnosticSeverity, type Document, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import { compilePath, type CompiledPath } from './json-path.js';
import {
  DocumentInventory,
  lintNode,
  prepareResults,
  type Inventory,
  type RunnerContext,
  type SpectralRule,
  type SpectralRuleset,
} from './spectral-parts.js';
import { memoizeSchemaExamples } from './example-memo.js';
import { prepareExamplesOnce } from './oas-example.js';
import { traverse } from './traverse.js';
import { linearOperationIdCheck } from './unique-operation-ids.js';

// Compiled once per worker: the rulesets' expressions never change.
const compiled = new Map<string, CompiledPath>();
const compile = (given: string) => {
  let path = compiled.get(given);
  if (!path) compiled.set(given, (path = compilePath(given)));
  return path;
};

/** Every given of the enabled rules compiles (else the ruleset runs on Spectral). Throws UnsupportedPathError. */
export function assertSupported(ruleset: SpectralRuleset, formats: Array<Set<unknown>>): void {
  for (const rule of Object.values(ruleset.rules)) {
    if (!rule.enabled) continue;
    for (const f of formats) for (const given of rule.getGivenForFormats(f)) compile(given);
  }
}

function parserErrors(document: Document, options: SpectralRuleset['parserOptions']): ISpectralDiagnostic[] {
  const kept: ISpectralDiagnostic[] = [];
  for (const d of document.diagnostics) {
    if (d.code !== 'parser') continue;
    let severity: number;
    if (d.message.startsWith('Mapping key must be a string scalar rather than'))
      severity = getDiagnosticSeverity(options.incompatibleValues as never);
    else if (d.message.startsWith('Duplicate key')) severity = getDiagnosticSeverity(options.duplicateKeys as never);
    else {
      kept.push(d);
      continue;
    }
    if (severity !== -1) kept.push({ ...d, severity });
  }
  return kept;
}

function unknownFormat(document: Document, ruleset: SpectralRuleset): ISpectralDiagnostic {
  const names = [...ruleset.formats].map((fn) => fn.displayName ?? fn.name).join(', ');
  return {
    range: document.getRangeForJsonPath([], true) ?? {
      start: { line: 0, character: 0 },
      end: { line: 0, character: 0 },
    },
    message: `The provided document does not match any of the registered formats [${names}]`,
    code: 'unrecognized-format',
    severity: DiagnosticSeverity.Warning,
    ...(document.source !== null ? { source: document.source } : null),
    path: [],
  } as ISpectralDiagnostic;
}

/** Runs the rules of view (resolved or not) over one traversal of that view. */
function runView(context: RunnerContext, rules: SpectralRule[], formats: Set<unknown> | null, root: unknown) {
  const expressions: string[] = [];
  const byExpression: SpectralRule[][] = [];
  for (const rule of rules) {
    for (const given of rule.getGivenForFormats(formats)) {
      let at = expressions.indexOf(given);
      if (at < 0) at = expressions.push(given) - 1;
      (byExpression[at] ??= []).push(rule);
    }
  }
  traverse(root, expressions.map(compile), (e, path, value) => {
    for (const rule of byExpression[e]) lintNode(context, { path, value }, rule);
  });
}

export async function runRules(
  ruleset: SpectralRuleset,
  inventory: Inventory,
  document: Document & { formats?: Set<unknown> | null },
): Promise<ISpectralDiagnostic[]> {
  await inventory.resolve();
  const results = [
    ...inventory.diagnostics,
    ...(inventory.errors ?? []),
    ...parserErrors(document, ruleset.parserOptions),
  ];
  const found = [...ruleset.formats].filter((format) => format(inventory.resolved, document.source));
  if (found.length === 0) {
    document.formats = null;
    if (ruleset.formats.size > 0) results.push(unknownFormat(document, ruleset));
  } else document.formats = new Set(found);
  const formats = document.formats ?? null;
  const context: RunnerContext = { ruleset, documentInventory: inventory, results, promises: [] };
  const relevant = Object.values(ruleset.rules).filter((r) => r.enabled && r.matchesFormat(formats));
  prepareExamplesOnce(relevant as never);
  memoizeSchemaExamples(relevant);
  linearOperationIdCheck(relevant);
  runView(
    context,
    relevant.filter((r) => r.resolved),
    formats,
    inventory.resolved,
  );
  runView(
    context,
    relevant.filter((r) => !r.resolved),
    formats,
    inventory.unresolved,
  );
  await Promise.all(context.promises);
  return prepareResults(results);
}

export { DocumentInventory };
