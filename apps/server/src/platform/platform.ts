/** Starts the parts every module stands on: database, queue, mail, MQTT; and stops them in reverse order. */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import type { Db } from './db/pool.js';
import { createMailService, type MailService } from './mail/mail.js';
import { startSmtpSink, type SmtpSink } from './mail/sink-thread.js';
import { startMqtt, type Mqtt } from './mqtt/mqtt.js';
import { retryOrphanedJobs, startQueue, type Queue } from './queue/queue.js';
import { loadSecretKey } from './secrets.js';

export interface Platform {
  config: Config;
  log: Logger;
  database: Database;
  pool: pg.Pool;
  db: Db;
  queue: Queue;
  mail: MailService;
  smtpSink?: SmtpSink;
  mqtt: Mqtt;
  secretKey: Buffer;
  close(): Promise<void>;
}

export async function startPlatform(config: Config, log: Logger): Promise<Platform> {
  const database = await openDatabase(config, log);
  const stops: Array<() => Promise<unknown>> = [() => database.close()];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch((err) => log.error({ err }, 'shutdown step failed'));
  };
  try {
    const secretKey = await loadSecretKey(config);
    const queue = await startQueue(database.url, log, { supervise: config.QUEUE_ENABLED });
    stops.push(() => queue.stop({ graceful: true, wait: true, timeout: 10_000 }));
    // Before any worker starts: what a killed run of this server left running is retried now, not in 15 minutes.
    if (database.embedded) await retryOrphanedJobs(queue, database.pool, log);
    let smtpSink: SmtpSink | undefined;
    if (!config.SMTP_URL) {
      smtpSink = await startSmtpSink({
        databaseUrl: database.url,
        port: config.SMTP_SINK_PORT,
        log,
        reject: config.SMTP_SINK_REJECT,
      });
      stops.push(() => smtpSink!.close());
    }
    const mail = await createMailService({
      pool: database.pool,
      db: database.db,
      queue,
      smtpUrl: config.SMTP_URL ?? smtpSink!.url,
      from: config.MAIL_FROM,
      log,
      work: config.QUEUE_ENABLED,
      retryDelay: config.MAIL_RETRY_DELAY,
      concurrency: config.MAIL_CONCURRENCY,
    });
    stops.push(() => mail.close());
    // Stopped before the pool: the broker's last writes (events, device status) still reach the database.
    const mqtt = await startMqtt(config, log);
    stops.push(() => mqtt.close());
    return {
      config,
      log,
      database,
      pool: database.pool,
      db: database.db,
      queue,
      mail,
      smtpSink,
      mqtt,
      secretKey,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
