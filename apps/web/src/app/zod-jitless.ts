/**
 * Imported first by main.tsx. zod probes whether it may compile parsers with `new Function`; the console's CSP
 * forbids eval, so every probe was reported as a CSP violation. Interpreted parsing is fast enough here.
 */
import { z } from 'zod';

z.config({ jitless: true });
