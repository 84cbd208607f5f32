/**
 * Linter benchmark (figures, never assertions): wall time and peak memory to lint real documents (petstore 25 KB,
 * ReadMe legacy 104 KB, ReadMe 3.1 561 KB, GitHub's REST description 13 MB) and generated OpenAPI documents (50 and
 * 100 MB by default), by this service end to end (upload, queue, worker, results), by the `spectral lint` CLI with
 * the same rulesets and by `redocly lint` (its own recommended rules), in the same run.
 * Standalone: node --import tsx bench/linter.ts [--lint-sizes 50,100] [--lint-docs petstore,ReadMe legacy]
 * [--lint-peers engine,spectral,redocly] (sizes in MB, 0 for none; --lint-docs none skips the real documents;
 * --lint-peers none lints with the service alone, for a short run on a busy machine; also via npm run bench).
 * The service is polled every 100 ms, as the issue measured it; its peak RSS is the bench's own process (it hosts
 * the server), so the engine also runs alone in a process of its own beside the CLIs, for a like-for-like peak.
 */
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LINTER_TEAM_HEADER, isLintFinished, type LintJob } from '@dc/contracts';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { runEngineCli, runRedoclyCli, runSpectralCli, type CliRun } from './linter-cli.js';
import { REAL_DOCUMENTS, fmtMb, fmtSize, peakWhile, writeSpecs } from './linter-util.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const linterBenchArgs = () => {
  const { values } = parseArgs({
    options: {
      'lint-sizes': { type: 'string', default: '50,100' },
      'lint-docs': { type: 'string', default: 'all' },
      'lint-peers': { type: 'string', default: 'engine,spectral,redocly' },
    },
    strict: false,
  });
  return {
    sizes: values['lint-sizes'] as string,
    docs: values['lint-docs'] as string,
    peers: values['lint-peers'] as string,
  };
};

