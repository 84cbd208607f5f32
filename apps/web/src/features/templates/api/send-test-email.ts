/** email POST /send (spec 3 sections 3, 7.4): a test e-mail of a template to a comma-separated address list. */
import { useMutation } from '@tanstack/react-query';
import type { SendEmailBody, SendEmailResponse } from '@dc/contracts';
import { emailApi, withTeam } from './template-client';

export const sendTestEmail = ({ teamId, body }: { teamId: string; body: SendEmailBody }) =>
  emailApi().post<SendEmailResponse>('/send', body, withTeam(teamId));

export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
