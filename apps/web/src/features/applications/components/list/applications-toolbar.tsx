/** Search ('Enter application ID, name, or keywords.') and sort of the application list (spec 2 section 2.6). */
import { memo } from 'react';
import { APPLICATION_SORTS } from '@dc/contracts';
import { SearchSortToolbar } from '../../../../shared/ui/search-sort-toolbar';
import type { ApplicationSort } from '../../utils/application-search';

export interface ApplicationsToolbarProps {
  search: string;
  sort: ApplicationSort;
  onSearch(text: string): void;
  onSort(sort: ApplicationSort): void;
}

export const ApplicationsToolbar = memo(function ApplicationsToolbar(props: ApplicationsToolbarProps) {
  return <SearchSortToolbar id="applications" ns="applications" sorts={APPLICATION_SORTS} {...props} />;
});
