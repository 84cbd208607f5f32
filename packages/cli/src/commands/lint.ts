/**
 * `dc lint <file>`: uploads the file to the linter (spec 3), follows the job with its progress on stderr, prints
 * the results as stylish text, JSON or SARIF on stdout, and exits 1 when there are errors.
 */
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { Client } from '@dc/client';
import {
  LINTER_POLL_INTERVAL_MS,
  isLintFinished,
  toSarif,
  type LintJob,
  type LintResult,
  type LintRuleset,
} from '@dc/contracts';
import { asJson } from '../output';
import { UsageError, type Context } from '../session';

export const LINT_FORMATS = ['stylish', 'json', 'sarif'] as const;
export type LintFormat = (typeof LINT_FORMATS)[number];

export interface LintOptions {
  file: string;
  team: string;
  format: LintFormat;
  ruleset?: LintRuleset;
  sleep?: (ms: number) => Promise<void>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The Spectral CLI's stylish layout: the file, one line per result, a summary. */
export function stylish(file: string, results: LintResult[], counts: NonNullable<LintJob['counts']>): string {
  if (results.length === 0) return `${file}\n  No results with a severity of 'error' or higher found!`;
  const where = results.map((r) => `${r.line}:${r.column}`);
  const width = Math.max(...where.map((w) => w.length));
  const sevWidth = Math.max(...results.map((r) => r.severity.length));
  const codeWidth = Math.max(...results.map((r) => r.code.length));
  const lines = results.map(
    (r, i) =>
      ` ${where[i].padEnd(width)}  ${r.severity.padEnd(sevWidth)}  ${r.code.padEnd(codeWidth)}  ${r.message}` +
      (r.path.length ? `  ${r.path.join('.')}` : ''),
  );
  const total = counts.error + counts.warning + counts.info + counts.hint;
  const summary = `${plural(total, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'info')}, ${plural(counts.hint, 'hint')})`;
  return [file, ...lines, '', `${total ? '✖' : '✔'} ${summary}`].join('\n');
}

export async function lint(client: Client, ctx: Context, options: LintOptions): Promise<number> {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const name = path.basename(options.file);
  const form = new FormData();
  form.append(
    'file',
    await openAsBlob(options.file).catch(() => {
      throw new UsageError(`Cannot read ${options.file}.`);
    }),
    name,
  );
  ctx.err(`Uploading ${name}…`);
  // The linter API's ruleset choice (recommended, owasp); the server's default when not given.
  const query = options.ruleset ? { ruleset: options.ruleset } : undefined;
  let job = await client.call<'linter.submit', LintJob>('linter.submit', { team: options.team, body: form, query });
  const params = { referenceId: job.referenceId };
  let shown = '';
  while (!isLintFinished(job.status)) {
    const progress = `${job.stage} ${job.progress}%`;
    if (progress !== shown) ctx.err(`Linting ${name}: ${(shown = progress)}`);
    await sleep(LINTER_POLL_INTERVAL_MS / 4);
    job = await client.call<'linter.job', LintJob>('linter.job', { team: options.team, params });
  }
  if (job.status === 'FAILED') {
    ctx.err(job.reason ?? 'Linting failed. Please try again.');
    return 2;
  }
  const results = job.results ?? [];
  const counts = job.counts ?? { error: 0, warning: 0, info: 0, hint: 0 };
  if (options.format === 'json') ctx.out(asJson(job));
  else if (options.format === 'sarif') ctx.out(asJson(toSarif(job, results)));
  else ctx.out(stylish(options.file, results, counts));
  if (job.truncated) ctx.err(`Only the first ${results.length} results are listed; the counts cover all of them.`);
  return counts.error > 0 ? 1 : 0;
}
