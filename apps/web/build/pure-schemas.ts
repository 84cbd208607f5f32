/**
 * Marks the contracts' schema definitions (z.object(...), xSchema.extend(...)) as pure, so a chunk that
 * imports only constants or error texts from @dc/contracts does not pull every schema and zod with it.
 * Rollup cannot prove that zod's builders are side-effect free; the annotation says so.
 */
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  callee?: Node;
  object?: Node;
  name?: string;
  [key: string]: unknown;
}

const PURE = '/* @__PURE__ */ ';

/** The identifier a call chain starts from: z in z.string().uuid(), teamSchema in teamSchema.extend(). */
function chainRoot(node: Node | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name;
    current =
      current.type === 'CallExpression'
        ? current.callee
        : current.type === 'MemberExpression'
          ? current.object
          : undefined;
  }
  return undefined;
}

/** z, imported schemas, and every top-level const built from them (teamSchema, trnText, ...), to a fixed point. */
function schemaNames(program: Node): Set<string> {
  const names = new Set(['z']);
  // Schemas imported from a sibling contracts file follow the naming rule <entity>Schema, <verb><Entity>Body/Query.
  for (const stmt of program.body as Node[]) {
    if (stmt.type !== 'ImportDeclaration') continue;
    for (const spec of stmt.specifiers as Node[]) {
      const local = (spec.local as Node).name ?? '';
      if (/(Schema|Body|Query)$/.test(local)) names.add(local);
    }
  }
  const declarators = (program.body as Node[]).flatMap((stmt) => {
    const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Node | null) : stmt;
    return decl?.type === 'VariableDeclaration' ? (decl.declarations as Node[]) : [];
  });
  for (let grew = true; grew;) {
    grew = false;
    for (const d of declarators) {
      const id = (d.id as Node).name;
      const init = d.init as Node | null;
      if (id && !names.has(id) && init?.type === 'CallExpression' && names.has(chainRoot(init) ?? '')) {
        names.add(id);
        grew = true;
      }
    }
  }
  return names;
}

function collect(code: string, node: unknown, names: Set<string>, out: Set<number>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => collect(code, n, names, out));
  const n = node as Node;
  const root = n.type === 'CallExpression' ? chainRoot(n.callee) : undefined;
  // Only where the source really starts with the chain's root: a parser counting offsets differently is ignored.
  if (root && names.has(root) && code.startsWith(root, n.start)) out.add(n.start);
  for (const [key, value] of Object.entries(n)) if (key !== 'loc') collect(code, value, names, out);
}

export function pureSchemas(include: RegExp): Plugin {
  return {
    name: 'dc-pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!include.test(id)) return null;
      const program = this.parse(code) as unknown as Node;
      const positions = new Set<number>();
      collect(code, program, schemaNames(program), positions);
      let out = code;
      for (const pos of [...positions].sort((a, b) => b - a)) out = out.slice(0, pos) + PURE + out.slice(pos);
      // The contracts only declare: a file reached through the barrel but none of whose exports the entry uses
      // must not be kept in the entry chunk for its top-level statements (it was, with zod, about 35 KB gzip).
      return { code: out, map: null, moduleSideEffects: false };
    },
  };
}
