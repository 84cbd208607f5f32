/**
 * The engine's local $ref resolution against Spectral's resolver (json-ref-resolver with no external resolvers, as
 * the linter builds it): the same resolved tree (values, key order, which places share one object, frozen: except
 * the engine's own trees, which it does not freeze), the same ref map and graph names, on the corpus, GitHub's description and edge cases that must go to Spectral's resolver.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document } from '@stoplight/spectral-core';
import { Resolver } from '@stoplight/spectral-ref-resolver';
import { describe, expect, it } from 'vitest';
import { localRefResolver } from './local-refs.js';
import { SourceParser, parsedByEngine } from './source-parser.js';
import { repoRoot, testCorpus } from './test-corpus.js';

interface Resolved {
  result: unknown;
  errors: unknown[];
  graph: { getNodeData(name: string): { refMap: Record<string, string> }; overallOrder(): string[] };
}

const real = () => new Resolver({ resolvers: {} }) as unknown as Parameters<typeof localRefResolver>[0];

/** The tree as text with key order, plus where one object is reached from several places and what is not frozen. */
function shape(root: unknown) {
  const seen = new Map<object, string>();
  const shared: string[] = [];
  const unfrozen: string[] = [];
  const text = (v: unknown, at: string): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (!Object.isFrozen(v)) unfrozen.push(at);
    const first = seen.get(v);
    if (first !== undefined) {
      shared.push(`${at} = ${first}`);
      return `<same as ${first}>`;
    }
    seen.set(v, at);
    if (Array.isArray(v)) return v.map((x, i) => text(x, `${at}/${i}`));
    return Object.keys(v).map((k) => [k, text((v as Record<string, unknown>)[k], `${at}/${k}`)]);
  };
  return { tree: JSON.stringify(text(root, '#')), shared, unfrozen };
}

async function both(text: string, source: string) {
  const parse = () => new Document(text, SourceParser as never, source);
  // The resolver's own failures (e.g. a key named hasOwnProperty) must stay the same failures.
  const settle = (p: Promise<unknown>) =>
    p.then(
      (r) => r as Resolved,
      (e: unknown) => String(e),
    );
  const reference = await settle(real().resolve(parse().data, { baseUri: source }));
  const document = parse();
  const tree = parsedByEngine(document);
  const resolver = localRefResolver(real(), { tree });
  const mine = await settle(resolver.resolve(document.data, { baseUri: source }));
  const view = (r: Resolved | string) => {
    if (typeof r === 'string') return { failed: r };
    let refMap: unknown;
    try {
      refMap = r.graph.getNodeData(source).refMap;
    } catch (e) {
      refMap = String(e);
    }
    return { ...shape(r.result), errors: r.errors, refMap, nodes: [...r.graph.overallOrder()].sort() };
  };
  const simple = typeof mine !== 'string' && (mine.graph as object).constructor === Object;
  // The engine leaves its own parsers' trees unfrozen (local-refs.ts, freeze): compared on everything else.
  const ownTree = simple && tree;
  const unfrozenOf = (v: ReturnType<typeof view>) => ('unfrozen' in v ? v.unfrozen : []);
  const mineView = view(mine);
  const referenceView = view(reference);
  const unfrozen = { mine: unfrozenOf(mineView), reference: unfrozenOf(referenceView) };
  if (ownTree) for (const v of [mineView, referenceView]) if ('unfrozen' in v) v.unfrozen = [];
  return { reference: referenceView, mine: mineView, simple, ownTree, unfrozen };
}

const corpus = [
  ...testCorpus(/\.json$/),
  path.join(repoRoot, 'node_modules/@octokit/openapi/generated/api.github.com.json'),
].filter((f) => fs.existsSync(f));