async function bootService(dataDir: string, env: Record<string, string> = {}) {
  const server = await startBenchServer(
    'lint',
    { IOT_SIMULATE: 'false', LINT_TIMEOUT_SECONDS: '3600', ...env },
    { dataDir },
  );
  const { platform, url, config } = server;
  const ids = await loadDemoWorld(platform);
  const { idToken } = await signIn({ url }, 'staff.admin@example.com', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${idToken}`, [LINTER_TEAM_HEADER]: ids.platform };
  return {
    url,
    maxMemoryMb: config.LINT_MAX_MEMORY_MB,
    async lint(file: string): Promise<{ job: LintJob; uploadMs: number }> {
      const started = performance.now();
      const form = new FormData();
      // A Blob backed by the file: the client streams it instead of holding it (twice) in this process, whose
      // peak RSS is the service's figure.
      form.append('file', await openAsBlob(file), path.basename(file));
      const res = await fetch(`${url}/api/linter/specs/linter`, { method: 'POST', headers, body: form });
      if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      const uploadMs = performance.now() - started;
      let job = (await res.json()) as LintJob;
      while (!isLintFinished(job.status)) {
        // As the issue measured: a poll every 100 ms.
        await sleep(100);
        job = (await (await fetch(`${url}/api/linter/specs/linter/${job.referenceId}`, { headers })).json()) as LintJob;
      }
      return { job, uploadMs };
    },
    close: server.close,
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Calls /healthz every 25 ms until stopped: the latencies the rest of the API sees while a big spec is linted. */
function sampleHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await sleep(25);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

const peerLine = (name: string, bytes: number, who: string, run: CliRun) =>
  `  ${name}  ${fmtSize(bytes).padStart(7)}  ${who.padEnd(7)}  ${run.wallSeconds.toFixed(1).padStart(7)} s  ${'-'.padStart(9)}  ${'-'.padStart(7)}  ${fmtMb(run.peakRss).padStart(8)}                 ${run.results ?? `failed: ${run.error}`}`;

export async function runLinterBench(
  args: { sizes: string; docs: string; peers?: string } = { sizes: '50,100', docs: 'all' },
) {
  const peers = (args.peers ?? 'engine,spectral,redocly').split(',').map((p) => p.trim());
  const sizes = args.sizes
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const docs = REAL_DOCUMENTS.filter(
    (d) => args.docs === 'all' || args.docs.split(',').some((n) => n.trim().toLowerCase() === d.name.toLowerCase()),
  );
  console.log(
    `\n# Linter: spectral:oas + spectral:asyncapi, service vs spectral and redocly CLIs (${os.cpus().length} CPUs)`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-lint-'));
  await fs.chmod(dir, 0o755);
  const generated = await writeSpecs(dir, sizes);
  const files = [
    ...(await Promise.all(
      docs.map(async (d) => ({ label: d.name, file: d.file, bytes: (await fs.stat(d.file)).size })),
    )),
    ...generated.map((g) => ({ label: `gen ${g.size} MB`, file: g.file, bytes: g.bytes })),
  ];
  const service = await bootService(path.join(dir, 'data'));
  console.log(
    `  service: warm worker thread, heap limit ${service.maxMemoryMb} MB, polled every 100 ms; its peak RSS is this` +
      ' process (server, worker and the bench client), + the rise over idle while the job runs',
  );
  console.log(
    '  peers: engine = the console engine alone in a fresh process (bench/linter-profile.ts, as a worker lints),' +
      ' node_modules/.bin/spectral, redocly; peak RSS = the process VmHWM',
  );
  console.log('  file           size      who      wall      lint only  upload   peak RSS (+ over idle)  results');
  try {
    for (const { label, file, bytes } of files) {
      const name = label.padEnd(13);
      const idle = process.memoryUsage().rss;
      const started = performance.now();
      const health = sampleHealth(service.url);
      const svc = await peakWhile(() => process.memoryUsage().rss, service.lint(file));
      const wall = (performance.now() - started) / 1000;
      const latencies = await health.stop();
      const { job, uploadMs } = svc.result;
      const lintOnly = (Date.parse(job.finishedAt!) - Date.parse(job.startedAt!)) / 1000;
      const outcome =
        job.status === 'SUCCEEDED'
          ? `${Object.values(job.counts!).reduce((a, b) => a + b, 0)} (${job.engine}: ${JSON.stringify(job.timings)})`
          : `FAILED: ${job.reason}`;
      console.log(
        `  ${name}  ${fmtSize(bytes).padStart(7)}  service  ${wall.toFixed(1).padStart(7)} s  ${lintOnly.toFixed(1).padStart(7)} s  ${(uploadMs / 1000).toFixed(1).padStart(5)} s  ${fmtMb(svc.peak).padStart(8)} (+${fmtMb(svc.peak - idle)})  ${outcome}`,
      );
      // The job's own timestamps (PostgreSQL's clock): created is the upload's transaction, so created -> finished
      // is the server's whole time for the document, independent of where the 100 ms polls fall.
      const at = (iso: string | null) => (iso ? Date.parse(iso) : NaN);
      const created = at(job.createdAt);
      console.log(
        `  ${''.padEnd(13)}  on the server: created -> finished ${at(job.finishedAt) - created} ms (created -> started` +
          ` ${at(job.startedAt) - created} ms, started -> finished ${at(job.finishedAt) - at(job.startedAt)} ms);` +
          ` polled wall ${Math.round(wall * 1000)} ms, upload ${Math.round(uploadMs)} ms`,
      );
      console.log(
        `  ${''.padEnd(13)}  GET /healthz meanwhile: n=${latencies.length} p50=${percentile(latencies, 50).toFixed(1)} ms p99=${percentile(latencies, 99).toFixed(1)} ms (the worker thread keeps the event loop free)`,
      );
      if (peers.includes('engine')) console.log(peerLine(name, bytes, 'engine', await runEngineCli(file)));
      if (peers.includes('spectral')) console.log(peerLine(name, bytes, 'spectral', await runSpectralCli(file, dir)));
      if (peers.includes('redocly')) console.log(peerLine(name, bytes, 'redocly', await runRedoclyCli(file, dir)));
    }
  } finally {
    await service.close();
  }
  try {
    if (files.length) await memoryLimitRun(dir, files.at(-1)!.file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The largest file under a small heap limit: the job ends FAILED with a reason, the server's memory stays bounded. */
async function memoryLimitRun(dir: string, file: string) {
  const limited = await bootService(path.join(dir, 'data-limited'), { LINT_MAX_MEMORY_MB: '128' });
  try {
    const idle = process.memoryUsage().rss;
    const { result, peak } = await peakWhile(() => process.memoryUsage().rss, limited.lint(file));
    const { status, reason } = result.job;
    console.log(
      `  heap limit 128 MB, ${path.basename(file)}: ${status} (${reason}); peak RSS ${fmtMb(peak)} (+${fmtMb(peak - idle)})`,
    );
  } finally {
    await limited.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLinterBench(linterBenchArgs()).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
