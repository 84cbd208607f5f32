/** The catalog service client and its current-team header (spec 2 section 7 "Catalog API"). */
import { CATALOG_TEAM_HEADER } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const catalogApi = () => apiClient('catalogs');

export const catalogHeaders = (teamId: string | undefined): Record<string, string> =>
  teamId ? { [CATALOG_TEAM_HEADER]: teamId } : {};
