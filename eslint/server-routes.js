/**
 * Server route registration (issue 20): a module registers its routes through the contract registrar
 * (registerRoutes with its HTTP_ROUTES entry), so the table drives validation, serialisation and the OpenAPI
 * document. A hand-written `app.get/post/put/patch/delete(` in a module bypasses all three. Every module is on the
 * registrar now; a module that cannot be yet is listed here as an exception, with the reason in its routes file.
 */
/** @type {string[]} */
export const UNCONVERTED_SERVER_MODULES = [];

export const serverRoutes = [
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*.test.ts',
      ...UNCONVERTED_SERVER_MODULES.map((m) => `apps/server/src/modules/${m}/**`),
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete)$/][callee.object.name='app']",
          message: 'Register routes with registerRoutes(app, HTTP_ROUTES.<module>, handlers), not by hand.',
        },
      ],
    },
  },
];
