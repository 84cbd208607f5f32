/** API error texts in the subscriptions namespace (the shared rule, spec 2 section 8). */
import { useMessageText as useSharedMessageText } from '../../../shared/lib/use-message-text';

export const useMessageText = () => useSharedMessageText('subscriptions', { genericKey: 'errors.generic' });
