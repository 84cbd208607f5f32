/**
 * Reads an introduction upload: JSON or YAML by content (anything else, or broken syntax: API1017 with the parse
 * errors' lines), shaped as introductionDocumentSchema (else DOCUMENT_INVALID with the issues).
 */
import Parsers from '@stoplight/spectral-parsers';
import {
  DOCUMENT_ERRORS,
  SNIFF_BYTES,
  introductionDocumentSchema,
  sniffSpecSyntax,
  type IntroductionDocument,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { expandedYamlNodes } from '../products/products.service.js';

/** An introduction is small: a YAML file that expands (aliases) beyond this many nodes is refused. */
const MAX_NODES = 100_000;

export interface Introduction {
  format: 'yaml' | 'json';
  source: string;
  document: IntroductionDocument;
}

export function readIntroduction(text: string, fileName?: string): Introduction {
  const source = text.replace(/^\uFEFF/, '');
  const format = sniffSpecSyntax(source.slice(0, SNIFF_BYTES));
  if (!format || (fileName && !/\.(json|ya?ml)$/i.test(fileName))) throw catalogueError(DOCUMENT_ERRORS.fileType);
  if (format === 'yaml' && expandedYamlNodes(source, MAX_NODES) > MAX_NODES)
    throw catalogueError(DOCUMENT_ERRORS.invalid, [
      { line: 1, message: 'The document expands too much (YAML aliases).' },
    ]);
  let parsed: { data: unknown; diagnostics: ReturnType<typeof Parsers.Json.parse>['diagnostics'] };
  try {
    parsed = (format === 'json' ? Parsers.Json : Parsers.Yaml).parse(source);
  } catch (err) {
    if (err instanceof RangeError)
      throw catalogueError(DOCUMENT_ERRORS.invalid, [{ line: 1, message: 'Nested too deeply.' }]);
    throw err;
  }
  const errors = parsed.diagnostics.filter((d) => d.severity === 0);
  if (errors.length) {
    const details = errors.slice(0, 20).map((d) => ({ line: d.range.start.line + 1, message: d.message }));
    throw catalogueError(DOCUMENT_ERRORS.fileType, details);
  }
  const result = introductionDocumentSchema.safeParse(parsed.data);
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw catalogueError(DOCUMENT_ERRORS.invalid, details);
  }
  return { format, source, document: result.data };
}
