/** Where a gallery card leads: API products to their detail, event products to theirs (the uuid is the eventMetadataId). */
import type { Product } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';

export const productHref = (p: Pick<Product, 'type' | 'uuid'>) =>
  p.type === 'api' ? href(paths.apiDetail, { id: p.uuid }) : href(paths.eventDetail, { eventMetadataId: p.uuid });
