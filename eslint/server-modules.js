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

/**
 * Factories of another module's services still called outside their module, each with the reason (file relative to
 * apps/server/src, factory). The demo world builds the templates and products services with a pool alone
 * (demo/templates-load.ts, demo/products-load.ts), so their teams lookup cannot be handed over yet.
 */
export const KNOWN_FOREIGN_FACTORIES = [
  ['modules/templates/templates.service.ts', 'createTeamsService'], // demo/templates-load.ts builds templates
  ['modules/products/product-access.service.ts', 'createTeamsService'], // demo/products-load.ts builds products
  ['modules/try-it/try-it.service.ts', 'createApplicationsService'], // no applications plugin yet
  ['modules/subscriptions/subscriptions.service.ts', 'createApplicationsService'],
  ['modules/subscriptions/subscriptions.service.ts', 'createApplicationSecretsService'],
  ['modules/event-subscriptions/event-subscriptions.routes.ts', 'createApplicationsService'],
  ['modules/events-catalog/events.service.ts', 'createAuthorizationService'], // no authorization plugin yet
  ['modules/event-subscriptions/event-subscriptions.service.ts', 'createAuthorizationService'],
  ['modules/status/status.routes.ts', 'createAuthorizationService'],
  ['modules/email-sink/email-sink.routes.ts', 'createAuthorizationService'],
];

const FACTORY = /^create\w*Services?$/;

/**
 * A module uses another module's services as that module's plugin decorated them (app.teams, app.products, ...),
 * never builds its own from the other module's factory: a second copy would hold its own state and wiring.
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
    if (!from || isTestFile(file)) return {};
    const own = path.relative(SRC, file);
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
          if (KNOWN_FOREIGN_FACTORIES.some(([f, n]) => f === own && n === name)) continue;
          context.report({
            node: s,
            message: `${from} builds ${to}'s service (${name}): take the one ${to}'s plugin decorates (app.${to.replace(/-./g, (m) => m[1].toUpperCase())} or a service handed over by the composition root) instead.`,
          });
        }
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

export const serverModules = [
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/identity/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*test-kit*.ts',
      // The IoT simulator's command line is an entry point of its own (like app.ts), run against the demo world.
      'apps/server/src/modules/iot/simulator/cli.ts',
    ],
    plugins: {
      'server-modules': {
        rules: {
          'no-module-loop': noModuleLoop,
          'no-foreign-service': noForeignService,
          'no-foreign-tables': noForeignTables,
        },
      },
    },
    rules: {
      'server-modules/no-module-loop': 'error',
      'server-modules/no-foreign-service': 'error',
      'server-modules/no-foreign-tables': 'error',
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
