/**
 * Lints one document with Spectral exactly as `spectral lint --ruleset <extends spectral:oas, spectral:asyncapi>`
 * does (YAML parser for JSON and YAML alike, the recommended rules; with the 'owasp' choice the OWASP API Security
 * ruleset too), except that $refs to other files or URLs are never followed: an uploaded document must not make the
 * server read its disk or call the network (such a ref is reported as invalid-ref). Runs inside a lint worker
 * thread, which builds each ruleset once and keeps it for every later job. With the 'fast' engine the same rulesets
 * run on the console's own runner (fast/), whose results are Spectral's (differential tests in fast/).
 */
import { Document, Spectral, type Format, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import { aas2, aas3, oas2, oas3_0, oas3_1 } from '@stoplight/spectral-formats';
import Parsers from '@stoplight/spectral-parsers';
import { Resolver } from '@stoplight/spectral-ref-resolver';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { asyncapi, oas } from '@stoplight/spectral-rulesets';
import { fastRun } from './fast/fast-engine.js';
import { SourceParser } from './fast/source-parser.js';
import {
  LINT_SEVERITIES,
  type LintCounts,
  type LintEngine,
  type LintFormat,
  type LintResult,
  type LintRuleset,
  type LintTimings,
} from '@dc/contracts';

export interface LintOutput {
  /** JSON text of the kept results (at most maxResults). */
  resultsJson: string;
  total: number;
  truncated: boolean;
  counts: LintCounts;
  format: LintFormat | null;
  /** Milliseconds of parsing, linting and saving (serialising the results). */
  timings: LintTimings;
}

export type Stage = 'parsing' | 'linting' | 'saving';

const FORMATS: Array<[Format, LintFormat]> = [
  [oas2, 'openapi-2.0'],
  [oas3_0, 'openapi-3.0'],
  [oas3_1, 'openapi-3.1'],
  [aas2, 'asyncapi-2'],
  [aas3, 'asyncapi-3'],
];

const EXTENDS: Record<LintRuleset, unknown[]> = { recommended: [oas, asyncapi], owasp: [oas, asyncapi, owasp] };

export function createLinter(ruleset: LintRuleset = 'recommended'): Spectral {
  // No resolvers: local refs (#/...) still resolve; file: and http(s): refs do not.
  const spectral = new Spectral({ resolver: new Resolver({ resolvers: {} }) });
  spectral.setRuleset({ extends: EXTENDS[ruleset] } as Parameters<Spectral['setRuleset']>[0]);
  return spectral;
}

// Building a ruleset costs about a second (its functions and JSON schemas); a worker keeps each one it has built.
const linters = new Map<LintRuleset, Spectral>();
export function linterFor(ruleset: LintRuleset): Spectral {
  let spectral = linters.get(ruleset);
  if (!spectral) linters.set(ruleset, (spectral = createLinter(ruleset)));
  return spectral;
}

export function toLintResult(d: ISpectralDiagnostic): LintResult {
  const { start, end } = d.range;
  return {
    code: String(d.code),
    severity: LINT_SEVERITIES[d.severity] ?? 'error',
    message: d.message,
    path: d.path.map((p) => (typeof p === 'number' ? p : String(p))),
    range: {
      start: { line: start.line, character: start.character },
      end: { line: end.line, character: end.character },
    },
    // Spectral's stylish output shows start + 1; a parser diagnostic may carry character -1.
    line: Math.max(1, start.line + 1),
    column: Math.max(1, start.character + 1),
  };
}

export function detectFormat(doc: { formats?: Set<Format> | null }): LintFormat | null {
  const formats = doc.formats;
  if (!formats) return null;
  return FORMATS.find(([fn]) => formats.has(fn))?.[1] ?? null;
}

export function countBySeverity(results: ISpectralDiagnostic[]): LintCounts {
  const counts: LintCounts = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const r of results) counts[LINT_SEVERITIES[r.severity] ?? 'error']++;
  return counts;
}

/** Parses and lints text; source names the document (an absolute path, as the CLI's file argument). */
export async function lintText(
  text: string,
  source: string,
  maxResults: number,
  /** A stage starts; lap holds the times of the stages finished before it. */
  onStage: (stage: Stage, lap: LintTimings) => void = () => undefined,
  ruleset: LintRuleset = 'recommended',
  /** 'fast': the console's engine runs Spectral's rules (see fast/); 'spectral': Spectral's own runner. */
  engine: LintEngine = 'spectral',
): Promise<LintOutput> {
  const spectral = linterFor(ruleset);
  const clock = stageClock();
  onStage('parsing', {});
  // The CLI's Document: its typing does not accept the YAML parser's richer result type. The fast engine reads JSON
  // with its own parser (same value and ranges, a fraction of the time and memory) and YAML with Spectral's.
  const doc = new Document(text, (engine === 'fast' ? SourceParser : Parsers.Yaml) as never, source);
  const parsing = clock();
  onStage('linting', { parsing });
  const diagnostics = engine === 'fast' ? await fastRun(spectral, doc) : await spectral.run(doc);
  const linting = clock();
  onStage('saving', { parsing, linting });
  const kept = diagnostics.length > maxResults ? diagnostics.slice(0, maxResults) : diagnostics;
  const resultsJson = JSON.stringify(kept.map(toLintResult));
  return {
    resultsJson,
    total: diagnostics.length,
    truncated: kept.length < diagnostics.length,
    counts: countBySeverity(diagnostics),
    format: detectFormat(doc),
    timings: { parsing, linting, saving: clock() },
  };
}

/** Each call gives the whole milliseconds since the previous one. */
export function stageClock(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };
}
