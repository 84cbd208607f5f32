/**
 * Imported first by main.tsx. zod probes whether it may compile parsers with `new Function`; the console's CSP
 * forbids eval, so every probe was reported as a CSP violation. Interpreted parsing is fast enough here.
 * zod (4.x, zod/v4/core/core.js) starts its global configuration from `globalThis.__zod_globalConfig` when one is
 * already there, so the flag is set without importing zod: even its core's `config` kept 3.5 KB gzip of zod in the
 * entry (issue 18). zod itself loads later, with the routes that parse.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
