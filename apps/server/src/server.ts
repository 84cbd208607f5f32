/** Entry point: parse config, start the platform and app, listen, and shut down gracefully. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createLogger } from './platform/logging.js';
import { startPlatform } from './platform/platform.js';
import { demoBanner, loadDemoWorldIfEmpty } from './demo/demo.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  // A library's internal promise failing (pg-boss reporting a job while the database restarts) must not take the
  // whole server down; it is logged, and real loss of the embedded database is handled below.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
  const platform = await startPlatform(config, log);
  // The embedded PostgreSQL is this process's child: when it dies, the server exits non-zero so that its supervisor
  // starts both again (PostgreSQL then recovers from its WAL). With DATABASE_URL the pool reconnects instead.
  void platform.database.lost.then((how) => {
    log.fatal({ how }, 'embedded PostgreSQL stopped unexpectedly: exiting (restart the server to recover)');
    process.exit(3);
  });
  const app = await buildApp(platform);
  if (config.DEMO) await loadDemoWorldIfEmpty(platform);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, 20_000);
    timer.unref();
    await app.close(); // stops accepting, drains in-flight requests
    await platform.close(); // queue, mail, pool, embedded PostgreSQL
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info({ url: config.PUBLIC_URL }, 'Developer Console is up');
  if (config.DEMO) console.log(demoBanner(config.PUBLIC_URL));
  process.send?.({ ready: true, url: config.PUBLIC_URL });
}

main().catch((err) => {
  console.error('Developer Console failed to start:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.cause) console.error('Cause:', err.cause);
  process.exit(1);
});
