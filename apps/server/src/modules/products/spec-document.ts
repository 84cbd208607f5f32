/**
 * Reads an uploaded OpenAPI or AsyncAPI document: JSON or YAML by content (else API1017), parsed with line numbers
 * (syntax errors: PRODUCT_SPEC_PARSE_ERROR), its kind detected (PRODUCT_SPEC_UNSUPPORTED), and checked against the
 * official schemas with Spectral's schema rules only (PRODUCT_SPEC_INVALID). Problems carry 1-based lines and columns.
 * $refs to other files or URLs are never followed: an upload must not make the server read its disk or the network.
 */
import { Document, Spectral, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { Resolver } from '@stoplight/spectral-ref-resolver';
import { asyncapi, oas } from '@stoplight/spectral-rulesets';
import {
  PRODUCT_ERRORS,
  PRODUCT_SPEC_MAX_BYTES,
  SNIFF_BYTES,
  sniffSpecSyntax,
  type LintSyntax,
  type SpecProblem,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { summarize, type SpecSummary } from './spec-summary.js';
import { refExcess, type RefLimits } from './ref-bounds.js';
import { expandedYamlNodes } from './yaml-expansion.js';

export type SpecFormat = 'openapi-2.0' | 'openapi-3.0' | 'openapi-3.1' | 'asyncapi-2' | 'asyncapi-3';

export interface SpecDocument {
  kind: 'API' | 'EVENT';
  format: SpecFormat;
  syntax: LintSyntax;
  source: string;
  /** The document as JSON text, in document order. */
  json: string;
  summary: SpecSummary;
}

const MAX_PROBLEMS = 50;
/** YAML aliases can expand a small file exponentially: a document never has more nodes than this. */
const MAX_NODES = 2_000_000;
/**
 * The resolver's time grows with refs times the chains behind them (a 4,000-step chain: minutes): documents stay
 * under these before validation. Real documents have chains of a few steps; recursive schemas do not count.
 * GitHub's REST description (13 MB, issue 19) has 10,460 $refs.
 */
export const REF_LIMITS: RefLimits = { maxRefs: 25_000, maxDepth: 32, maxResolutions: 250_000 };

const refProblem = (limit: keyof typeof REF_TEXTS, at: string) => ({
  line: 1,
  column: 1,
  message: `${REF_TEXTS[limit]} (at ${at.slice(0, 200)}).`,
  path: [],
});
const REF_TEXTS = {
  refs: `The document has more than ${REF_LIMITS.maxRefs} $refs`,
  depth: `The document has a chain of $refs longer than ${REF_LIMITS.maxDepth}`,
  resolutions: `Resolving the document's $refs takes more than ${REF_LIMITS.maxResolutions} steps`,
};

let spectral: Spectral | undefined;
function validator(): Spectral {
  if (spectral) return spectral;
  spectral = new Spectral({ resolver: new Resolver({ resolvers: {} }) });
  // Only the schema rules: validity, not style (style is the linter's job).
  spectral.setRuleset({
    extends: [
      [oas, 'off'],
      [asyncapi, 'off'],
    ],
    rules: {
      'oas2-schema': 'error',
      'oas3-schema': 'error',
      'asyncapi-schema': 'error',
      'asyncapi-3-document-resolved': 'error',
    },
  } as unknown as Parameters<Spectral['setRuleset']>[0]);
  return spectral;
}

const problem = (d: Pick<ISpectralDiagnostic, 'range' | 'message'> & { path?: ISpectralDiagnostic['path'] }) => ({
  line: Math.max(1, d.range.start.line + 1),
  column: Math.max(1, d.range.start.character + 1),
  // The JSON parser names errors in CamelCase (ValueExpected); YAML's start lower-case.
  message: d.message.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
  path: (d.path ?? []).map((p) => (typeof p === 'number' ? p : String(p))),
});

/** Nesting deeper than the parsers' recursion allows is refused like any invalid document (not a 500). */
function tooDeep<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw nestedTooDeeply(err);
  }
}

