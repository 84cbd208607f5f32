/** A region group's routes (spec 1 sections 2.9, 3): Name, EndPoint, Status, View More; 'Load more' by bookmark. */
import { useTranslation } from '../../../../shared/i18n';
import type { IotRoute } from '@dc/contracts';
import type { AnyIotGroup } from '../../api/get-group';
import { useRoutes } from '../../api/get-routes';
import { rowsOf } from '../../utils/bookmarks';
import { ActiveStatus } from '../common/active-status';
import { IotTable, type IotColumn } from '../common/iot-table';
import { routeLink } from '../common/link-paths';
import { RowLink } from '../common/row-link';
import { ViewMore } from '../common/view-more';

export function RoutesTab({ group }: { group: AnyIotGroup }) {
  const { t } = useTranslation('iot');
  const routes = useRoutes(group.id);
  const columns: IotColumn<IotRoute>[] = [
    {
      key: 'name',
      label: t('routes.columns.name'),
      cell: (r) => (
        <RowLink to={routeLink(r.id)} mono={false}>
          {r.name}
        </RowLink>
      ),
    },
    { key: 'endPoint', label: t('routes.columns.endPoint'), cell: (r) => r.endPoint },
    { key: 'status', label: t('routes.columns.status'), cell: (r) => <ActiveStatus active={r.active} /> },
    { key: 'more', label: t('columns.actions'), cell: (r) => <ViewMore to={routeLink(r.id)} name={r.name} /> },
  ];
  return (
    <IotTable
      label={t('routes.tableLabel')}
      columns={columns}
      rows={rowsOf(routes.data?.pages)}
      rowKey={(r) => r.id}
      loading={!routes.data && !routes.isError}
      loadMore={{
        hasMore: routes.hasNextPage,
        loading: routes.isFetchingNextPage,
        onLoadMore: () => routes.fetchNextPage(),
      }}
      minWidth={640}
      testId="iot-routes-table"
    />
  );
}
