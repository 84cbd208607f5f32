/**
 * oidc-provider storage over the oidc_payloads table, so that several server instances share sessions,
 * interactions, grants, codes and tokens. Expired rows are invisible at once and deleted now and then.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { oidcPayloads } from './identity.schema.js';

/** One upsert in this many also sweeps expired rows; cheap enough, and no timer to stop on shutdown. */
const SWEEP_EVERY = 200;

export function createOidcAdapter(db: Db): new (name: string) => Adapter {
  let writes = 0;
  const sweep = () =>
    db
      .delete(oidcPayloads)
      .where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`))
      .catch(() => undefined);

  return class PostgresAdapter implements Adapter {
    constructor(private readonly type: string) {}

    private live() {
      return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where, this.live()));
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, type: this.type, ...columns })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: columns });
      if (++writes % SWEEP_EVERY === 0) void sweep();
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    /**
     * Spends a code or refresh token once only, even when two requests present it at the same moment (oidc-provider
     * checks `consumed` on its own read, so both would pass). The loser is treated as oidc-provider treats a replay:
     * the grant goes (its Grant row too, so tokens the winner is still issuing are dead on arrival) and it gets
     * invalid_grant.
     */
    async consume(id: string): Promise<void> {
      const spent = await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)))
        .returning({ id: oidcPayloads.id });
      if (spent.length) return;
      const [row] = await db
        .select({ grantId: oidcPayloads.grantId })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
      if (row?.grantId) {
        const grantId = row.grantId;
        await db
          .delete(oidcPayloads)
          .where(
            or(eq(oidcPayloads.grantId, grantId), and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId))),
          );
      }
      throw new errors.InvalidGrant(`${this.type} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    /** Every model of the grant goes (codes, access and refresh tokens), not only this adapter's type. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
