/** catalogs POST /catalogs (spec 2 section 7): the create defaults are the contract's (custom, PRIVATE, unpublished). */
import { useMutation } from '@tanstack/react-query';
import { CATALOG_ROUTES, type Catalog, type CreateCatalogBody } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';

export const createCatalog = (body: CreateCatalogBody) =>
  catalogApi().post<Catalog>(CATALOG_ROUTES.create.path, body, { headers: catalogHeaders(body.teamId) });

export const useCreateCatalog = () => useMutation({ mutationFn: createCatalog });
