/** Errors in member, pending and link lists show a notice with the API error message (spec 3 section 8). */
import { useEffect } from 'react';
import { notifyError } from '../../../shared/lib/notify';
import { useMessageText } from '../utils/use-message-text';

export function useListErrorNotice(...errors: unknown[]) {
  const text = useMessageText();
  const messages = errors.map((e) => (e ? text.apiError(e) : ''));
  const key = messages.join('\n');
  useEffect(() => {
    for (const m of key.split('\n')) if (m) notifyError(m);
  }, [key]);
}
