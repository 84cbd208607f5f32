/** The rows of the reference's list: tags with their operations, then the schemas; search keeps what matches. */
import type { ReferenceIndex, ReferenceOperationEntry } from '@dc/contracts';

export type ReferenceRow =
  | { kind: 'tag'; name: string; count: number }
  | { kind: 'operation'; op: ReferenceOperationEntry }
  | { kind: 'schemas'; count: number }
  | { kind: 'schema'; name: string };

const matches = (op: ReferenceOperationEntry, words: string[]) => {
  const text = `${op.method} ${op.path} ${op.summary ?? ''} ${op.operationId ?? ''} ${op.tag}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

export function referenceRows(index: ReferenceIndex, search: string): ReferenceRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const byTag = new Map<string, ReferenceOperationEntry[]>(index.tags.map((t) => [t.name, []]));
  for (const op of index.operations) {
    if (words.length && !matches(op, words)) continue;
    const group = byTag.get(op.tag);
    if (group) group.push(op);
    else byTag.set(op.tag, [op]);
  }
  const rows: ReferenceRow[] = [];
  for (const [name, ops] of byTag) {
    if (ops.length === 0) continue;
    rows.push({ kind: 'tag', name, count: ops.length });
    for (const op of ops) rows.push({ kind: 'operation', op });
  }
  const schemas = words.length
    ? index.schemas.filter((s) => words.every((w) => s.toLowerCase().includes(w)))
    : index.schemas;
  if (schemas.length) {
    rows.push({ kind: 'schemas', count: schemas.length });
    for (const name of schemas) rows.push({ kind: 'schema', name });
  }
  return rows;
}
