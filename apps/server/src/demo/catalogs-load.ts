/**
 * Loads the demo catalogs (catalogs-world.ts) after the demo products, through the catalog repositories. Invitations
 * are written as they would stand after the e-mails went out (none is sent at start). Adds `catalog:<key>` ids.
 */
import { randomBytes } from 'node:crypto';
import { CATALOG_ENTITY_TYPE, CATALOG_INVITE_TYPES } from '@dc/contracts';
import { withTransaction } from '../platform/db/transaction.js';
import type { Platform } from '../platform/platform.js';
import { replaceCatalogProducts } from '../modules/catalogs/catalog-products.repository.js';
import { commitRelation, insertRelation } from '../modules/catalogs/catalog-relations.repository.js';
import { insertCatalog } from '../modules/catalogs/catalogs.repository.js';
import { DEMO_CATALOGS } from './catalogs-world.js';

export async function loadCatalogsDemo(platform: Platform, ids: Record<string, string>): Promise<void> {
  const names = [...new Set(DEMO_CATALOGS.flatMap((c) => c.products))];
  const { rows } = await platform.pool.query<{ id: string; name: string }>(
    'SELECT id, display_name AS name FROM products WHERE display_name = ANY($1::text[])',
    [names],
  );
  const productId = new Map(rows.map((r) => [r.name, r.id]));
  await withTransaction(platform.pool, async (q) => {
    for (const c of DEMO_CATALOGS) {
      const id = await insertCatalog(q, {
        ...c,
        entityType: CATALOG_ENTITY_TYPE,
        imageUrl: '',
        teamId: ids[c.team],
        createdBy: ids[c.by],
      });
      await replaceCatalogProducts(
        q,
        id,
        c.products.flatMap((name) => productId.get(name) ?? []),
      );
      for (const inv of c.invitations ?? []) {
        const relationId = await insertRelation(q, {
          catalogId: id,
          inviteType: inv.team ? CATALOG_INVITE_TYPES.team : CATALOG_INVITE_TYPES.user,
          teamId: inv.team ? ids[inv.team] : null,
          email: inv.email ?? null,
          emailRef: randomBytes(24).toString('base64url'),
          invitedBy: ids[c.by],
        });
        if (inv.acceptedFor) await commitRelation(q, relationId, ids[inv.acceptedFor], ids[inv.acceptedBy ?? c.by]);
      }
      ids[`catalog:${c.key}`] = id;
    }
  });
  platform.log.info({ catalogs: DEMO_CATALOGS.length }, 'demo catalogs loaded');
}
