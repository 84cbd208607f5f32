/**
 * Which products a catalog may hold: each once (spec 2 section 5), and only PUBLIC products or the owning team's
 * own, so that sharing a catalog never re-shares a private product another team shared with the owner.
 */
import { CATALOG_ERRORS } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { ProductsService } from '../products/products.service.js';

export async function checkCatalogProducts(products: ProductsService, teamId: string, ids: string[]): Promise<void> {
  const problems: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) problems.push({ path: `products.${i}`, message: 'A product can be selected only once.' });
    seen.add(id);
  });
  const usable = new Set(
    (await products.visibleTo(teamId, [...seen]))
      .filter((p) => p.visibility === 'PUBLIC' || p.ownerTeamId === teamId)
      .map((p) => p.uuid),
  );
  ids.forEach((id, i) => {
    if (!usable.has(id)) {
      problems.push({ path: `products.${i}`, message: 'No such product, or not one this team may put in a catalog.' });
    }
  });
  if (problems.length > 0) throw catalogueError(CATALOG_ERRORS.invalidBody, problems);
}
