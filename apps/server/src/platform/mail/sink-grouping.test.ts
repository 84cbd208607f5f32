/**
 * The embedded sink's inserts (issue 24): a message is answered only once its row is committed, and the rows that
 * arrive while one insert runs go in together in the next, so the sink commits once per group instead of once a mail.
 */
import { describe, expect, it } from 'vitest';
import { groupedCommits } from './grouped-commits.js';

const row = (subject: string) => ({ subject });

describe('grouped sink inserts', () => {
  it('groups the rows that arrive during an insert, and resolves each call after its own insert', async () => {
    const inserts: string[][] = [];
    const gates: (() => void)[] = [];
    const record = groupedCommits<{ subject: string }>(async (rows) => {
      inserts.push(rows.map((r) => r.subject));
      await new Promise<void>((resolve) => gates.push(resolve));
    });
    const settled: string[] = [];
    const calls = ['m1', 'm2', 'm3', 'm4'].map((s) => record(row(s)).then(() => settled.push(s)));
    await Promise.resolve();
    expect(inserts).toEqual([['m1']]);
    gates.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toEqual(['m1']);
    expect(inserts).toEqual([['m1'], ['m2', 'm3', 'm4']]);
    gates.shift()!();
    await Promise.all(calls);
    expect(settled).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(inserts).toHaveLength(2);
  });

  it('with two lanes, a second insert starts while the first commits, and each answers its own rows', async () => {
    const inserts: string[][] = [];
    const gates: (() => void)[] = [];
    const record = groupedCommits<{ subject: string }>(
      async (rows) => {
        inserts.push(rows.map((r) => r.subject));
        await new Promise<void>((resolve) => gates.push(resolve));
      },
      200,
      2,
    );
    const settled: string[] = [];
    const calls = ['m1', 'm2', 'm3', 'm4'].map((s) => record(row(s)).then(() => settled.push(s)));
    await Promise.resolve();
    expect(inserts).toEqual([['m1'], ['m2']]);
    gates[1](); // the second lane commits first: its row is answered, and it takes the rows waiting
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toEqual(['m2']);
    expect(inserts).toEqual([['m1'], ['m2'], ['m3', 'm4']]);
    gates[0]();
    gates[2]();
    await Promise.all(calls);
    expect(settled).toEqual(['m2', 'm1', 'm3', 'm4']);
    expect(inserts).toHaveLength(3);
  });

  it('a row the database refuses fails alone; the others of its group are kept', async () => {
    const kept: string[] = [];
    let first = true;
    const record = groupedCommits<{ subject: string }>(async (rows) => {
      if (first) {
        first = false;
        await new Promise((r) => setTimeout(r, 10)); // the next three arrive meanwhile
        kept.push(...rows.map((r) => r.subject));
        return;
      }
      if (rows.some((r) => r.subject === 'bad')) throw new Error('invalid byte sequence');
      kept.push(...rows.map((r) => r.subject));
    });
    const results = await Promise.allSettled(['m1', 'm2', 'bad', 'm3'].map((s) => record(row(s))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(kept).toEqual(['m1', 'm2', 'm3']);
  });
});
