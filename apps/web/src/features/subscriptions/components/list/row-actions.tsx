/** The actions menu of an API subscription row (spec 2 section 2.9), with this feature's texts. */
import {
  SubscriptionRowActions,
  type SubscriptionRowActionsProps,
} from '../../../../shared/ui/subscription-row-actions';

export type RowActionsProps = Omit<SubscriptionRowActionsProps, 'ns'>;

export function RowActions(props: RowActionsProps) {
  return <SubscriptionRowActions ns="subscriptions" {...props} />;
}
