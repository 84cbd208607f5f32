/**
 * The module services the demo world is loaded through (the paths an upload or a send takes), built once per load
 * and wired as the composition root wires the modules' plugins (app.ts): products and templates over the teams
 * service. The demo composes them itself because it also loads over a bare platform (benchmarks, the test template).
 */
import type { Platform } from '../platform/platform.js';
import { createDocumentsService } from '../modules/documents/documents.service.js';
import { createEmailService } from '../modules/email/email.service.js';
import { createProductsService } from '../modules/products/products.service.js';
import { createPublishingService } from '../modules/products/publish.service.js';
import { createTeamsService } from '../modules/teams/teams.service.js';
import { createTemplatesService } from '../modules/templates/templates.service.js';

export function demoServices(platform: Platform) {
  const { pool } = platform;
  const teams = createTeamsService(pool);
  const products = createProductsService(pool, teams);
  const templates = createTemplatesService(platform, teams);
  return {
    publishing: createPublishingService(pool, products.access),
    documents: createDocumentsService(pool, products),
    templates,
    email: createEmailService(platform, templates),
  };
}
export type DemoServices = ReturnType<typeof demoServices>;
