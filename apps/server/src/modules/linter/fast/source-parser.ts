/**
 * The fast engine's document parser, in Spectral's parser interface (parse, getLocationForJsonPath, trapAccess):
 * JSON text goes through json-source.ts, YAML through yaml-source.ts, and anything either gives up on (JSON or YAML
 * the YAML parser would read differently or report on) through Spectral's YAML parser, as `spectral lint` parses
 * every document. Ranges are computed from the node tables only for the paths that have results, by the YAML
 * parser's own rules (a member's container value starts one character after its key, a container ends where its
 * last member does).
 */
import { createRequire } from 'node:module';
import type { Document } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { parseJsonSource, sequenceItem, type JsonSource } from './json-source.js';
import { findYamlNode, parseYamlSource, rangeOf, computeLineMap, type YamlSource } from './yaml-source.js';

const require = createRequire(import.meta.url);
const { lineForPosition } = require('@stoplight/yaml') as {
  lineForPosition(pos: number, lines: ArrayLike<number>): number;
};

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

type YamlResult = ReturnType<typeof Parsers.Yaml.parse>;
/** A JSON document's result; its line map and the members of objects on result paths are filled in on demand. */
type Located = JsonSource & { lineMap?: Int32Array; members?: Map<number, Map<string, number>> };
/** A YAML document of ours; its line map and the members of mappings on result paths are filled in on demand. */
type LocatedYaml = YamlSource & { lineMap?: Int32Array; members?: Map<number, Map<string, number>> };
export type SourceResult = Located | LocatedYaml | YamlResult;

const isJson = (r: SourceResult): r is Located => 'nodes' in r;
const isOwnYaml = (r: SourceResult): r is LocatedYaml => 'yamlNodes' in r;

function locateYaml(source: LocatedYaml, path: ReadonlyArray<string | number>) {
  const node = findYamlNode(source, path);
  if (node < 0) return undefined;
  const lineMap = (source.lineMap ??= computeLineMap(source.text));
  return { range: rangeOf(lineMap, source.yamlNodes.start[node], source.yamlNodes.end[node]) };
}

/** Offset just after the JSON string starting at from (its opening quote). */
function stringEnd(text: string, from: number): number {
  let p = from + 1;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c === 34) return p + 1;
    p += c === 92 ? 2 : 1;
  }
}

function decodeKey(text: string, from: number): string {
  const end = stringEnd(text, from);
  const raw = text.slice(from + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(from, end)) as string) : raw;
}

/** An object node's members by key, built the first time a path goes through it (results cluster on few objects). */
function membersOf(source: Located, node: number): Map<string, number> {
  const cache = (source.members ??= new Map());
  let members = cache.get(node);
  if (!members) {
    const { text, nodes } = source;
    members = new Map();
    for (let child = node + 1; child < nodes.next[node]; child = nodes.next[child])
      members.set(decodeKey(text, nodes.keyStart[child]), child);
    cache.set(node, members);
  }
  return members;
}

/** The node at path, or -1 (the YAML parser's findNodeAtPath without `closest`, which Spectral never passes). */
function findNode(source: Located, path: ReadonlyArray<string | number>): number {
  const { text, nodes } = source;
  let node = 0;
  for (const segment of path) {
    const open = text.charCodeAt(nodes.start[node]);
    if (open === 123) {
      // Keys are compared with ===: a number segment names no member of a mapping.
      const child = typeof segment === 'string' ? membersOf(source, node).get(segment) : undefined;
      if (child === undefined) return -1;
      node = child;
    } else if (open === 91) {
      node = sequenceItem(nodes.next, node, segment);
      if (node < 0) return -1;
    } else return -1;
  }
  return node;
}

function locate(source: Located, path: ReadonlyArray<string | number>) {
  const node = findNode(source, path);
  if (node < 0) return undefined;
  const { text, nodes } = source;
  const lineMap = (source.lineMap ??= computeLineMap(text));
  const keyAt = nodes.keyStart[node];
  const open = text.charCodeAt(nodes.start[node]);
  const container = open === 123 || open === 91;
  let start: number;
  if (keyAt >= 0 && container) start = stringEnd(text, keyAt) + 1;
  else if (node === 0 && lineMap[0] === nodes.start[0]) start = 0;
  else start = nodes.start[node];
  const end = nodes.end[node];
  const startLine = lineForPosition(start, lineMap);
  const endLine = lineForPosition(end, lineMap);
  const range: Range = {
    start: { line: startLine, character: start - (startLine === 0 ? 0 : lineMap[startLine - 1]) },
    end: { line: endLine, character: end - (endLine === 0 ? 0 : lineMap[endLine - 1]) },
  };
  return { range };
}

/** The engine's own parse of a text: JSON, else YAML, else null (Spectral's parser reads it). */
function ownParse(text: string): Located | LocatedYaml | null {
  return parseJsonSource(text) ?? parseYamlSource(text);
}

// A parse done ahead of the document (preparse), handed to the next parse of the same text.
let ahead: { text: string; own: Located | LocatedYaml | null } | null = null;

/**
 * Parses text now with the engine's own parsers and keeps the answer for the document's parse: the lint worker asks
 * before its YAML alias check, which text they accept does not need (JSON has no aliases; the YAML parser gives up
 * on any anchor or alias). True when one of them parsed the text.
 */
export function preparse(text: string): boolean {
  ahead = { text, own: ownParse(text) };
  return ahead.own !== null;
}

/** The document was read by the engine's own parsers: its value is a tree (no object in two places, no alias). */
export function parsedByEngine(document: Document): boolean {
  const result = (document as unknown as { parserResult: SourceResult }).parserResult;
  return isJson(result) || isOwnYaml(result);
}

/** The engine's parser read the document and saw no `$ref` (nor `hasOwnProperty`) key in it. */
export function refFreeByEngine(document: Document): boolean {
  const result = (document as unknown as { parserResult: SourceResult }).parserResult;
  return isJson(result) && result.refFree;
}

export const SourceParser = {
  parse(text: string): SourceResult {
    const known = ahead?.text === text ? ahead : null;
    ahead = null;
    const own = known ? known.own : ownParse(text);
    return own ?? Parsers.Yaml.parse(text);
  },
  getLocationForJsonPath(result: SourceResult, path: ReadonlyArray<string | number>) {
    if (isJson(result)) return locate(result, path);
    if (isOwnYaml(result)) return locateYaml(result, path);
    return Parsers.Yaml.getLocationForJsonPath(result, path as never);
  },
  trapAccess: Parsers.Yaml.trapAccess,
};
