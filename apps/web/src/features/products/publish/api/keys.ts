/** Query keys of the publisher, under the products area's root so that a publish refreshes them with the rest. */
import { productKeys } from '../../api/keys';

export const publishKeys = {
  ownProducts: (teamId: string, type: string) => [...productKeys.all, 'publish', 'own', teamId, type] as const,
};
