/**
 * Spectral's resolver follows every $ref, and its cost grows faster than the document: each step of a chain of refs
 * (A refers to B, whose subtree refers to C, ...) re-walks the rest of the chain, so a 4,000-step chain takes
 * minutes on the event loop. This measures the $ref graph on the parsed data first, in linear time with a work
 * budget: the number of refs, the longest chain, and the resolution steps (each ref plus the chain behind it).
 * Only local refs (#/...) make a chain; others are never followed and count only towards the number.
 */

export interface RefLimits {
  maxRefs: number;
  maxDepth: number;
  maxResolutions: number;
}

export type RefExcess = { limit: 'refs' | 'depth' | 'resolutions'; at: string };

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Local targets of the $refs held by the object at this location. */
  targets: string[];
}

const newNode = (): TrieNode => ({ children: new Map(), targets: [] });

function decodePointer(ref: string): string[] | null {
  if (!ref.startsWith('#')) return null;
  const fragment = ref.slice(1);
  if (fragment === '') return [];
  if (!fragment.startsWith('/')) return null;
  try {
    return fragment
      .slice(1)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
  } catch {
    return null;
  }
}

/** Every $ref in the data, filed by the location of the object that holds it; undefined past maxRefs. */
function collectRefs(data: unknown, maxRefs: number): { root: TrieNode; count: number } | undefined {
  const root = newNode();
  let count = 0;
  const stack: Array<{ value: unknown; node: () => TrieNode }> = [{ value: data, node: () => root }];
  while (stack.length) {
    const { value, node } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    const ref = (value as Record<string, unknown>).$ref;
    if (typeof ref === 'string') {
      if (++count > maxRefs) return undefined;
      node().targets.push(ref);
    }
    for (const [key, child] of Object.entries(value)) {
      if (!child || typeof child !== 'object') continue;
      // Trie nodes are made only on the paths that lead to a $ref.
      let made: TrieNode | undefined;
      stack.push({
        value: child,
        node: () => {
          if (made) return made;
          const parent = node();
          made = parent.children.get(key) ?? newNode();
          parent.children.set(key, made);
          return made;
        },
      });
    }
  }
  return { root, count };
}

/** The first limit the document's $refs pass, or null when they stay within all of them. */
export function refExcess(data: unknown, limits: RefLimits): RefExcess | null {
  const collected = collectRefs(data, limits.maxRefs);
  if (!collected) return { limit: 'refs', at: '#' };
  const { root } = collected;
  /** Chain length behind a target: 1 + the longest chain of the refs inside its subtree. */
  const depthOf = new Map<string, number>();
  const open = new Set<string>();
  let budget = limits.maxResolutions;
  let excess: RefExcess | null = null;
  let chainStart = '#';

  const nodeAt = (segments: string[]): TrieNode | undefined => {
    let node: TrieNode | undefined = root;
    for (const s of segments) node = node?.children.get(s);
    return node;
  };

  const depth = (target: string, level: number): number => {
    const known = depthOf.get(target);
    if (known !== undefined) return known;
    // A recursive schema refers back to itself: the resolver marks it circular and stops there.
    if (open.has(target)) return 0;
    const segments = decodePointer(target);
    if (!segments) return 0;
    // Past the limit already: stop here (this also bounds the recursion).
    if (level > limits.maxDepth) {
      excess = { limit: 'depth', at: chainStart };
      return Infinity;
    }
    open.add(target);
    let deepest = 0;
    const pending: TrieNode[] = [];
    const start = nodeAt(segments);
    if (start) pending.push(start);
    while (pending.length && !excess) {
      const node = pending.pop()!;
      for (const inner of node.targets) {
        if (--budget < 0) excess = { limit: 'resolutions', at: target };
        if (excess) break;
        deepest = Math.max(deepest, depth(inner, level + 1));
      }
      pending.push(...node.children.values());
    }
    open.delete(target);
    depthOf.set(target, 1 + deepest);
    return 1 + deepest;
  };

  // Resolving a document resolves every ref in it: each costs the chain behind it.
  const pending: TrieNode[] = [root];
  while (pending.length && !excess) {
    const node = pending.pop()!;
    for (const target of node.targets) {
      chainStart = target;
      const steps = depth(target, 1);
      if (excess) break;
      if (steps > limits.maxDepth) excess = { limit: 'depth', at: target };
      else if ((budget -= steps) < 0) excess = { limit: 'resolutions', at: target };
    }
    pending.push(...node.children.values());
  }
  return excess;
}
