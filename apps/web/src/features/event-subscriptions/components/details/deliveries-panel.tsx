/**
 * The recent deliveries of an event subscription (beyond the spec), newest first: each attempt with its time,
 * outcome, number, the receiver's HTTP status and the error. Refresh asks again; while the newest attempt waits for
 * a retry the list refreshes itself.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from '../../../../shared/i18n';
import type { EventDelivery } from '@dc/contracts';
import type { TeamRef } from '../../api/event-headers';
import { useDeliveries } from '../../api/get-deliveries';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { useMessageText } from '../../utils/use-message-text';
import { PagedTable } from '../common/paged-table';
import { Section } from '../common/section';

const DELIVERIES_PAGE_SIZE = 10;
/** Shades that keep small text readable on white (WCAG AA 4.5:1). */
const OUTCOME_COLORS: Record<EventDelivery['outcome'], string> = {
  delivered: '#1B5E20',
  failed: '#B71C1C',
  retrying: '#8A4500',
  'no-connection': '#555555',
};

export function DeliveriesPanel({ team, subscriptionTrn }: { team: TeamRef; subscriptionTrn: string }) {
  const { t, i18n } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const deliveries = useDeliveries(team, subscriptionTrn);
  const columns = ['time', 'outcome', 'attempt', 'status', 'error'].map((c) => t(`deliveries.columns.${c}`));
  const rows = (deliveries.data?.items ?? []).map((d) => ({
    key: d.id,
    testId: 'delivery-row',
    cells: [
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(d.attemptedAt, 'dateTime', i18n.language)}</span>,
      <Chip
        size="small"
        variant="outlined"
        label={t(`deliveries.outcomes.${d.outcome}`)}
        sx={{ color: OUTCOME_COLORS[d.outcome], borderColor: OUTCOME_COLORS[d.outcome] }}
        data-testid="delivery-outcome"
      />,
      d.attempt,
      d.statusCode ?? '—',
      d.error ?? '',
    ],
  }));
  return (
    <Section
      title={t('deliveries.title')}
      testId="deliveries-panel"
      actions={
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          {t('deliveries.refresh')}
        </Button>
      }
    >
      <PagedTable
        label={t('deliveries.tableLabel')}
        columns={columns}
        rows={rows}
        loading={deliveries.isPending}
        empty={deliveries.isError ? text.apiError(deliveries.error) : t('deliveries.empty')}
        pageSize={DELIVERIES_PAGE_SIZE}
        testId="deliveries-table"
      />
    </Section>
  );
}
