/** Search ('Search for applications or products') and sort (Date Subscribed or Name) of subscriptions (spec 2 section 2.9). */
import { SUBSCRIPTION_SORTS } from '@dc/contracts';
import { SearchSortToolbar } from '../../../../shared/ui/search-sort-toolbar';

export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

export interface SubscriptionsToolbarProps {
  id: string;
  search?: string;
  sort: SubscriptionSort;
  onSearch?(text: string): void;
  onSort(sort: SubscriptionSort): void;
}

export function SubscriptionsToolbar(props: SubscriptionsToolbarProps) {
  return <SearchSortToolbar ns="subscriptions" sorts={SUBSCRIPTION_SORTS} {...props} />;
}
