/**
 * Server module boundaries (issue 20 item 2): modules (apps/server/src/modules/<m>, and identity) may use each other
 * in one direction only. An import from module A into module B is refused when B already reaches A through its own
 * imports (directly or through other modules), since the two would then be one tangle that neither can be built,
 * started or tested without. Type-only imports count too: a loop of types is the same coupling. Where two modules
 * need each other, one of them takes what it needs as a service handed over by the composition root (app.ts).
 * No module imports the demo world or the test helpers either.
 *
 * The module graph is read from the files on disk (test files and test kits left out), once per lint run; the file
 * being linted contributes its own imports as written.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'apps/server/src');
const MODULES = path.join(SRC, 'modules');
const IDENTITY = path.join(SRC, 'identity');

/** Loops not broken yet, each named once (either direction is let through) with the reason. None now. */
export const KNOWN_MODULE_LOOPS = [];
const known = (a, b) => KNOWN_MODULE_LOOPS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

const isTestFile = (file) => /\.test\.ts$|test-kit|[/\\]test[/\\]/.test(file);

/** The module a file belongs to ('identity' or the module folder's name), or undefined outside them. */
export function moduleOf(file) {
  const abs = path.resolve(file);
  if (abs.startsWith(IDENTITY + path.sep)) return 'identity';
  if (!abs.startsWith(MODULES + path.sep)) return undefined;
  return abs.slice(MODULES.length + 1).split(path.sep)[0];
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]).filter((s) => s.startsWith('.'));
}

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (/\.ts$/.test(entry.name) && !isTestFile(full)) out.push(full);
  }
  return out;
}

let graph;
/** module -> Map(target module -> a file of module that imports it). */
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  const roots = [IDENTITY, ...readdirSync(MODULES).map((m) => path.join(MODULES, m))];
  for (const root of roots) {
    if (!statSync(root).isDirectory()) continue;
    for (const file of filesUnder(root)) {
      const from = moduleOf(file);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const to = moduleOf(path.resolve(path.dirname(file), spec));
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(SRC, file));
      }
    }
  }
  return graph;
}

