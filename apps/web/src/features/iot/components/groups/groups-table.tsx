/** The group table: Group ID (a link), Name, Region, View More. */
import { useTranslation } from '../../../../shared/i18n';
import type { GroupRow } from '../../utils/bookmarks';
import { IotTable, type IotColumn, type IotLoadMore } from '../common/iot-table';
import { groupLink } from '../common/link-paths';
import { RowLink } from '../common/row-link';
import { ViewMore } from '../common/view-more';

export function GroupsTable({
  rows,
  loading,
  loadMore,
}: {
  rows: GroupRow[];
  loading: boolean;
  loadMore: IotLoadMore;
}) {
  const { t } = useTranslation('iot');
  const columns: IotColumn<GroupRow>[] = [
    { key: 'id', label: t('groups.columns.id'), cell: (g) => <RowLink to={groupLink(g)}>{g.id}</RowLink> },
    { key: 'name', label: t('groups.columns.name'), cell: (g) => g.name },
    { key: 'region', label: t('groups.columns.region'), cell: (g) => g.region },
    { key: 'more', label: t('columns.actions'), cell: (g) => <ViewMore to={groupLink(g)} name={g.id} /> },
  ];
  return (
    <IotTable
      label={t('groups.tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={(g) => `${g.resourceType}:${g.id}`}
      loading={loading}
      loadMore={loadMore}
      testId="iot-groups-table"
    />
  );
}
