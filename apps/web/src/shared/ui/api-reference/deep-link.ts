/**
 * Deep links of the reference in the URL's fragment: #operation/{operationId} (or #operation/{METHOD} {path} for an
 * operation without one) and #schema/{name}.
 */
import { operationAnchor, type ReferenceIndex } from '@dc/contracts';

export type Selection = { kind: 'operation'; index: number } | { kind: 'schema'; name: string };

export function selectionFromHash(hash: string, index: ReferenceIndex): Selection | undefined {
  const [kind, ...rest] = hash.replace(/^#/, '').split('/');
  let target: string;
  try {
    target = decodeURIComponent(rest.join('/'));
  } catch {
    return undefined;
  }
  if (kind === 'schema' && index.schemas.includes(target)) return { kind: 'schema', name: target };
  if (kind !== 'operation' || !target) return undefined;
  const op =
    index.operations.find((o) => o.operationId === target) ??
    index.operations.find(
      (o) => `${o.method.toUpperCase()} ${o.path}` === target.replace(/^(\w+)\s+/, (m) => m.toUpperCase()),
    );
  return op ? { kind: 'operation', index: op.index } : undefined;
}

export function hashOf(selection: Selection, index: ReferenceIndex): string {
  if (selection.kind === 'schema') return `#schema/${encodeURIComponent(selection.name)}`;
  return `#${operationAnchor(index.operations[selection.index])}`;
}
