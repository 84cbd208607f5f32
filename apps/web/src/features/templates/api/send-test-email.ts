/** email POST /send (spec 3 sections 3, 7.4): a test e-mail of a template to a comma-separated address list. */
import { useMutation } from '@tanstack/react-query';
import type { SendEmailBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const sendTestEmail = ({ teamId, body }: { teamId: string; body: SendEmailBody }) =>
  api.call('email.send', { team: teamId, body });

export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
