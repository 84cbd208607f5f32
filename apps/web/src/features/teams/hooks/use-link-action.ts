/**
 * Link actions (send, delete a pending request, unlink; spec 3 section 4): a blocking loader shows, the server is
 * called after about 1 s, the lists refresh about 1 s after success; on error the loader goes and an error shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEAM_DELAYS_MS } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { teamKeys } from '../api/keys';
import { useMessageText } from '../utils/use-message-text';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useLinkAction(teamId: string) {
  const queryClient = useQueryClient();
  const text = useMessageText();
  const [blocking, setBlocking] = useState(false);
  const run = async (call: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
    setBlocking(true);
    try {
      await wait(TEAM_DELAYS_MS.linkActionCall);
      await call();
    } catch (err) {
      setBlocking(false);
      notifyError(text.apiError(err));
      return false;
    }
    notifySuccess(successMessage);
    await wait(TEAM_DELAYS_MS.linkActionRefresh);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.linked(teamId) }),
      queryClient.invalidateQueries({ queryKey: teamKeys.linkInvitations(teamId) }),
    ]);
    setBlocking(false);
    return true;
  };
  return { blocking, run };
}
