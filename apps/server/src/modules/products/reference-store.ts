/**
 * The API reference of a published OpenAPI version in parts (contracts api-reference.ts), stored once per version
 * (api-reference-parts.schema.ts): at publication here, or by the apis module at the first read of a version
 * published before references were prepared. The apis module reads them; it stands on products, not the reverse.
 */
import { prepareReference, type JsonObject } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';

export type ReferencePartKind = 'index' | 'operation' | 'schema';
export interface ReferencePart {
  kind: ReferencePartKind;
  key: string;
  body: string;
}

/** Rows per INSERT: keeps each statement's parameters and text small for a document of thousands of parts. */
const BATCH = 500;

/** Stores a version's parts; a concurrent preparation of the same version keeps the first (same content). */
export async function insertReferenceParts(q: Queryable, versionId: string, parts: ReferencePart[]): Promise<void> {
  // The index goes last: its presence says the version is prepared whole.
  const ordered = [...parts.filter((p) => p.kind !== 'index'), ...parts.filter((p) => p.kind === 'index')];
  for (let i = 0; i < ordered.length; i += BATCH) {
    const batch = ordered.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO api_reference_parts (version_id, kind, key, body)
       SELECT $1, kind, key, body FROM unnest($2::text[], $3::text[], $4::text[]) AS p(kind, key, body)
       ON CONFLICT DO NOTHING`,
      [versionId, batch.map((p) => p.kind), batch.map((p) => p.key), batch.map((p) => p.body)],
    );
  }
}

/** The parts of a document, as the JSON text each answer sends. */
export function referenceParts(document: JsonObject): ReferencePart[] {
  const { index, operations, schemas } = prepareReference(document);
  return [
    ...operations.map((o) => ({ kind: 'operation' as const, key: String(o.index), body: JSON.stringify(o) })),
    ...[...schemas].map(([name, s]) => ({ kind: 'schema' as const, key: name, body: JSON.stringify(s) })),
    { kind: 'index' as const, key: '', body: JSON.stringify(index) },
  ];
}

/** At publication: the new version's reference (OpenAPI versions only). */
export async function storeReference(q: Queryable, versionId: string, format: string, documentJson: string) {
  if (!format.startsWith('openapi')) return;
  await insertReferenceParts(q, versionId, referenceParts(JSON.parse(documentJson) as JsonObject));
}
