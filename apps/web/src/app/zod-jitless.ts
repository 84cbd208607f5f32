/**
 * Imported first by main.tsx. zod probes whether it may compile parsers with `new Function`; the console's CSP
 * forbids eval, so every probe was reported as a CSP violation. Interpreted parsing is fast enough here.
 * Only zod's core `config` is imported: the whole `z` namespace here kept all of zod (25 KB gzip) in the entry.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
