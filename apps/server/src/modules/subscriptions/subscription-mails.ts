/**
 * E-mails of the approval workflow (spec 2 section 4): the provider team is asked to approve a request; the
 * subscriber hears of the approval or of the denial with its explanation.
 */
import { CONSOLE_NAME, PENDING_APPROVALS_PATH, subscriptionSummaryPath } from '@dc/contracts';
import type { OutgoingMail } from '../../platform/mail/mail.js';
import { renderActionMail } from '../../platform/mail/layout.js';

const day = (d: Date) =>
  `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (UTC)`;

export const approvalRequestSubject = (api: string) => `Subscription approval requested for ${api}`;
export const approvedSubject = (api: string) => `Your subscription to ${api} is approved`;
export const deniedSubject = (api: string) => `Your subscription to ${api} is denied`;

export interface SubscriptionMailFacts {
  publicUrl: string;
  appId: string;
  appName: string;
  teamName: string;
  apiId: string;
  apiName: string;
}

export function approvalRequestMail(
  p: SubscriptionMailFacts & { to: string[]; requestedBy: string; providerTeam: string; expiresAt: Date },
): OutgoingMail {
  const { html, text } = renderActionMail({
    preheader: `${p.teamName} asks to subscribe ${p.appName} to ${p.apiName}.`,
    heading: 'Subscription approval requested',
    paragraphs: [
      'Hello,',
      `${p.requestedBy} of the team ${p.teamName} asks to subscribe the application ${p.appName} to ${p.apiName}, which ${p.providerTeam} provides with manual approval on ${CONSOLE_NAME}.`,
      'Open Pending Approvals to approve or deny the request.',
    ],
    details: [
      { label: 'API', value: p.apiName },
      { label: 'Application', value: p.appName },
      { label: 'Team', value: p.teamName },
      { label: 'Requested by', value: p.requestedBy },
    ],
    action: { label: 'Review request', url: `${p.publicUrl}${PENDING_APPROVALS_PATH}` },
    footnote: `The request expires on ${day(p.expiresAt)} unless it is approved or denied before.`,
  });
  return { to: p.to, subject: approvalRequestSubject(p.apiName), html, text };
}

export function decisionMail(
  p: SubscriptionMailFacts & { to: string; approved: boolean; decidedBy: string; explanation: string | null },
): OutgoingMail {
  const outcome = p.approved ? 'approved' : 'denied';
  const { html, text } = renderActionMail({
    preheader: `${p.apiName}: your subscription request is ${outcome}.`,
    heading: p.approved ? 'Subscription approved' : 'Subscription denied',
    paragraphs: [
      'Hello,',
      `The provider of ${p.apiName} ${outcome} the subscription of your application ${p.appName} (team ${p.teamName}) on ${CONSOLE_NAME}.`,
      p.approved ? 'The application can call the API with its credentials now.' : 'The provider explains:',
    ],
    details: [
      { label: 'API', value: p.apiName },
      { label: 'Application', value: p.appName },
      { label: 'Decided by', value: p.decidedBy },
    ],
    quote: p.approved ? null : p.explanation,
    action: { label: 'View subscription', url: `${p.publicUrl}${subscriptionSummaryPath(p.appId, p.apiId)}` },
    footnote: 'You receive this e-mail because you asked for this subscription.',
  });
  return { to: [p.to], subject: p.approved ? approvedSubject(p.apiName) : deniedSubject(p.apiName), html, text };
}
