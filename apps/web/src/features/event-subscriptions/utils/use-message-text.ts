/** API error texts in the event-subscriptions namespace (the shared rule, spec 2 section 8). */
import { useMessageText as useSharedMessageText } from '../../../shared/lib/use-message-text';

export const useMessageText = () => useSharedMessageText('event-subscriptions', { genericKey: 'errors.generic' });
