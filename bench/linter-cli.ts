/** Runs `spectral lint` (node_modules/.bin/spectral) on a file and samples its peak RSS (VmHWM, Linux). */
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

/** The same rulesets as the service; the CLI may use up to 8 GB of heap, so its figure is not capped by a limit. */
export async function runSpectralCli(file: string, workDir: string): Promise<CliRun> {
  const ruleset = path.join(workDir, 'ruleset.yaml');
  await fs.writeFile(ruleset, 'extends: ["spectral:oas", "spectral:asyncapi"]\n');
  const output = path.join(workDir, 'cli-results.json');
  const args = ['lint', file, '--ruleset', ruleset, '--format', 'json', '--output', output, '--quiet'];
  const started = performance.now();
  const child = spawn(path.join(root, 'node_modules/.bin/spectral'), args, {
    env: { ...process.env, SCARF_ANALYTICS: 'false', NODE_OPTIONS: '--max-old-space-size=8192' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let peak = 0;
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const timer = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid!))), 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  const wallSeconds = (performance.now() - started) / 1000;
  try {
    const results = JSON.parse(await fs.readFile(output, 'utf8')) as unknown[];
    return { wallSeconds, peakRss: peak, results: results.length };
  } catch {
    return { wallSeconds, peakRss: peak, error: `exit ${code}: ${stderr.trim().slice(0, 200)}` };
  } finally {
    await fs.rm(output, { force: true });
  }
}
