/**
 * The team's subscriptions (spec 2 section 2.9): Application, Subscribed, Product, Environment, Status and an
 * actions menu; 5 rows per page, paged by the server. Scrolls sideways in its own focusable region when narrow.
 */
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { SUBSCRIPTIONS_PAGE_SIZE, type ApiSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { ScrollTable, type ScrollTablePagination } from '../../../../shared/ui/scroll-table';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { StatusChip } from '../common/status-chip';
import { RowActions } from './row-actions';

/** The pager of this feature's tables: 5 rows a page (spec 2 section 9), pages from 1. */
export const subscriptionsPaging = (
  count: number,
  page: number,
  onPageChange: (page: number) => void,
): ScrollTablePagination => ({ count, page, rowsPerPage: SUBSCRIPTIONS_PAGE_SIZE, onPageChange, ns: 'subscriptions' });

/** The next step from an empty subscriptions table: the products gallery, where subscriptions start. */
export function FindProductsLink() {
  const { t } = useTranslation('subscriptions');
  return (
    <Link component={RouterLink} to={href(paths.apim)}>
      {t('list.findProducts')}
    </Link>
  );
}

export interface SubscriptionsTableProps {
  rows: ApiSubscription[];
  total: number;
  /** 1-based. */
  page: number;
  loading: boolean;
  canDelete: boolean;
  onPage(page: number): void;
  onDetails(row: ApiSubscription): void;
  onDelete(row: ApiSubscription): void;
}

export function SubscriptionsTable(props: SubscriptionsTableProps) {
  const { rows, total, page, loading, canDelete, onPage, onDetails, onDelete } = props;
  const { t, i18n } = useTranslation('subscriptions');
  return (
    <ScrollTable
      label={t('list.tableLabel')}
      columns={['application', 'subscribed', 'product', 'environment', 'status', 'actions'].map((c) =>
        t(`list.columns.${c}`),
      )}
      rowCount={rows.length}
      loading={loading}
      empty={t('list.empty')}
      emptyAction={<FindProductsLink />}
      minWidth={720}
      stickyActions
      testId="subscriptions-table"
      pagination={subscriptionsPaging(total, page, onPage)}
    >
      {rows.map((s) => (
        <TableRow key={s.subscription_id} hover data-testid="subscription-row">
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={href(paths.application, { applicationId: s.app_uuid }, { type: 'general' })}
            >
              {s.app_display_name}
            </Link>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(s.subscription_created_at, 'date', i18n.language)}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
              {s.api_display_name}
            </Link>
          </TableCell>
          <TableCell>{s.environments.join(', ')}</TableCell>
          <TableCell>
            <StatusChip status={s.subscription_status} />
          </TableCell>
          <TableCell>
            <RowActions
              name={t('list.rowName', { application: s.app_display_name, product: s.api_display_name })}
              deleteDisabled={!canDelete || s.subscription_status === 'Denied'}
              onDetails={() => onDetails(s)}
              onDelete={() => onDelete(s)}
            />
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
