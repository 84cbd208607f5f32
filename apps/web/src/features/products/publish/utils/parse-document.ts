/**
 * Parses a document's text in the browser, to prefill the form and to catch a broken file before anything is
 * sent. Problems carry 1-based lines and columns like the server's; the server checks again on publish (and also
 * checks the document against the OpenAPI and AsyncAPI schemas).
 */
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { LintSyntax } from '@dc/contracts';

export interface DocumentProblem {
  line?: number;
  column?: number;
  message: string;
}

export type ParsedDocument = { ok: true; data: unknown } | { ok: false; problem: DocumentProblem };

/** Sentence case, as the server words parser messages ('bad indentation' -> 'Bad indentation'). */
const sentence = (text: string) => text.trim().replace(/^./, (c) => c.toUpperCase());

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split(/\r?\n/);
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** V8 names the position of most JSON errors ("... in JSON at position 27 (line 3 column 11)"); not all. */
function jsonProblem(text: string, err: Error): DocumentProblem {
  const at = /at position (\d+)/.exec(err.message);
  const message = sentence(err.message.replace(/ in JSON at position.*$/s, '').replace(/, ".*$/s, ''));
  return at ? { ...lineAndColumn(text, Number(at[1])), message } : { message };
}

export function parseDocument(text: string, syntax: LintSyntax): ParsedDocument {
  try {
    // The core schema: no timestamps, so a date-like info.version stays text.
    return { ok: true, data: syntax === 'json' ? JSON.parse(text) : load(text, { schema: CORE_SCHEMA }) };
  } catch (err) {
    if (err instanceof YAMLException) {
      const mark = err.mark;
      return {
        ok: false,
        problem: {
          ...(mark ? { line: mark.line + 1, column: mark.column + 1 } : {}),
          message: sentence(err.reason || err.message),
        },
      };
    }
    if (err instanceof SyntaxError) return { ok: false, problem: jsonProblem(text, err) };
    throw err;
  }
}
