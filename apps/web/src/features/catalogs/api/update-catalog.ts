/** catalogs PUT /catalogs/{catalogId} (spec 2 section 7): fields left out keep their value. */
import type { UpdateCatalogBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export const updateCatalog = (teamId: string, catalogId: string, body: UpdateCatalogBody) =>
  api.call('catalogs.update', { params: { catalogId }, body, headers: catalogHeaders(teamId) });
