/** /subscriptions (spec 2 section 2.9, SPEC-NOTES 2): the team's API subscriptions, then its event subscriptions. */
import { useTranslation } from '../../shared/i18n';
import { EventSubscriptionsSection } from '../../features/event-subscriptions/components/list/event-subscriptions-section';
import { SubscriptionsPage } from '../../features/subscriptions/components/list/subscriptions-page';
import { PageFrame } from './page-frame';

export default function SubscriptionListRoute() {
  // Both areas' texts load with the page.
  useTranslation(['subscriptions', 'event-subscriptions']);
  return (
    <PageFrame>
      <SubscriptionsPage
        renderEventSubscriptions={({ searchText, sort }) => (
          <EventSubscriptionsSection searchText={searchText} sort={sort} />
        )}
      />
    </PageFrame>
  );
}
