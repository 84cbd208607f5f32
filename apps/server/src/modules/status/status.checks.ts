/**
 * Health checks of the server's parts. A check answers true when its part works; a check that throws or does not
 * answer within the timeout counts as down. Critical parts (the database) make a major outage, others a partial one.
 * MQTT is not built yet: its module will add a check with `app.statusMonitor.register(...)`.
 */
import type { Platform } from '../../platform/platform.js';
import { ping } from './status.repository.js';

export interface StatusComponentCheck {
  name: string;
  critical: boolean;
  check(): Promise<boolean>;
}

export async function withTimeout(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function platformChecks(platform: Platform): StatusComponentCheck[] {
  return [
    {
      name: 'database',
      critical: true,
      check: async () => {
        await ping(platform.pool);
        return true;
      },
    },
    {
      // pg-boss answers through its own connections: a stopped queue or lost schema shows here.
      name: 'queue',
      critical: false,
      check: async () => {
        await platform.queue.getQueues();
        return true;
      },
    },
    // The SMTP sink or relay answers the SMTP handshake.
    { name: 'mail', critical: false, check: () => platform.mail.verify() },
  ];
}
