/**
 * Named prepared statements for the hottest reads (issue 20 item 6). node-postgres sends a plain query as an unnamed
 * statement, which PostgreSQL parses and plans again every time: for the gallery's page, planning took longer than
 * running (about 1 ms against 0.4 ms on the demo world, most of PostgreSQL's CPU per request). A named statement is
 * parsed once per connection, and after a few runs PostgreSQL keeps a generic plan when it costs no more than the
 * custom ones. Only for texts built from constants (a name per distinct text, kept for the process's life), and
 * only where no parameter decides the plan's shape (no `$n IS NULL OR ...` switches: give each case its own text).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const names = new Map<string, string>();

export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (!name) {
    name = `dc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return { name, text, values };
}
