/**
 * Local JSON references ($ref: '#/...') replaced by what they point at, without running any code (the console's CSP
 * forbids eval, which the AsyncAPI parser needs). A reference cycle becomes an object cycle; a reference that points
 * at itself, or nowhere, stays as it is.
 */
export type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

function pointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
}

export function dereference<T>(root: T): T {
  const done = new Map<object, unknown>();
  const resolving = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !resolving.has(ref)) {
      const target = pointer(root, ref);
      if (target === undefined) return node;
      resolving.add(ref);
      try {
        return walk(target);
      } finally {
        resolving.delete(ref);
      }
    }
    if (done.has(node)) return done.get(node);
    const out: Json | unknown[] = Array.isArray(node) ? [] : {};
    done.set(node, out);
    for (const [key, value] of Object.entries(node)) (out as Json)[key] = walk(value);
    return out;
  };
  return walk(root) as T;
}
