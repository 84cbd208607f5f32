/**
 * The facts of an event subscription (spec 2 sections 2.9, 3 "Event subscription"): application (link), subscribed
 * date, product (link to the event detail), version, environment, protocol, endpoint, status.
 */
import Link from '@mui/material/Link';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { EventSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { socketUrl } from '../../utils/socket-url';
import { ActiveChip } from '../common/active-chip';
import { Facts } from '../common/facts';
import { Section } from '../common/section';

export function SubscriptionFactsPanel({ subscription: s }: { subscription: EventSubscription }) {
  const { t, i18n } = useTranslation('event-subscriptions');
  const endpoint = s.protocol === 'wss' ? socketUrl(s.endpoint, window.location.origin) : s.endpoint;
  return (
    <Section title={t('details.summaryTitle')}>
      <Facts
        testId="event-subscription-facts"
        facts={[
          [
            t('facts.application'),
            <Link
              component={RouterLink}
              to={href(paths.application, { applicationId: s.applicationId }, { type: 'general' })}
            >
              {s.applicationName}
            </Link>,
          ],
          [t('facts.subscribed'), formatDate(s.createdOn, 'date', i18n.language)],
          [
            t('facts.product'),
            <Link component={RouterLink} to={href(paths.eventDetail, { eventMetadataId: s.eventMetadataId })}>
              {s.eventTitle}
            </Link>,
          ],
          [t('facts.type'), t('facts.eventType')],
          [t('facts.version'), s.eventVersion],
          [t('facts.environment'), t(`environments.${s.environment}`)],
          [t('facts.protocol'), t(`protocols.${s.protocol}`)],
          [t('facts.endpoint'), <code>{endpoint}</code>],
          [t('facts.status'), <ActiveChip status={s.subscriptionStatus} />],
        ]}
      />
    </Section>
  );
}
