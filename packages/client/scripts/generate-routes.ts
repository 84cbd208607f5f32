/** Writes src/generated/routes.ts (see render-routes.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutes } from './render-routes';

const target = fileURLToPath(new URL('../src/generated/routes.ts', import.meta.url));
writeFileSync(target, await renderRoutes());
console.log(`wrote ${target}`);
