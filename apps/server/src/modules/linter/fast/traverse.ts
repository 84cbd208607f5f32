/**
 * One traversal for every `given` expression at once: each node carries the set of (expression, segment) states
 * that reached it, and a subtree no expression can still match is not entered. Like nimma, a node shared through
 * $refs in the resolved document is visited once per route: where Spectral reports a result depends on the route
 * (a result on a $ref's target maps back through that $ref), so routes cannot be merged without changing results.
 */
import { segmentMatches, type CompiledPath } from './json-path.js';

export type Path = Array<string | number>;
export type OnMatch = (expression: number, path: Path, value: unknown) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Objects on the current route: a cycle (never made by Spectral's resolver, which leaves circular $refs, but YAML
 * aliases can make one) ends there. The first levels are an array searched from the start; a Set holds only deeper
 * ones: a Set of the whole route grew and shrank its table at every few levels (a third of the medium-lived
 * garbage of a 10 MB document's lint).
 */
class Route {
  private static readonly NEAR = 32;
  private readonly nodes: object[] = [];
  /** nodes[NEAR] and beyond. */
  private readonly far = new Set<object>();

  /** False when node is already on the route. */
  enter(node: object): boolean {
    const { nodes } = this;
    const near = Math.min(nodes.length, Route.NEAR);
    for (let i = 0; i < near; i++) if (nodes[i] === node) return false;
    if (nodes.length >= Route.NEAR) {
      if (this.far.has(node)) return false;
      this.far.add(node);
    }
    nodes.push(node);
    return true;
  }

  leave(): void {
    const node = this.nodes.pop()!;
    if (this.nodes.length >= Route.NEAR) this.far.delete(node);
  }
}

export function traverse(root: unknown, paths: CompiledPath[], onMatch: OnMatch): void {
  const stack: Path = [];
  const route = new Route();

  const fire = (e: number, value: unknown, parent: unknown) =>
    onMatch(e, paths[e].parent ? stack.slice(0, -1) : stack.slice(), paths[e].parent ? parent : value);

  // States are numbers: expression * 256 + segment index.
  const initial: number[] = [];
  paths.forEach((p, e) => {
    if (p.segments.length === 0) onMatch(e, [], root);
    else initial.push(e * 256);
  });

  // A node's states are its parent's unless one advances or ends: most nodes below a `..` keep exactly the deep
  // states they got, so they share the parent's array and the walk allocates only where something changed.
  const visit = (key: string | number, value: unknown, parent: unknown, states: number[]) => {
    let next: number[] | null = null;
    for (let i = 0; i < states.length; i++) {
      const s = states[i];
      const e = s >> 8;
      const at = s & 255;
      const { segments } = paths[e];
      const segment = segments[at];
      if (segment.kind === 'deep') {
        if (next !== null) next.push(s);
        if (!segmentMatches(segments[at + 1], key, value)) continue;
        if (at + 2 === segments.length) fire(e, value, parent);
        else (next ??= states.slice(0, i + 1)).push(e * 256 + at + 2);
      } else {
        next ??= states.slice(0, i);
        if (!segmentMatches(segment, key, value)) continue;
        if (at + 1 === segments.length) fire(e, value, parent);
        else next.push(e * 256 + at + 1);
      }
    }
    const kept = next ?? states;
    if (kept.length > 0 && isObject(value)) walk(value, kept);
  };

  const walk = (node: Record<string, unknown>, states: number[]) => {
    if (!route.enter(node)) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        stack.push(i);
        visit(i, node[i], node, states);
        stack.pop();
      }
    } else {
      for (const k of Object.keys(node)) {
        stack.push(k);
        visit(k, node[k], node, states);
        stack.pop();
      }
    }
    route.leave();
  };

  if (isObject(root) && initial.length > 0) walk(root, initial);
}
