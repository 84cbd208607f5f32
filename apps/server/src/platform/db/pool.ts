import type pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';

export { createPool } from './pg-pool.js';
export type Db = NodePgDatabase;

export const createDb = (pool: pg.Pool): Db => drizzle(pool);