/** A RangeError (the call stack) as the catalogue's refusal; any other error as it is. */
function nestedTooDeeply(err: unknown): unknown {
  if (!(err instanceof RangeError)) return err;
  return catalogueError(PRODUCT_ERRORS.specInvalid, [
    { line: 1, column: 1, message: 'The document is nested too deeply.', path: [] },
  ]);
}

function detectFormat(data: Record<string, unknown>): SpecFormat | null {
  const v = (key: string) => (typeof data[key] === 'string' || typeof data[key] === 'number' ? String(data[key]) : '');
  if (/^2\.0$/.test(v('swagger'))) return 'openapi-2.0';
  if (/^3\.0(\.\d+)?$/.test(v('openapi'))) return 'openapi-3.0';
  if (/^3\.1(\.\d+)?$/.test(v('openapi'))) return 'openapi-3.1';
  if (/^2\.\d+(\.\d+)?$/.test(v('asyncapi'))) return 'asyncapi-2';
  if (/^3\.0(\.\d+)?$/.test(v('asyncapi'))) return 'asyncapi-3';
  return null;
}

/** Syntax and kind only (no schema check): for documents we ship ourselves, already checked by a test. */
export function parseSpec(
  text: string,
  fileName?: string,
): Omit<SpecDocument, 'summary'> & { data: Record<string, unknown> } {
  // Uploads stop at the limit while streaming; this holds for every other caller too.
  if (Buffer.byteLength(text, 'utf8') > PRODUCT_SPEC_MAX_BYTES) throw catalogueError(PRODUCT_ERRORS.fileTooLarge);
  const source = text.replace(/^\uFEFF/, '');
  const syntax = sniffSpecSyntax(source.slice(0, SNIFF_BYTES));
  if (!syntax || (fileName && !/\.(json|ya?ml)$/i.test(fileName))) throw catalogueError(PRODUCT_ERRORS.fileType);
  if (syntax === 'yaml' && expandedYamlNodes(source, MAX_NODES) > MAX_NODES)
    throw catalogueError(PRODUCT_ERRORS.specInvalid, [
      { line: 1, column: 1, message: `The document expands to more than ${MAX_NODES} nodes (YAML aliases).`, path: [] },
    ]);
  const parsed = tooDeep(() => (syntax === 'json' ? Parsers.Json : Parsers.Yaml).parse(source));
  const errors = parsed.diagnostics.filter((d) => d.severity === 0);
  if (errors.length) throw catalogueError(PRODUCT_ERRORS.specParse, errors.slice(0, MAX_PROBLEMS).map(problem));
  const data = parsed.data;
  const format = data && typeof data === 'object' && !Array.isArray(data) ? detectFormat(data as never) : null;
  if (!format) throw catalogueError(PRODUCT_ERRORS.specUnsupported);
  const excess = refExcess(data, REF_LIMITS);
  if (excess) throw catalogueError(PRODUCT_ERRORS.specInvalid, [refProblem(excess.limit, excess.at)]);
  return {
    kind: format.startsWith('openapi') ? 'API' : 'EVENT',
    format,
    syntax,
    source,
    json: tooDeep(() => JSON.stringify(data)),
    data: data as Record<string, unknown>,
  };
}

/** Parses and validates an uploaded document; throws a catalogue error with problems (line, column) if broken. */
export async function readSpecDocument(text: string, fileName?: string, validate = true): Promise<SpecDocument> {
  const parsed = parseSpec(text, fileName);
  if (validate) {
    const doc = new Document(parsed.source, (parsed.syntax === 'json' ? Parsers.Json : Parsers.Yaml) as never);
    // Schemas nest deeper than parsing does: validation can exhaust the stack where parsing did not.
    const diagnostics = await validator()
      .run(doc)
      .catch((err: unknown) => {
        throw nestedTooDeeply(err);
      });
    const errors = diagnostics.filter((d) => d.severity === 0);
    if (errors.length) {
      const problems: SpecProblem[] = errors.slice(0, MAX_PROBLEMS).map(problem);
      throw catalogueError(PRODUCT_ERRORS.specInvalid, problems);
    }
  }
  const { data, ...rest } = parsed;
  return { ...rest, summary: summarize(parsed.format, data) };
}
