/**
 * Local $ref resolution for the fast engine, giving what Spectral's resolver (json-ref-resolver) gives for a
 * document whose $refs are all plain local pointers to existing, non-circular targets: every $ref object replaced by
 * its resolved target (one shared object per target), containers on the way to a $ref copied as immer copies them,
 * everything else shared with the parsed document, the whole tree deep-frozen as immer leaves it (not the engine's
 * own trees: see freeze), and the ref map
 * (location pointer -> target pointer) that Spectral's result paths are mapped through.
 *
 * json-ref-resolver does this with a dependency graph per pointer and an immer draft per change: on GitHub's
 * description ~4.7 s of CPU, a third of the lint. Anything outside the simple case (external or unusual $refs, a
 * missing target, a target reached through another $ref, cycles, its "circular" stems, a root that is not an
 * object) is handed to Spectral's resolver, so its errors and its partial results stay its own.
 */
import { createRequire } from 'node:module';
import { isIndexLike, sparseElements } from './sparse-elements.js';

type Path = string[];
type Container = Record<string, unknown>;
interface Json {
  pathToPointer(path: Path): string;
  pointerToPath(pointer: string): Path;
  startsWith(path: Path, prefix: Path): boolean;
}
interface RealResolver {
  uriCache: unknown;
  resolve(source: unknown, opts: { baseUri?: string }): Promise<unknown>;
}

const require = createRequire(import.meta.url);
// The helpers json-ref-resolver itself uses, as it resolves them.
const fromResolver = createRequire(require.resolve('@stoplight/json-ref-resolver'));
const json = fromResolver('@stoplight/json') as Json;
const URI = fromResolver('urijs') as new (uri: string) => { toString(): string };
const { toFSPath } = fromResolver('@stoplight/path') as { toFSPath(path: string): string };

// Ref strings read the same as a URI fragment, a JSON pointer and a lodash path: anything else goes to Spectral.
const SIMPLE_REF = /^#(\/[A-Za-z0-9_.-]+)+$/;

class NotSimple extends Error {}

const isObject = (v: unknown): v is Container => typeof v === 'object' && v !== null;
const refOf = (v: unknown) => (isObject(v) && typeof v.$ref === 'string' ? v.$ref : undefined);
const encodeSegment = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

interface Ref {
  location: Path;
  /** The $ref's value, a local pointer. */
  target: string;
  /** The copy of the container that holds the $ref (under the location's last key). */
  holder: Container;
}

/** The pointer json-ref-resolver's crawler builds for a location ('#' and each key, ~ and / escaped). */
const crawlerPointer = (location: Path) => {
  let pointer = '#';
  for (const key of location) pointer += `/${encodeSegment(key)}`;
  return pointer;
};

/**
 * Every $ref in document order, as json-ref-resolver's crawler meets them (own enumerable keys, not inside a $ref),
 * and the copies the resolved document needs: a container holding a $ref or a copied container is copied (immer's
 * copy, with its copied children in place), bottom-up, the $refs themselves are filled in later. A container met on
 * several routes (YAML aliases, through Spectral's parser) is copied once; the engine's own parsers give trees, so
 * for them no map of the copied containers is kept (a generated 100 MB document has ~700,000: the map and the set
 * of containers on the way to a $ref grew through ~100 MB of tables).
 */
function crawl(root: Container, tree: boolean): { refs: Ref[]; copy: Container | undefined } {
  const refs: Ref[] = [];
  const copies = tree ? null : new Map<object, Container>();
  const location: Path = [];
  const copyFor = (node: Container): Container => {
    if (!copies) return copyOf(node);
    let copy = copies.get(node);
    if (!copy) copies.set(node, (copy = copyOf(node)));
    return copy;
  };
  const walk = (node: Container): Container | undefined => {
    // The crawler calls node.hasOwnProperty: a key of that name changes what it does.
    if (Object.prototype.hasOwnProperty.call(node, 'hasOwnProperty')) throw new NotSimple();
    let copy: Container | undefined;
    for (const key in node) {
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      const value = node[key];
      location.push(key);
      const ref = refOf(value);
      if (ref !== undefined) {
        if (!SIMPLE_REF.test(ref)) throw new NotSimple();
        refs.push({ location: location.slice(), target: ref, holder: (copy ??= copyFor(node)) });
      } else if (isObject(value)) {
        const child = walk(value);
        if (child) (copy ??= copyFor(node))[key] = child;
      }
      location.pop();
    }
    return copy;
  };
  if (refOf(root) !== undefined) throw new NotSimple();
  return { refs, copy: walk(root) };
}

/**
 * json-ref-resolver skips a $ref whose location its stem graph calls circular (and stops at a pointer it cannot
 * read). Its stems are built from the location's and the target's segments compared index by index; they are built
 * here the same way, and a document where any $ref would be skipped is not simple. Only stems that are also targets
 * are kept: the check starts at a target and follows edges to targets, so no other stem is ever looked up (on a
 * generated 100 MB document the others were a stem per container on the way to a $ref, hundreds of MB).
 */
