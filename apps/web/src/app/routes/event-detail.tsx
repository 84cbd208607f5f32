/**
 * /events/{eventMetadataId}?version (spec 2 section 2.4): the event detail from the products area, its Subscribe
 * (the wizard) and Publish test event from the event subscriptions area, offered the versions this team sees.
 */
import { useParams } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import type { EventDetails } from '@dc/contracts';
import { EventActions } from '../../features/event-subscriptions/components/event-actions';
import { EventDetailPage } from '../../features/products/components/event-detail/event-detail-page';
import { visibleVersions } from '../../features/products/utils/event-versions';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';

function EventHeaderActions({ event }: { event: EventDetails }) {
  const { currentTeam } = useCurrentTeam();
  // As the Documentation tab: internal teams and the owner see every environment, other teams prd only.
  const internalView = currentTeam?.internal === true || currentTeam?.uuid === event.ownerTeamId;
  return (
    // A change of team closes the wizard (spec 2 section 4: open dialogs close).
    <EventActions
      key={currentTeam?.uuid}
      event={event}
      versions={visibleVersions(event.availableVersions, internalView)}
    />
  );
}

export default function EventDetailRoute() {
  const { eventMetadataId = '' } = useParams();
  // Both areas' texts load with the page, so the head's actions never suspend it again.
  useTranslation(['products', 'event-subscriptions']);
  return (
    <EventDetailPage
      key={eventMetadataId}
      eventMetadataId={eventMetadataId}
      renderActions={(event) => <EventHeaderActions event={event} />}
    />
  );
}
