/** Status probe storage: health ping, the maintenance switch and the history of state changes. */
import type pg from 'pg';

export interface StatusChange {
  component: string;
  toState: string;
  message: string | null;
  at: Date;
}

export interface HistoryRow extends StatusChange {
  fromState: string | null;
}

export interface MaintenanceRow {
  active: boolean;
  message: string | null;
  updatedAt: Date | null;
}

export async function ping(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1');
}

/** Appends a change unless the component's last recorded state already is the new one (several instances). */
export async function insertChange(pool: pg.Pool, c: StatusChange): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO status_history (component, from_state, to_state, message, at)
     SELECT $1, last.state, $2, $3, $4
       FROM (SELECT (SELECT to_state FROM status_history WHERE component = $1
                      ORDER BY at DESC, id DESC LIMIT 1) AS state) last
      WHERE last.state IS DISTINCT FROM $2`,
    [c.component, c.toState, c.message, c.at],
  );
  return (rowCount ?? 0) > 0;
}

export async function latestStates(pool: pg.Pool): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ component: string; toState: string }>(
    `SELECT DISTINCT ON (component) component, to_state AS "toState"
       FROM status_history ORDER BY component, at DESC, id DESC`,
  );
  return new Map(rows.map((r) => [r.component, r.toState]));
}

export async function recentHistory(pool: pg.Pool, limit: number): Promise<HistoryRow[]> {
  const { rows } = await pool.query<HistoryRow>(
    `SELECT component, from_state AS "fromState", to_state AS "toState", message, at
       FROM status_history ORDER BY at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function readMaintenance(pool: pg.Pool): Promise<MaintenanceRow> {
  const { rows } = await pool.query<MaintenanceRow>(
    `SELECT active, message, updated_at AS "updatedAt" FROM status_maintenance WHERE id = 1`,
  );
  return rows[0] ?? { active: false, message: null, updatedAt: null };
}

export async function writeMaintenance(
  pool: pg.Pool,
  m: { active: boolean; message: string | null; userId: string },
): Promise<MaintenanceRow> {
  const { rows } = await pool.query<MaintenanceRow>(
    `INSERT INTO status_maintenance (id, active, message, updated_by, updated_at) VALUES (1, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET active = $1, message = $2, updated_by = $3, updated_at = now()
     RETURNING active, message, updated_at AS "updatedAt"`,
    [m.active, m.message, m.userId],
  );
  return rows[0];
}