function assertNoCircularStems(refs: Ref[], targets: ReadonlyMap<string, Path>): void {
  const stems = new Map<string, Set<string>>();
  for (const { location, target: targetPointer } of refs) {
    const target = targets.get(targetPointer)!;
    let locationPointer: string | undefined;
    let stem = '#';
    let tail = '';
    for (let i = 0; i < location.length; i++) {
      if (location[i] === target[i]) stem += `/${location[i]}`;
      else {
        tail += `/${location[i]}`;
        const dep = `${stem}${tail}`;
        if (!targets.has(dep) || dep === targetPointer) continue;
        if (dep === (locationPointer ??= crawlerPointer(location))) continue;
        let to = stems.get(dep);
        if (!to) stems.set(dep, (to = new Set()));
        to.add(targetPointer);
      }
    }
  }
  const closure = new Map<string, Path[]>();
  const reachable = (from: string): Path[] => {
    let paths = closure.get(from);
    if (paths) return paths;
    const seen = new Set<string>();
    const visit = (node: string) => {
      for (const next of stems.get(node) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        visit(next);
      }
    };
    visit(from);
    seen.delete(from);
    try {
      paths = [...seen].map((s) => json.pointerToPath(s));
    } catch {
      throw new NotSimple();
    }
    closure.set(from, paths);
    return paths;
  };
  for (const { location, target: targetPointer } of refs) {
    if (!stems.has(targetPointer)) continue;
    if (reachable(targetPointer).some((stem) => json.startsWith(location, stem))) throw new NotSimple();
  }
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * The ref map (location pointer -> target pointer) and each target's path, or null where json-ref-resolver would
 * not read the $refs as given. Targets repeat (a schema referenced from many operations): parsed once each.
 */
function refMapOf(refs: Ref[]): { refMap: Record<string, string>; targets: Map<string, Path> } | null {
  const refMap: Record<string, string> = {};
  const targets = new Map<string, Path>();
  const targetPointers = new Map<string, string>();
  for (const { location, target: pointer } of refs) {
    let target = targets.get(pointer);
    if (!target) {
      targets.set(pointer, (target = json.pointerToPath(pointer)));
      targetPointers.set(pointer, json.pathToPointer(target));
    }
    // A $ref to its own ancestor is skipped by the crawler; its location and target must also read back the same.
    if (target.length <= location.length && target.every((s, i) => s === location[i])) return null;
    if (!samePath(json.pointerToPath(crawlerPointer(location)), location)) return null;
    refMap[json.pathToPointer(location)] = targetPointers.get(pointer)!;
  }
  assertNoCircularStems(refs, targets);
  return { refMap, targets };
}

/** immer's copy of a container it changes: own property descriptors (symbols too) on the same prototype. */
function copyOf(base: Container): Container {
  if (Array.isArray(base)) return Array.prototype.slice.call(base) as unknown as Container;
  const descriptors = Object.getOwnPropertyDescriptors(base);
  for (const key of Reflect.ownKeys(descriptors)) {
    const d = descriptors[key as string];
    if (d.writable === false) {
      d.writable = true;
      d.configurable = true;
    }
    if (d.get || d.set)
      descriptors[key as string] = {
        configurable: true,
        writable: true,
        enumerable: d.enumerable,
        value: base[key as string],
      };
  }
  const copy = Object.create(Object.getPrototypeOf(base) as object | null) as Container;
  // Response codes among the keys: a dictionary for them, as in the parsed document (sparse-elements.ts).
  if (Reflect.ownKeys(descriptors).some((k) => typeof k === 'string' && isIndexLike(k))) sparseElements(copy);
  return Object.defineProperties(copy, descriptors);
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return Array.isArray(v) || proto === null || proto === Object.prototype;
};

/** immer's deep freeze of its result: every plain object and array not frozen yet, and what it holds. */
function deepFreeze(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const v = pending.pop();
    if (!isObject(v) || Object.isFrozen(v) || !isPlain(v)) continue;
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) pending.push(v[key as string]);
  }
}

/**
 * immer freezes json-ref-resolver's result; the engine's own trees (its parsers') are left as they are. Freezing is
 * only seen by code that writes to the document, and no rule function does (they copy what they change: oasExample,
 * oasSchema's OAS 2 schemas, the AsyncAPI schemas); one that did would throw on Spectral's frozen tree, which the
 * differential tests would show. Freezing ReadMe's 3.1 description (561 KB, 3,750 containers, each given a new map)
 * took ~8 ms of CPU in a worker's first job of it.
 */
const freeze = (root: unknown, tree: boolean) => {
  if (!tree) deepFreeze(root);
};

/**
 * Resolving a target needs the targets of the $refs inside it (or of the $ref it is). json-ref-resolver leaves a
 * cycle of these unresolved (its stems above find them); the engine never resolves one: a document with such a
 * cycle is not simple. Targets are short pointers, so only a location's first few prefixes can be one.
 */