/** The modules on a path from `start` to `goal` through the graph, or undefined when there is none. */
function pathBetween(start, goal, skipFile) {
  const g = moduleGraph();
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const out = [];
      for (let m = goal; m !== undefined; m = previous.get(m)) out.unshift(m);
      return out;
    }
    for (const [next, file] of g.get(at) ?? []) {
      if (previous.has(next) || file === skipFile) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

const noModuleLoop = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other in one direction only (no module loops).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTestFile(file)) return {};
    const own = path.relative(SRC, file);
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (!to || to === from) return;
      if (known(from, to)) return;
      const back = pathBetween(to, from, own);
      if (!back) return;
      context.report({
        node,
        message: `Module loop: ${from} imports ${to}, and ${back.join(' -> ')} already imports back. Hand ${from} what it needs from ${to} through the composition root (a decorated service) instead.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** A factory: a service, an access check, a resolver... (createTeamsService, createApplicationAccess, ...). */
const FACTORY = /^create[A-Z]\w*$/;

/**
 * Programs of their own (command lines) in a module's folder: like app.ts, each is a composition root, where building
 * services over each other is the wiring itself.
 */
const COMPOSITION_ROOTS = ['modules/products/cli/import-cli.ts'];

/**
 * A module uses another module's services as that module's plugin decorated them (app.teams, app.products, ...) or
 * as the composition root hands them over, never builds its own from the other module's factory: a second copy
 * would hold its own state and wiring, and ties the two modules' construction together.
 */
const noForeignService = {
  meta: {
    type: 'problem',
    docs: { description: "A server module does not build another module's service (use the decorated one)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    const own = path.relative(SRC, file);
    if (!from || isTestFile(file) || COMPOSITION_ROOTS.includes(own)) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.') || node.importKind === 'type') return;
        const to = moduleOf(path.resolve(path.dirname(file), spec));
        if (!to || to === from) return;
        for (const s of node.specifiers) {
          if (s.type !== 'ImportSpecifier' || s.importKind === 'type') continue;
          const name = s.imported.name ?? s.imported.value;
          if (!FACTORY.test(name)) continue;
          context.report({
            node: s,
            message: `${from} builds ${to}'s service (${name}): take the one ${to}'s plugin decorates (app.${to.replace(/-./g, (m) => m[1].toUpperCase())} or a service handed over by the composition root) instead.`,
          });
        }
      },
    };
  },
};

const REPOSITORY_FILE = /\.repository\.js$/;

/**
 * A module's queries (*.repository.ts) are its own: another module asks that module's service (try-it asks
 * app.subscriptions whether an application is subscribed). Identity's user and session reads are let through: identity
 * is the platform's user directory and decorates no service for them yet.
 */
const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: { description: "A server module does not run another module's queries (*.repository.ts)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    const own = path.relative(SRC, file);
    if (!from || isTestFile(file) || COMPOSITION_ROOTS.includes(own)) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.') || !REPOSITORY_FILE.test(spec)) return;
        if (node.importKind === 'type' || node.specifiers.every((s) => s.importKind === 'type')) return;
        const to = moduleOf(path.resolve(path.dirname(file), spec));
        if (!to || to === from || to === 'identity') return;
        context.report({
          node,
          message: `${from} runs ${to}'s queries (${spec}): ask ${to}'s service (as its plugin decorates it) instead.`,
        });
      },
    };
  },
};

const SCHEMA_FILE = /\.schema\.(js|ts)$/;

/**
 * Database tables (*.schema.ts) are a module's own: another module reads them through that module's service. Only a
 * table definition may name another module's table, for a foreign key (the database itself ties the two).
 */
const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: "Only a module's *.schema.ts may import another module's tables (foreign keys)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTestFile(file) || SCHEMA_FILE.test(file)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.') || !SCHEMA_FILE.test(spec)) return;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (!to || to === from) return;
      context.report({
        node,
        message: `${from} reads ${to}'s tables (${spec}): ask ${to}'s service, or put the shared shape in @dc/contracts.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const ROUTES_FILE = /\.routes\.ts$/;
/** Where a module's background work is started: its jobs and lifecycles (linter.lifecycle.ts, *.job.ts). */
const WORKER_MODULE = /\.(job|lifecycle)\.js$/;

/**
 * Queue workers (the platform's queue, a module's *.job.ts or *.lifecycle.ts) start from the module's plugin, which
 * owns the module's lifetime (start, onClose), never from a routes file: registering routes must not start work.
 */
const noWorkerInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: "A routes file does not start queue workers (the module's plugin does)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!moduleOf(file) || isTestFile(file) || !ROUTES_FILE.test(file)) return {};
    const message =
      "Queue workers start in the module's plugin (<module>.plugin.ts), which hands the routes what they need.";
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (node.importKind === 'type' || typeof spec !== 'string' || !WORKER_MODULE.test(spec)) return;
        if (node.specifiers.length && node.specifiers.every((s) => s.importKind === 'type')) return;
        context.report({ node, message });
      },
      // platform.queue, app.platform.queue, or `const { queue } = app.platform`.
      MemberExpression(node) {
        if (!node.computed && node.property.name === 'queue') context.report({ node, message });
      },
      'ObjectPattern > Property'(node) {
        if (!node.computed && node.key.type === 'Identifier' && node.key.name === 'queue')
          context.report({ node, message });
      },
    };
  },
};

export const serverModules = [
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/identity/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*test-kit*.ts'],
    plugins: {
      'server-modules': {
        rules: {
          'no-module-loop': noModuleLoop,
          'no-foreign-service': noForeignService,
          'no-foreign-tables': noForeignTables,
          'no-foreign-repository': noForeignRepository,
          'no-worker-in-routes': noWorkerInRoutes,
        },
      },
    },
    rules: {
      'server-modules/no-module-loop': 'error',
      'server-modules/no-foreign-service': 'error',
      'server-modules/no-foreign-tables': 'error',
      'server-modules/no-foreign-repository': 'error',
      'server-modules/no-worker-in-routes': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(demo|test)/',
              message: 'Modules never import the demo world or the test helpers: the composition root wires them.',
            },
          ],
        },
      ],
    },
  },
];
