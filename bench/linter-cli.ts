/**
 * Runs the peers on a file, `spectral lint` (node_modules/.bin/spectral) and `redocly lint` (@redocly/cli), and the
 * console's engine alone in a process of its own (bench/linter-profile.ts: what a lint worker does, without the
 * server around it), and samples their peak RSS (VmHWM, Linux).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function peakRssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface CliRun {
  wallSeconds: number;
  peakRss: number;
  results?: number;
  error?: string;
}

/** Runs a command to its end, sampling its peak RSS every 100 ms. */
async function timed(bin: string, args: string[], cwd: string) {
  const started = performance.now();
  const child = spawn(bin, args, {
    cwd,
    env: {
      ...process.env,
      SCARF_ANALYTICS: 'false',
      REDOCLY_TELEMETRY: 'off',
      NODE_OPTIONS: '--max-old-space-size=8192',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (c) => (stderr += c));
  child.stdout.on('data', (c) => (stdout += c));
  const timer = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid!))), 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  return { code, stdout, stderr, peak, wallSeconds: (performance.now() - started) / 1000 };
}

/** The same rulesets as the service; the CLI may use up to 8 GB of heap, so its figure is not capped by a limit. */
export async function runSpectralCli(file: string, workDir: string): Promise<CliRun> {
  const ruleset = path.join(workDir, 'ruleset.yaml');
  await fs.writeFile(ruleset, 'extends: ["spectral:oas", "spectral:asyncapi"]\n');
  const output = path.join(workDir, 'cli-results.json');
  const args = ['lint', file, '--ruleset', ruleset, '--format', 'json', '--output', output, '--quiet'];
  const run = await timed(path.join(root, 'node_modules/.bin/spectral'), args, workDir);
  try {
    const results = JSON.parse(await fs.readFile(output, 'utf8')) as unknown[];
    return { wallSeconds: run.wallSeconds, peakRss: run.peak, results: results.length };
  } catch {
    const error = `exit ${run.code}: ${run.stderr.trim().slice(0, 200)}`;
    return { wallSeconds: run.wallSeconds, peakRss: run.peak, error };
  } finally {
    await fs.rm(output, { force: true });
  }
}

/**
 * The console's engine as a command: ruleset build, warm-up, parse and lint of the file in one fresh Node process, as
 * a lint worker does. Its peak RSS is the figure to set beside the CLIs' (the service's own process also holds the
 * server and, in this bench, the bench's client).
 */
export async function runEngineCli(file: string): Promise<CliRun> {
  const args = ['--import', 'tsx', path.join(root, 'bench/linter-profile.ts'), file, '--warm-up'];
  // From the repository, where tsx resolves.
  const run = await timed(process.execPath, args, root);
  const results = /\): cpu [\d.]+ s, wall [\d.]+ s, (\d+) results/.exec(run.stdout)?.[1];
  if (run.code === 0 && results !== undefined)
    return { wallSeconds: run.wallSeconds, peakRss: run.peak, results: Number(results) };
  return {
    wallSeconds: run.wallSeconds,
    peakRss: run.peak,
    error: `exit ${run.code}: ${run.stderr.trim().slice(0, 200)}`,
  };
}

/** `redocly lint` with its recommended rules (a different ruleset: its counts are not comparable, its speed is). */
export async function runRedoclyCli(file: string, workDir: string): Promise<CliRun> {
  const args = ['lint', file, '--format', 'json', '--max-problems', '1000000'];
  const run = await timed(path.join(root, 'node_modules/.bin/redocly'), args, workDir);
  try {
    const out = JSON.parse(run.stdout) as { totals?: { errors: number; warnings: number; ignored: number } };
    const t = out.totals;
    return { wallSeconds: run.wallSeconds, peakRss: run.peak, results: t ? t.errors + t.warnings : undefined };
  } catch {
    const error = `exit ${run.code}: ${run.stderr.trim().slice(0, 200)}`;
    return { wallSeconds: run.wallSeconds, peakRss: run.peak, error };
  }
}
