/**
 * API linter (spec 3 sections 2.4, 3, 4, 5, 7.5, 8, 9), served under the linter prefix /api/linter:
 *   POST /api/linter/specs/linter[?ruleset=recommended|owasp]
 *                                              multipart/form-data, one file part (any field name; "file" by
 *                                              convention) -> 202 LintJob (referenceId; status QUEUED, or
 *                                              RUNNING when the receiving instance started it at once)
 *   GET  /api/linter/specs/linter/{ref}        -> LintJob (results once SUCCEEDED, reason once FAILED)
 *   GET  /api/linter/specs/linter/{ref}/source -> the uploaded file as text/plain (for the source view)
 * Every call names the current team in the `team_uuid` header (as spec 1 section 7.6's subscription calls do);
 * the caller must be a member of it and it must be internal (403 LINT_INTERNAL_TEAM_REQUIRED otherwise).
 * A job belongs to the team that uploaded it: any other team gets 404 LINT_NOT_FOUND, as does an expired one.
 * Ranges are 0-based (as `spectral lint --format json`); line and column are 1-based (as its stylish output).
 */
import { z } from 'zod';
import type { CatalogueError } from './team-errors.js';

export const LINTER_MAX_FILE_BYTES = 100_000_000;
export const LINTER_POLL_INTERVAL_MS = 2000;
export const LINTER_POLL_RETRIES = 20;
export const LINTER_TEAM_HEADER = 'team_uuid';
export const LINTER_FILE_EXTENSIONS = ['.json', '.yaml', '.yml'] as const;
/** Results kept per job; the counts always cover every result. */
export const LINTER_MAX_RESULTS = 25_000;
/** The rulesets every job runs, as a Spectral ruleset's `extends` names them. */
export const LINTER_RULESETS = ['spectral:oas', 'spectral:asyncapi'] as const;
export const LINTER_OWASP_RULESET = '@stoplight/spectral-owasp-ruleset';

/**
 * What a job lints with, chosen at upload (`?ruleset=`, `dc lint --ruleset`): the recommended rulesets, or those
 * and the OWASP API Security ruleset beside them.
 */
export const lintRulesetSchema = z.enum(['recommended', 'owasp']);
export type LintRuleset = z.infer<typeof lintRulesetSchema>;
export const LINTER_DEFAULT_RULESET: LintRuleset = 'recommended';
export const LINTER_RULESET_CHOICES: Record<LintRuleset, { label: string; rulesets: readonly string[] }> = {
  recommended: { label: 'Recommended (spectral:oas, spectral:asyncapi)', rulesets: LINTER_RULESETS },
  owasp: { label: 'Recommended + OWASP API Security', rulesets: [...LINTER_RULESETS, LINTER_OWASP_RULESET] },
};
/** POST /specs/linter's query. */
export const lintSubmitQuery = z.object({ ruleset: lintRulesetSchema.default(LINTER_DEFAULT_RULESET) });

/** Which engine linted the job: the console's own, or Spectral (rulesets or formats the own engine lacks). */
export const lintEngineSchema = z.enum(['fast', 'spectral']);
export type LintEngine = z.infer<typeof lintEngineSchema>;
export const LINTER_ENGINE_LABELS: Record<LintEngine, string> = { fast: 'Console engine', spectral: 'Spectral' };

/** Milliseconds each stage of the job took in its worker; a stage not reached is absent. */
export const lintTimingsSchema = z.object({
  reading: z.number().int().optional(),
  parsing: z.number().int().optional(),
  linting: z.number().int().optional(),
  saving: z.number().int().optional(),
});
export type LintTimings = z.infer<typeof lintTimingsSchema>;

export const LINTER_TEXTS = {
  failed: 'Linting failed. Please try again.',
  fileTooLarge: 'File Size exceeded 100 MB.',
  invalidFormat: 'Invalid File Format. Supported types are JSON and YAML',
  uploadFailed: 'File Upload failed',
} as const;

