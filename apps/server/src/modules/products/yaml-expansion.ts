/**
 * YAML aliases let a small file expand exponentially (a "billion laughs"), and the YAML parser expands them. This
 * counts the nodes the text expands to on the parser's syntax tree, where an alias is a reference: linear time,
 * memoized per node. A cycle, or nesting too deep to walk, counts as unbounded.
 */
import { Kind, load, type YAMLNode } from '@stoplight/yaml-ast-parser';

export function expandedYamlNodes(text: string, max: number): number {
  const memo = new Map<YAMLNode, number>();
  const open = new Set<YAMLNode>();
  const cap = (n: number) => Math.min(n, max + 1);
  const size = (node: YAMLNode | null | undefined): number => {
    if (!node) return 1;
    const known = memo.get(node);
    if (known !== undefined) return known;
    if (open.has(node)) return Infinity;
    open.add(node);
    let n = 1;
    if (node.kind === Kind.ANCHOR_REF) n = size(node.value as YAMLNode);
    else if (node.kind === Kind.MAPPING) n = 1 + size(node.value as YAMLNode);
    else if (node.kind === Kind.MAP) for (const m of node.mappings as YAMLNode[]) n = cap(n + size(m));
    else if (node.kind === Kind.SEQ)
      for (const item of (node as unknown as { items: YAMLNode[] }).items) n = cap(n + size(item));
    open.delete(node);
    memo.set(node, cap(n));
    return cap(n);
  };
  try {
    return size(load(text));
  } catch (err) {
    if (err instanceof RangeError) return Infinity;
    throw err;
  }
}
