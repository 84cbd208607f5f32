/** POST /api/email/send with the feedback template (spec 3 sections 3, 7.4, 7.5): the message goes to support. */
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_TEMPLATE, type FeedbackVariables, type SendEmailBody, type SendEmailResponse } from '@dc/contracts';
import { api } from '../../lib/api-call';

export interface FeedbackRequest {
  variables: FeedbackVariables;
  captcha: string;
}

export function sendFeedback({ variables, captcha }: FeedbackRequest): Promise<SendEmailResponse> {
  const body: SendEmailBody = {
    template: FEEDBACK_TEMPLATE,
    locale: 'en',
    // The server sends feedback to its configured support address whatever `to` says.
    to: '',
    template_variables: variables,
    captcha,
  };
  return api.call('email.send', { body });
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
