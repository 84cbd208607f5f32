/**
 * Modules some root modules need at run time, for naming MUI's chunks (mui-chunks.ts). Following every import
 * declaration overshoots through barrels: MUI's `utils/index.js` or react-transition-group's index re-export a dozen
 * modules of which an importer takes one, and whatever the walk reaches lands in the first paint's chunk while only
 * later pages use it (react-transition-group's Transition, mergeSlotProps, useControlled, ...). Here a module's own
 * imports are followed whole (its code may use any of them), its re-exports only for the names asked of it.
 */
import type { GetModuleInfo, ModuleInfo } from 'rollup';

interface Named {
  type: string;
  name?: string;
  value?: unknown;
}
interface Declaration {
  type: string;
  source?: { value: unknown } | null;
  exported?: Named | null;
  specifiers?: { type: string; imported?: Named; local?: Named; exported?: Named }[];
}

const ALL = '*';
const nameOf = (node: Named | undefined) => (node?.type === 'Identifier' ? String(node.name) : String(node?.value));

function bodyOf(info: ModuleInfo): Declaration[] {
  return (info.ast as unknown as { body: Declaration[] }).body;
}

/**
 * Each import source of a module and the module it resolved to. Rollup lists `importedIds` in the order the
 * declarations name their sources; when the two lists do not line up (a source Rollup added itself), undefined.
 */
function resolvedSources(info: ModuleInfo): Map<string, string> | undefined {
  const sources: string[] = [];
  for (const node of bodyOf(info)) {
    const source = node.source?.value;
    if (typeof source !== 'string' || sources.includes(source)) continue;
    if (/^(ImportDeclaration|ExportAllDeclaration|ExportNamedDeclaration)$/.test(node.type)) sources.push(source);
  }
  if (sources.length !== info.importedIds.length) return undefined;
  return new Map(sources.map((source, i) => [source, info.importedIds[i]]));
}

function importedNames(node: Declaration): string[] {
  return (node.specifiers ?? []).map((s) =>
    s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? ALL : nameOf(s.imported),
  );
}

/** The modules `roots` need, statically (dynamic imports load later). */
export function usedModules(getModuleInfo: GetModuleInfo, roots: string[]): Set<string> {
  const used = new Set<string>();
  const namesFollowed = new Map<string, Set<string>>();
  const todo: [string, string[]][] = roots.map((root) => [root, [ALL]]);
  const visit = (id: string, names: string[]) => {
    const info = getModuleInfo(id);
    const sources = info?.ast ? resolvedSources(info) : undefined;
    if (!info || !sources) {
      // Not parsed by Rollup, or sources we cannot pair with their modules: everything it imports counts.
      if (!used.has(id)) info?.importedIds.forEach((dep) => todo.push([dep, [ALL]]));
      used.add(id);
      return;
    }
    const body = bodyOf(info);
    if (!used.has(id)) {
      used.add(id);
      for (const node of body)
        if (node.type === 'ImportDeclaration') todo.push([sources.get(String(node.source?.value))!, importedNames(node)]);
    }
    const followed = namesFollowed.get(id) ?? new Set<string>();
    namesFollowed.set(id, followed);
    const fresh = followed.has(ALL) ? [] : names.filter((name) => !followed.has(name));
    fresh.forEach((name) => followed.add(name));
    if (fresh.length > 0) followReexports(getModuleInfo, body, sources, fresh, todo);
  };
  while (todo.length > 0) {
    const [id, names] = todo.pop()!;
    visit(id, names);
  }
  return used;
}

/** Queues the modules whose exports a module passes on under one of `names`. */
function followReexports(
  getModuleInfo: GetModuleInfo,
  body: Declaration[],
  sources: Map<string, string>,
  names: string[],
  todo: [string, string[]][],
): void {
  const all = names.includes(ALL);
  const explicit = new Set<string>();
  for (const node of body) {
    if (!node.source || (node.type !== 'ExportNamedDeclaration' && node.type !== 'ExportAllDeclaration')) continue;
    const dep = sources.get(String(node.source.value))!;
    if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers ?? []) {
        explicit.add(nameOf(s.exported));
        if (all || names.includes(nameOf(s.exported))) todo.push([dep, [nameOf(s.local)]]);
      }
    } else if (node.exported) {
      explicit.add(nameOf(node.exported));
      if (all || names.includes(nameOf(node.exported))) todo.push([dep, [ALL]]);
    }
  }
  // `export * from`: a name not exported by the module itself may come from any of them (never `default`).
  for (const node of body) {
    if (node.type !== 'ExportAllDeclaration' || node.exported || !node.source) continue;
    const dep = sources.get(String(node.source.value))!;
    const exports = getModuleInfo(dep)?.exports ?? [ALL];
    const passed = all
      ? [ALL]
      : names.filter((n) => n !== 'default' && !explicit.has(n) && (exports.includes(ALL) || exports.includes(n)));
    if (passed.length > 0) todo.push([dep, passed]);
  }
}
