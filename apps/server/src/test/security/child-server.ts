/**
 * The real server as a child process (for kill -9): the built apps/server/dist/server.js when it is newer than every
 * source file, else the TypeScript entry through tsx. Its embedded PostgreSQL lives in the DATA_DIR given, and the
 * helpers here read that cluster's port, password and postmaster pid from the directory, as an operator would.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dist = path.join(root, 'apps/server/dist/server.js');

function newest(dir: string): number {
  let max = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    max = Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/** The entry to run: dist when it was built after the last source change (as `npm test` ensures), else src via tsx. */
export function serverEntry(): { file: string; execArgv: string[]; kind: 'dist' | 'tsx' } {
  const sources = Math.max(
    newest(path.join(root, 'apps/server/src')),
    newest(path.join(root, 'packages/contracts/src')),
  );
  if (existsSync(dist) && statSync(dist).mtimeMs > sources) return { file: dist, execArgv: [], kind: 'dist' };
  return { file: path.join(root, 'apps/server/src/server.ts'), execArgv: ['--import', 'tsx'], kind: 'tsx' };
}

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  /** Settles when the process ends, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  kill9(): void;
}

/** A DATA_DIR whose every parent the postgres user can traverse (the cluster runs as postgres under root). */
export async function makeDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** Starts the server with env on top of a clean configuration; resolves once it listens (rejects if it exits). */
export async function startChildServer(port: number, env: Record<string, string>): Promise<ChildServer> {
  const entry = serverEntry();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS'].includes(k)),
  );
  const proc = fork(entry.file, [], {
    cwd: root,
    execArgv: entry.execArgv,
    silent: true,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent-web-dist',
      IOT_SIMULATE: 'false',
      ...env,
    },
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    proc.on('message', (m: { ready?: boolean }) => m?.ready && resolve());
    void exited.then(({ code, signal }) =>
      reject(new Error(`server (${entry.kind}) exited before it was ready (${code ?? signal}):\n${out.slice(-3000)}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    proc,
    exited,
    output: () => out,
    kill9: () => proc.kill('SIGKILL'),
  };
}

const clusterDir = (dataDir: string) => path.join(dataDir, 'postgres', 'cluster');

/** The pid of the embedded postmaster (first line of postmaster.pid). */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A connection to the running embedded cluster of dataDir (port from postmaster.pid, password from DATA_DIR). */
export async function connectToDataDir(dataDir: string): Promise<pg.Client> {
  const lines = readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(lines[3]), user: 'postgres', password });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