describe('local $ref resolution vs Spectral resolver', () => {
  it.each(corpus.map((f) => [path.relative(repoRoot, f), f]))(
    '%s: the same resolved document, ref map and graph names',
    async (_name, file) => {
      const { reference, mine } = await both(fs.readFileSync(file, 'utf8'), file);
      expect(mine).toEqual(reference);
    },
    60_000,
  );

  it('resolves the corpus documents with $refs itself, and leaves its own tree unfrozen', async () => {
    const file = path.join(repoRoot, 'node_modules/@readme/oas-examples/3.0/json/petstore.json');
    const { simple, ownTree, unfrozen } = await both(fs.readFileSync(file, 'utf8'), file);
    expect(simple).toBe(true);
    expect(ownTree).toBe(true);
    expect(unfrozen.reference).toEqual([]);
    expect(unfrozen.mine).toContain('#');
    expect(unfrozen.mine).toContain('#/paths');
  });

  const doc = (extra: object) => JSON.stringify({ openapi: '3.0.3', ...extra });
  const EDGE: Array<[string, string]> = [
    ['shared target', doc({ a: { $ref: '#/c' }, b: [{ $ref: '#/c' }], c: { x: { $ref: '#/d' } }, d: { y: 1 } })],
    ['ref to a ref', doc({ a: { $ref: '#/b' }, b: { $ref: '#/c' }, c: { z: true } })],
    ['index-like keys in a copied object', doc({ r: { '404': { $ref: '#/c' }, '200': { d: 1 }, x: 2 }, c: {} })],
    ['siblings of $ref dropped', doc({ a: { $ref: '#/c', description: 'kept?' }, c: { v: 1 } })],
    ['missing target', doc({ a: { $ref: '#/nope' } })],
    ['cycle', doc({ a: { $ref: '#/b' }, b: { c: { $ref: '#/a' } } })],
    ['self reference', doc({ a: { b: { $ref: '#/a' } } })],
    ['target through a $ref', doc({ a: { $ref: '#/b/x' }, b: { $ref: '#/c' }, c: { x: 1 } })],
    ['escaped and encoded pointers', doc({ a: { $ref: '#/c~1d' }, 'c/d': 1, e: { $ref: '#/f%20g' }, 'f g': 2 })],
    ['external ref', doc({ a: { $ref: 'other.json#/x' } })],
    ['whole document', doc({ a: { $ref: '#' } })],
    ['key named hasOwnProperty', doc({ hasOwnProperty: { $ref: '#/c' }, c: 1 })],
    [
      'a target inside a target, no cycle',
      doc({ a: { r: { $ref: '#/b' }, y: { v: 1 } }, b: { s: { $ref: '#/a/y' } } }),
    ],
    ['no refs', doc({ a: { b: [1, 2] } })],
    ['no refs, index-like keys and a $ref that is not a string', doc({ r: { '404': { $ref: 5 }, '200': {}, x: [] } })],
    ['no refs, an array root', JSON.stringify([{ a: 1 }, [2, { b: null }]])],
  ];
  it.each(EDGE)('%s: the same as Spectral resolver', async (_name, text) => {
    const { reference, mine } = await both(text, '/docs/edge.json');
    expect(mine).toEqual(reference);
  });

  // Cycles through targets that json-ref-resolver leaves unresolved: never resolved by the engine.
  const CYCLES: Array<[string, string]> = [
    ['two targets', doc({ a: { x: { $ref: '#/b' } }, b: { y: { $ref: '#/a' } }, p: { $ref: '#/a' } })],
    ['three targets', doc({ a: { x: { $ref: '#/b' } }, b: { $ref: '#/c' }, c: { z: [{ $ref: '#/a' }] } })],
    ['a target inside another', doc({ s: { a: { x: { $ref: '#/b' } } }, b: { y: { $ref: '#/s/a' } } })],
  ];
  it.each(CYCLES)('cycle, %s: the same as Spectral resolver', async (_name, text) => {
    const { reference, mine } = await both(text, '/docs/edge.json');
    expect(mine).toEqual(reference);
  });

  // Spectral's YAML parser gives an aliased node as one object in several places: copied once, as its resolver does.
  const ALIASES: Array<[string, string]> = [
    [
      'a container with a $ref in two places',
      'openapi: 3.0.3\na: &x\n  b:\n    $ref: "#/c"\n  k: 1\nd: *x\ne:\n  - *x\nc:\n  v: 1\n',
    ],
    ['a target in two places', 'openapi: 3.0.3\nc: &t\n  v: [1]\nd: *t\na:\n  $ref: "#/c"\nb:\n  $ref: "#/d"\n'],
  ];
  it.each(ALIASES)('YAML aliases, %s: the same as Spectral resolver', async (_name, text) => {
    const { reference, mine, simple } = await both(text, '/docs/edge.yaml');
    expect(mine).toEqual(reference);
    expect(simple).toBe(true);
  });

  it('a source the resolver names differently: the ref map lookup fails as it does there', async () => {
    const text = doc({ a: { $ref: '#/c' }, c: {} });
    for (const source of ['relative.json', '/dir/with space/a.json', '/a/../b.json']) {
      const { reference, mine } = await both(text, source);
      expect(mine).toEqual(reference);
    }
  });
});
