/** The demo world, loaded on first start of an empty database (filled in below). */
import type { Platform } from '../platform/platform.js';

export async function loadDemoWorldIfEmpty(platform: Platform): Promise<boolean> {
  const { rows } = await platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM users');
  if (Number(rows[0].n) > 0) return false;
  return true;
}
