/**
 * The team's subscriptions (spec 2 sections 2.9, 4, 9): a quick tip, search, sort stored under subscriptionsOrder,
 * 5 rows per page, View More Details and Delete Subscription (typing the application name; disabled for Denied).
 * The team-wide list keeps only Active subscriptions (spec 2 section 4); requests still pending or denied show on
 * their application's Subscriptions tab, which the page says.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import {
  DEFAULT_SUBSCRIPTIONS_ORDER,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTIONS_ORDER_KEY,
  SUBSCRIPTIONS_PAGE_SIZE,
  type ApiSubscription,
} from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifyError } from '../../../../shared/lib/notify';
import { useStoredChoice } from '../../../../shared/lib/stored-choice';
import { AppAlert } from '../../../../shared/ui/app-alert';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useSubscriptions } from '../../api/get-subscriptions';
import { useCanManage } from '../../hooks/use-can-manage';
import { useDebounced } from '../../hooks/use-debounced';
import { useDelayedRefresh } from '../../hooks/use-delayed-refresh';
import { clampPage } from '../../utils/paging';
import { useMessageText } from '../../utils/use-message-text';
import { DeleteSubscriptionDialog, type DeletableSubscription } from '../common/delete-subscription-dialog';
import { SubscriptionDetailsDialog } from './subscription-details-dialog';
import { SubscriptionsTable } from './subscriptions-table';
import { SubscriptionsToolbar, type SubscriptionSort } from './subscriptions-toolbar';

export interface SubscriptionsPageProps {
  /** The event subscriptions (composed by the route), searched and sorted with the page's choices. */
  renderEventSubscriptions?(view: { searchText: string; sort: SubscriptionSort }): ReactNode;
}

export function SubscriptionsPage({ renderEventSubscriptions }: SubscriptionsPageProps = {}) {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('list.title'));
  const text = useMessageText();
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid;
  const canManage = useCanManage();
  const [search, setSearch] = useState('');
  const searchText = useDebounced(search.trim());
  const [sort, setSort] = useStoredChoice(SUBSCRIPTIONS_ORDER_KEY, SUBSCRIPTION_SORTS, DEFAULT_SUBSCRIPTIONS_ORDER);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<ApiSubscription>();
  const [deleting, setDeleting] = useState<DeletableSubscription>();
  const { hidden, removed } = useDelayedRefresh();
  const query = useSubscriptions(teamId, {
    searchText,
    sort,
    page,
    pageSize: SUBSCRIPTIONS_PAGE_SIZE,
    status: SUBSCRIPTION_STATUSES.active,
  });
  const total = query.data?.total ?? 0;
  const rows = (query.data?.items ?? []).filter((s) => !hidden.has(s.subscription_id));

  // A new search or sort starts at the first page; a page that no longer exists steps back.
  useEffect(() => setPage(1), [searchText, sort]);
  useEffect(() => {
    if (query.data) setPage((p) => clampPage(p, query.data.total, SUBSCRIPTIONS_PAGE_SIZE));
  }, [query.data]);
  useEffect(() => {
    if (query.isError) notifyError(text.apiError(query.error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <>
      <Typography variant="h1">{t('list.title')}</Typography>
      <Box sx={{ mt: 3 }}>
        <AppAlert id="subscriptions-quick-tip" severity="info" title={t('list.quickTipTitle')} autoHideMs={null}>
          {t('list.quickTip')}
        </AppAlert>
      </Box>
      <SubscriptionsToolbar id="subscriptions" search={search} sort={sort} onSearch={setSearch} onSort={setSort} />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text.apiError(query.error)}
        </Alert>
      )}
      <SubscriptionsTable
        rows={rows}
        total={Math.max(0, total - hidden.size)}
        page={page}
        loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
        canDelete={canManage === true}
        onPage={setPage}
        onDetails={setDetails}
        onDelete={setDeleting}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('list.activeOnly')}
      </Typography>
      {renderEventSubscriptions?.({ searchText, sort })}
      <SubscriptionDetailsDialog subscription={details} onClose={() => setDetails(undefined)} />
      {teamId && (
        <DeleteSubscriptionDialog
          teamId={teamId}
          subscription={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={(s) => removed(s.subscription_id)}
        />
      )}
    </>
  );
}
