/**
 * Mails the worker renders (issue 24). A template send used to store each mail's rendered HTML (~11 KB of the bench's
 * template) in mail_messages, which PostgreSQL then wrote, logged and handed back to the worker; now it stores what
 * the mails are rendered from once (a mail_sources row: the template's locale as it was at the send, never changed)
 * and each mail's values, and the worker renders each mail just before it goes out, with the renderer its module
 * registered for the source's kind (renderWith). The same renderer with the same content and values gives the same
 * mail, so a retry sends what the first attempt did, whatever happened to the template meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../db/transaction.js';
import { insertValues } from './values-insert.js';

/** What mails are rendered from: `key` names the content (equal keys: equal content), `data` is the content. */
export interface MailSource {
  kind: string;
  key: string;
  data: unknown;
}

export type SourceRenderer = (
  source: { id: string; data: unknown },
  values: Record<string, string>,
) => Promise<{ html: string; text: string }>;

/** Bounds memory: past this many, the ids of stored sources are forgotten (a source is then stored again). */
const KNOWN_LIMIT = 1_000;
/** How long a delivery waits for its kind's renderer (registered while the app starts) before trying later. */
const RENDERER_WAIT_MS = 30_000;

export function createMailSources(pool: pg.Pool) {
  // Sources this instance stored and saw committed, by key: later sends of the same content refer to them.
  const known = new Map<string, string>();
  const cached = new Map<string, Promise<{ kind: string; data: unknown }>>();
  const renderers = new Map<string, SourceRenderer>();
  const waiting = new Map<string, (() => void)[]>();

  const rendererOf = async (kind: string): Promise<SourceRenderer> => {
    const found = renderers.get(kind);
    if (found) return found;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no renderer for mails of kind ${kind}`)), RENDERER_WAIT_MS);
      timer.unref();
      waiting.set(kind, [...(waiting.get(kind) ?? []), () => (clearTimeout(timer), resolve())]);
    });
    return renderers.get(kind)!;
  };

  /** Sources read once per instance: a row never changes. */
  async function load(ids: string[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !cached.has(id));
    if (missing.length === 0) return;
    if (cached.size > KNOWN_LIMIT) cached.clear();
    const read = pool
      .query<{ id: string; kind: string; data: unknown }>(
        'SELECT id, kind, data FROM mail_sources WHERE id = ANY($1::uuid[])',
        [missing],
      )
      .then(({ rows }) => new Map(rows.map((r) => [r.id, r])));
    for (const id of missing) {
      const one = read.then((rows) => {
        const row = rows.get(id);
        if (!row) throw new Error(`mail source ${id} not found`);
        return row;
      });
      one.catch(() => cached.delete(id));
      cached.set(id, one);
    }
  }

  return {
    renderWith(kind: string, render: SourceRenderer) {
      renderers.set(kind, render);
      for (const go of waiting.get(kind) ?? []) go();
      waiting.delete(kind);
    },

    /**
     * The id of each source in `sources` (by key), storing in this transaction those not known to be stored; call
     * `committed` with the answer once the transaction has committed, so later sends refer to them.
     */
    async store(q: Queryable, sources: MailSource[]) {
      const ids = new Map<string, string>();
      const fresh: { key: string; id: string; source: MailSource }[] = [];
      for (const source of sources) {
        if (ids.has(source.key)) continue;
        const id = known.get(source.key);
        if (id) ids.set(source.key, id);
        else {
          const f = { key: source.key, id: randomUUID(), source };
          fresh.push(f);
          ids.set(source.key, f.id);
        }
      }
      if (fresh.length)
        await insertValues(
          q,
          'mail_sources',
          ['id', 'kind', 'data'],
          fresh.map((f) => [f.id, f.source.kind, JSON.stringify(f.source.data)]),
        );
      return { ids, fresh };
    },

    committed(stored: { fresh: { key: string; id: string }[] }) {
      if (known.size + stored.fresh.length > KNOWN_LIMIT) known.clear();
      for (const f of stored.fresh) known.set(f.key, f.id);
    },

    /** Each mail's HTML and text rendered from its source with its values, or why not (in the order given). */
    async render(mails: { sourceId: string; values: Record<string, string> }[]) {
      await load(mails.map((m) => m.sourceId));
      return Promise.all(
        mails.map(async (m) => {
          try {
            const { kind, data } = await cached.get(m.sourceId)!;
            return await (
              await rendererOf(kind)
            )({ id: m.sourceId, data }, m.values);
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      );
    },
  };
}
export type MailSources = ReturnType<typeof createMailSources>;
