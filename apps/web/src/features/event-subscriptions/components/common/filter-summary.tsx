/** A subscription's filter read-only, or that every event is delivered without one. */
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { formatFilterCondition, type EventFilter } from '@dc/contracts';
import { FilterCondition } from '../filter/filter-condition';

export function FilterSummary({ filter }: { filter: EventFilter | null }) {
  const { t } = useTranslation('event-subscriptions');
  return filter ? (
    <FilterCondition label={t('filter.condition')} condition={formatFilterCondition(filter)} />
  ) : (
    <Typography color="text.secondary" data-testid="no-filter">
      {t('filter.none')}
    </Typography>
  );
}