function assertAcyclicTargets(refs: Ref[], targets: ReadonlyMap<string, Path>): void {
  let longest = 0;
  for (const path of targets.values()) longest = Math.max(longest, path.length);
  const needs = new Map<string, Set<string>>();
  for (const { location, target } of refs) {
    let prefix = '#';
    for (let i = 0; i < Math.min(location.length, longest); i++) {
      prefix += `/${location[i]}`;
      if (!targets.has(prefix)) continue;
      let to = needs.get(prefix);
      if (!to) needs.set(prefix, (to = new Set()));
      to.add(target);
    }
  }
  const done = new Set<string>();
  const active = new Set<string>();
  const visit = (pointer: string) => {
    if (done.has(pointer)) return;
    if (active.has(pointer)) throw new NotSimple();
    active.add(pointer);
    for (const next of needs.get(pointer) ?? []) visit(next);
    active.delete(pointer);
    done.add(pointer);
  };
  for (const pointer of needs.keys()) visit(pointer);
}

function resolveSimple(
  root: unknown,
  tree: boolean,
  refFree: boolean,
): { result: unknown; refMap: Record<string, string>; targets: Set<string> } | null {
  if (!isObject(root)) return null;
  // The parser saw no `$ref` and no `hasOwnProperty` key: the crawl would find no $ref (ReadMe's 3.1 description:
  // a walk of its 3,750 containers spared, ~5 ms of a worker's first job of it).
  const { refs, copy } = refFree ? { refs: [], copy: undefined } : crawl(root, tree);
  // No $ref: json-ref-resolver gives the document itself, deep-frozen (immer's result of no change), an empty ref
  // map and the root alone in its graph (ReadMe's 3.1 example, 561 KB: ~25-70 ms of its resolver saved).
  if (refs.length === 0) {
    freeze(root, tree);
    return { result: root, refMap: {}, targets: new Set() };
  }
  const mapped = refMapOf(refs);
  if (!mapped) return null;
  const { refMap, targets } = mapped;
  assertAcyclicTargets(refs, targets);

  const byTarget = new Map<string, unknown>();
  const inProgress = new Set<string>();
  /** A target's resolved value: found in the copies along its path (a $ref itself: that $ref's target). */
  const targetValue = (pointer: string): unknown => {
    if (byTarget.has(pointer)) return byTarget.get(pointer);
    const target = targets.get(pointer);
    if (!target || inProgress.has(pointer)) throw new NotSimple();
    let node: unknown = root;
    let resolved: unknown = copy;
    for (let i = 0; i < target.length; i++) {
      // A target reached through another $ref depends on the order json-ref-resolver replaces them in. Every $ref on
      // the way would be one the crawler met: the walk starts at the root and stops at the first one.
      if (i > 0 && refOf(node) !== undefined) throw new NotSimple();
      if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, target[i])) throw new NotSimple();
      node = node[target[i]];
      resolved = (resolved as Container)[target[i]];
    }
    const ref = refOf(node);
    if (ref !== undefined) {
      inProgress.add(pointer);
      resolved = targetValue(ref);
      inProgress.delete(pointer);
    }
    byTarget.set(pointer, resolved);
    return resolved;
  };
  for (const { holder, location, target } of refs) holder[location[location.length - 1]] = targetValue(target);
  refs.length = 0;

  freeze(copy, tree);
  return { result: copy, refMap, targets: new Set(targets.keys()) };
}

/** The resolver's root node name for a base URI, as json-ref-resolver's runner names it (null: not simple). */
function rootName(baseUri: string | undefined): string | null {
  if (typeof baseUri !== 'string' || !baseUri.startsWith('/')) return null;
  return new URI(toFSPath(baseUri)).toString() || 'root';
}

/**
 * A resolver for DocumentInventory: the simple case here, the rest by the real resolver. DocumentInventory reads the
 * result, the errors and the root's ref map (graph.getNodeData(source), which throws for any other name); the
 * unused-component rules read the graph's node names (the root and `<root><target pointer>` for every target).
 * `tree`: the document's value has no object in two places (the engine's own parsers; not so with YAML aliases).
 * `refFree`: the parser saw no `$ref` and no `hasOwnProperty` key (json-native.ts), so the crawl is skipped.
 */
export function localRefResolver(
  real: RealResolver,
  { tree, refFree = false }: { tree: boolean; refFree?: boolean },
): RealResolver {
  return {
    uriCache: real.uriCache,
    resolve(source, opts) {
      const root = rootName(opts.baseUri);
      let simple: ReturnType<typeof resolveSimple> = null;
      if (root !== null) {
        try {
          simple = resolveSimple(source, tree, refFree);
        } catch (err) {
          if (!(err instanceof NotSimple)) throw err;
        }
      }
      if (!simple) return real.resolve(source, opts);
      const { result, refMap, targets } = simple;
      const graph = {
        overallOrder: () => [...[...targets].map((t) => `${root}${t}`), root],
        getNodeData(name: string) {
          if (name !== root) throw new Error(`Node does not exist: ${name}`);
          return { refMap, data: result };
        },
      };
      return Promise.resolve({ result, graph, errors: [], refMap });
    },
  };
}
