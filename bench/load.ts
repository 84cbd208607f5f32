/**
 * Load benchmark (figures, never assertions), issue 13 item 14: autocannon on loopback with 100 connections against
 * the main read routes (products gallery, applications, subscriptions, IoT events) and write routes (create
 * application, publish event) of one server (a child process: embedded PostgreSQL, demo world); a warm-up, then
 * the measured run per route. Then two instances on one PostgreSQL behind nginx (load-cluster.ts).
 * Standalone: node --import tsx bench/load.ts [--load-seconds 10]
 */
import fs from 'node:fs/promises';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import {
  connectToDataDir,
  makeDataDir,
  serverEntry,
  startChildServer,
} from '../apps/server/src/test/security/child-server.js';
import { runClusterBench } from './load-cluster.js';
import { cannon, demoContext, loadSeconds, mainRoutes, printFigures, type RouteFigures } from './load-kit.js';

async function singleServer(seconds: number) {
  console.log(
    `\n# Load: one server (${serverEntry().kind}, embedded PostgreSQL, demo world), autocannon 100 connections, ` +
      `${Math.max(2, Math.round(seconds / 3))} s warm-up + ${seconds} s per route`,
  );
  const dataDir = await makeDataDir('dc-bench-load-');
  const port = await freePort();
  const server = await startChildServer(port, { DATA_DIR: dataDir, DEMO: 'true', NODE_ENV: 'production' });
  try {
    const db = async (sql: string) => {
      const c = await connectToDataDir(dataDir);
      try {
        return (await c.query(sql)).rows as Record<string, string>[];
      } finally {
        await c.end();
      }
    };
    const ctx = await demoContext(server.url, db);
    const rows: RouteFigures[] = [];
    for (const route of mainRoutes(ctx)) rows.push(await cannon(server.url, route, seconds));
    printFigures(rows);
    const [counts] = await db(
      `SELECT (SELECT count(*) FROM applications) AS apps, (SELECT count(*) FROM iot_events WHERE client_id = 'PMP-EU-0002') AS events`,
    );
    console.log(
      `  (after the run: ${counts.apps} applications; the IoT route reads a device with ${counts.events} events)`,
    );
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function runLoadBench() {
  const seconds = loadSeconds();
  await singleServer(seconds);
  await runClusterBench(seconds);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLoadBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
