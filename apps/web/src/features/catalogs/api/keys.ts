/**
 * Query keys of the catalogs area. Every read names the team it was asked for (the team_uuid header): the same
 * catalog reads differently per team (relationship owner, shared or public).
 */
export const catalogKeys = {
  all: ['catalogs'] as const,
  lists: (teamId: string) => [...catalogKeys.all, 'lists', teamId] as const,
  publicList: (teamId: string) => [...catalogKeys.lists(teamId), 'public'] as const,
  teamList: (teamId: string) => [...catalogKeys.lists(teamId), 'team'] as const,
  detail: (teamId: string, catalogId: string) => [...catalogKeys.all, 'detail', teamId, catalogId] as const,
  products: (teamId: string, catalogId: string) => [...catalogKeys.all, 'products', teamId, catalogId] as const,
  relations: (catalogId: string) => [...catalogKeys.all, 'relations', catalogId] as const,
  productChoices: (teamId: string, searchText: string) =>
    [...catalogKeys.all, 'product-choices', teamId, searchText] as const,
  accountTeams: (accountId: string) => [...catalogKeys.all, 'account-teams', accountId] as const,
};
