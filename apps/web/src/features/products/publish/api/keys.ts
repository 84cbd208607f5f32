/** Query keys of the publisher, under 'products' so that a publish refreshes it with the other product lists. */
export const publishKeys = {
  ownProducts: (teamId: string, type: string) => ['products', 'publish', 'own', teamId, type] as const,
};

/** The roots of every query a new product or version changes: product lists, API and event reads. */
export const PRODUCT_QUERY_ROOTS: readonly string[] = ['products', 'apis', 'events'];
