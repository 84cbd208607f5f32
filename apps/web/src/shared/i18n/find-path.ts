/**
 * Key lookup in a translation file or in a t() call's values, as i18next does it: the dotted path first, then, when
 * that finds nothing truthy, segments joined again where a key itself holds dots ("format" -> "openapi-3.0").
 */
type Tree = Record<string, unknown>;

const own = (o: unknown, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function byPath(tree: unknown, keys: string[]): unknown {
  let node = tree;
  for (const k of keys) {
    if (!node || typeof node === 'string' || !own(node, k)) return undefined;
    node = (node as Tree)[k];
  }
  return node;
}

/** Walks `path` taking the shortest run of segments that names a key; a run ending on a text must end the path. */
function joinedFind(tree: Tree | undefined, path: string): unknown {
  if (!tree) return undefined;
  if (tree[path]) return own(tree, path) ? tree[path] : undefined;
  const parts = path.split('.');
  let node: unknown = tree;
  for (let i = 0; i < parts.length;) {
    if (!node || typeof node !== 'object') return undefined;
    let next: unknown;
    let run = '';
    for (let j = i; j < parts.length; j += 1) {
      run += (j === i ? '' : '.') + parts[j];
      next = (node as Tree)[run];
      if (next !== undefined) {
        if (/^(string|number|boolean)$/.test(typeof next) && j < parts.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    node = next;
  }
  return node;
}

export function findPath(tree: Tree | undefined, path: string): unknown {
  const found = byPath(tree, path.split('.'));
  return found || joinedFind(tree, path);
}
