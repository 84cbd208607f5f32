/** A group's rules (spec 1 section 2.9): Rule ID, Name, Status, View More; 'Load more' by bookmark. */
import { useTranslation } from '../../../../shared/i18n';
import type { AnyIotGroup } from '../../api/get-group';
import { useRules, type AnyIotRule } from '../../api/get-rules';
import { rowsOf } from '../../utils/bookmarks';
import { ActiveStatus } from '../common/active-status';
import { IotTable, type IotColumn } from '../common/iot-table';
import { ruleLink } from '../common/link-paths';
import { RowLink } from '../common/row-link';
import { ViewMore } from '../common/view-more';

export function RulesTab({ group }: { group: AnyIotGroup }) {
  const { t } = useTranslation('iot');
  const rules = useRules(group.id, group.resourceType === 'legacy');
  const link = (r: AnyIotRule) => ruleLink(r.id, group.resourceType);
  const columns: IotColumn<AnyIotRule>[] = [
    { key: 'id', label: t('rules.columns.id'), cell: (r) => <RowLink to={link(r)}>{r.id}</RowLink> },
    { key: 'name', label: t('rules.columns.name'), cell: (r) => r.ruleName },
    { key: 'status', label: t('rules.columns.status'), cell: (r) => <ActiveStatus active={r.active} /> },
    { key: 'more', label: t('columns.actions'), cell: (r) => <ViewMore to={link(r)} name={r.ruleName} /> },
  ];
  return (
    <IotTable
      label={t('rules.tableLabel')}
      columns={columns}
      rows={rowsOf(rules.data?.pages)}
      rowKey={(r) => r.id}
      loading={!rules.data && !rules.isError}
      loadMore={{
        hasMore: rules.hasNextPage,
        loading: rules.isFetchingNextPage,
        onLoadMore: () => rules.fetchNextPage(),
      }}
      minWidth={640}
      testId="iot-rules-table"
    />
  );
}
