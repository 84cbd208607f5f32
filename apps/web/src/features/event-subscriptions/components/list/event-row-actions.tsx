/** The actions menu of an event subscription row (spec 2 section 2.9), with this feature's texts. */
import {
  SubscriptionRowActions,
  type SubscriptionRowActionsProps,
} from '../../../../shared/ui/subscription-row-actions';

export type EventRowActionsProps = Omit<SubscriptionRowActionsProps, 'ns'>;

export function EventRowActions(props: EventRowActionsProps) {
  return <SubscriptionRowActions ns="event-subscriptions" {...props} />;
}
