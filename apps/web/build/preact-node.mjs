/**
 * The web's unit tests render with Preact, as the build does (preact-aliases.ts). Vite's aliases reach only the
 * modules Vitest transforms; MUI, Testing Library and the other libraries load through Node, so this
 * hook (vitest.config.ts: the unit project's execArgv) sends their `require`s and `import`s of React there too.
 * Preact's builds are ES modules: Node's require of an ES module (Node 20.19+, 22.12+) loads the same instance.
 */
import Module from 'node:module';

const TO_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'use-sync-external-store/shim': 'preact/compat',
};

if (Module.registerHooks) {
  // Node 22.15+: the hook runs in the loading thread, for import and require alike.
  Module.registerHooks({ resolve: (specifier, context, next) => next(TO_PREACT[specifier] ?? specifier, context) });
} else {
  // Node 20: `register`'s hooks run on another thread, a round trip per resolved module (the unit layer's
  // environment set-up took twice as long with it on Node 20), and do not see require.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return resolveFilename.call(this, TO_PREACT[request] ?? request, ...rest);
  };
  const hooks = `const TO_PREACT = ${JSON.stringify(TO_PREACT)};
export function resolve(specifier, context, next) { return next(TO_PREACT[specifier] ?? specifier, context); }`;
  Module.register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