export const LINT_STATUS = { queued: 'QUEUED', running: 'RUNNING', succeeded: 'SUCCEEDED', failed: 'FAILED' } as const;
export const lintStatusSchema = z.enum(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED']);
export type LintStatus = z.infer<typeof lintStatusSchema>;
export const isLintFinished = (s: LintStatus) => s === 'SUCCEEDED' || s === 'FAILED';

/** Index = Spectral's DiagnosticSeverity (0 error ... 3 hint). */
export const LINT_SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;
export const lintSeveritySchema = z.enum(LINT_SEVERITIES);
export type LintSeverity = z.infer<typeof lintSeveritySchema>;

export const lintFormatSchema = z.enum(['openapi-2.0', 'openapi-3.0', 'openapi-3.1', 'asyncapi-2', 'asyncapi-3']);
export type LintFormat = z.infer<typeof lintFormatSchema>;
export const lintSyntaxSchema = z.enum(['json', 'yaml']);
export type LintSyntax = z.infer<typeof lintSyntaxSchema>;

/** Why a job is FAILED: time or memory limit, the worker crashed, or an internal error. */
export const lintFailureSchema = z.enum(['timeout', 'memory', 'crash', 'internal']);
export type LintFailure = z.infer<typeof lintFailureSchema>;

const positionSchema = z.object({ line: z.number().int(), character: z.number().int() });

export const lintResultSchema = z.object({
  /** Rule code (oas3-schema, info-contact, ...), or 'parser' for a syntax error. */
  code: z.string(),
  severity: lintSeveritySchema,
  message: z.string(),
  /** JSON path of the problem (segments). */
  path: z.array(z.union([z.string(), z.number()])),
  /** 0-based, as Spectral reports it. */
  range: z.object({ start: positionSchema, end: positionSchema }),
  /** 1-based line and column of the range's start. */
  line: z.number().int(),
  column: z.number().int(),
});
export type LintResult = z.infer<typeof lintResultSchema>;

export const lintCountsSchema = z.object({
  error: z.number().int(),
  warning: z.number().int(),
  info: z.number().int(),
  hint: z.number().int(),
});
export type LintCounts = z.infer<typeof lintCountsSchema>;

export const lintJobSchema = z.object({
  referenceId: z.string().uuid(),
  status: lintStatusSchema,
  /** 0-100; coarse stages of the job. */
  progress: z.number().int().min(0).max(100),
  stage: z.enum(['queued', 'preparing', 'reading', 'parsing', 'linting', 'saving', 'done']),
  fileName: z.string(),
  fileSize: z.number().int(),
  syntax: lintSyntaxSchema,
  /** Detected document format; null while unknown or when the document is neither OpenAPI nor AsyncAPI. */
  format: lintFormatSchema.nullable(),
  ruleset: lintRulesetSchema,
  /** The rulesets the job runs, as a Spectral ruleset's `extends` names them. */
  rulesets: z.array(z.string()),
  /** null until the job has run. */
  engine: lintEngineSchema.nullable(),
  timings: lintTimingsSchema.nullable(),
  counts: lintCountsSchema.nullable(),
  /** Every result, in Spectral's order (by position); null until SUCCEEDED. */
  results: z.array(lintResultSchema).nullable(),
  /** More results than LINTER_MAX_RESULTS were found; the counts still cover all of them. */
  truncated: z.boolean(),
  failure: lintFailureSchema.nullable(),
  /** A readable reason when FAILED. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** After this the result is gone (404). */
  expiresAt: z.string(),
});
export type LintJob = z.infer<typeof lintJobSchema>;

export const lintJobParams = z.object({ referenceId: z.string().uuid() });

export const LINTER_ERRORS = {
  fileTooLarge: { code: 'LINT_FILE_TOO_LARGE', status: 413, message: LINTER_TEXTS.fileTooLarge },
  invalidFormat: { code: 'LINT_INVALID_FILE_FORMAT', status: 415, message: LINTER_TEXTS.invalidFormat },
  noFile: { code: 'LINT_NO_FILE', status: 400, message: 'Send one JSON or YAML file as multipart/form-data.' },
  oneFileOnly: { code: 'LINT_ONE_FILE_ONLY', status: 400, message: 'Send one file only.' },
  teamRequired: {
    code: 'LINT_TEAM_REQUIRED',
    status: 400,
    message: `Name the current team in the ${LINTER_TEAM_HEADER} header.`,
  },
  internalTeamRequired: {
    code: 'LINT_INTERNAL_TEAM_REQUIRED',
    status: 403,
    message: 'The linter is available to internal teams only.',
  },
  notFound: { code: 'LINT_NOT_FOUND', status: 404, message: 'No lint result with this reference.' },
} as const satisfies Record<string, CatalogueError>;

/** A file name the linter accepts by its extension (the content is checked too: sniffSpecSyntax). */
export const hasSpecExtension = (name: string) =>
  LINTER_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** Bytes of a file's beginning that sniffSpecSyntax needs. */
export const SNIFF_BYTES = 64 * 1024;
// C0 controls other than tab, line feed, carriage return; and DEL: a text spec never has them.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const YAML_START = /^(---|%YAML|%TAG|- |-$|[^\s#:{}[\],&*!|>'"%@`-][^\n]*?:(\s|$)|["'][^\n]*["']\s*:(\s|$))/;

/**
 * JSON or YAML by content (spec 3 section 5), from the file's first bytes decoded as UTF-8: JSON starts with
 * { or [; YAML's first meaningful line is a document marker, directive, sequence item or mapping key. Anything
 * else (binary data, prose, markup, an empty file) is null.
 */
export function sniffSpecSyntax(head: string): LintSyntax | null {
  const text = head.replace(/^\uFEFF/, '');
  if (BINARY.test(text)) return null;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return 'json';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    return YAML_START.test(line.trimStart()) ? 'yaml' : null;
  }
  return null;
}
