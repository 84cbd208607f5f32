/** catalogs POST /catalogs (spec 2 section 7): the create defaults are the contract's (custom, PRIVATE, unpublished). */
import { useMutation } from '@tanstack/react-query';
import type { CreateCatalogBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export const createCatalog = (body: CreateCatalogBody) =>
  api.call('catalogs.create', { body, headers: catalogHeaders(body.teamId) });

export const useCreateCatalog = () => useMutation({ mutationFn: createCatalog });
