/** Step 3 of the wizard (spec 2 sections 2.5, 4): what Subscribe will ask for, from the saved draft. */
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../shared/i18n';
import { formatFilterCondition, type EventDetails } from '@dc/contracts';
import type { SubscriptionDraft } from '../../utils/subscription-draft';
import { Facts, type Fact } from '../common/facts';
import { FilterCondition } from '../filter/filter-condition';

export function SummaryStep({ draft, event }: { draft: SubscriptionDraft; event: EventDetails }) {
  const { t } = useTranslation('event-subscriptions');
  const facts: Fact[] = [
    [t('facts.application'), draft.applicationName],
    [t('facts.product'), event.eventTitle],
    [t('facts.version'), draft.version],
    [t('facts.environment'), draft.environment ? t(`environments.${draft.environment}`) : ''],
    [t('facts.protocol'), draft.protocol ? t(`protocols.${draft.protocol}`) : ''],
    ...(draft.protocol === 'https' ? [[t('facts.endpoint'), draft.endpoint] as Fact] : []),
    [t('facts.filtering'), t(`wizard.filteringChoice.${draft.filtering}`)],
  ];
  return (
    <Stack spacing={2.5}>
      <Facts facts={facts} testId="wizard-summary" />
      {draft.filter && (
        <FilterCondition label={t('filter.condition')} condition={formatFilterCondition(draft.filter)} />
      )}
    </Stack>
  );
}
