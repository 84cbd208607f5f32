/** Where a catalog product leads (spec 2 section 2.10): APIs to /apis/{id}, events to /events/{eventMetadataId}. */
import type { Product } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';

export const productLink = (p: Pick<Product, 'type' | 'uuid'>) =>
  p.type === 'api' ? href(paths.apiDetail, { id: p.uuid }) : href(paths.eventDetail, { eventMetadataId: p.uuid });
