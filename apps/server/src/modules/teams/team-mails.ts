/** The teams area's e-mails: a team invitation and a team link request (spec 3 sections 2.1 and 4). */
import { CONSOLE_NAME, invitationPath, linkRequestPath } from '@dc/contracts';
import type { OutgoingMail } from '../../platform/mail/mail.js';
import { renderActionMail } from '../../platform/mail/layout.js';

const day = (d: Date) =>
  `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (UTC)`;

export const invitationSubject = (teamName: string) => `You're invited to join ${teamName} on ${CONSOLE_NAME}`;
export const linkRequestSubject = (inviterTeamName: string) =>
  `${inviterTeamName} wants to link teams with you on ${CONSOLE_NAME}`;

export interface InvitationMailInput {
  publicUrl: string;
  inviteId: string;
  to: string;
  teamName: string;
  accountName: string;
  inviterName: string;
  inviterEmail: string;
  roleDisplayName: string;
  expiresAt: Date;
}

export function invitationMail(p: InvitationMailInput): OutgoingMail {
  const { html, text } = renderActionMail({
    preheader: `${p.inviterName} invited you to ${p.teamName}.`,
    heading: `Join ${p.teamName}`,
    paragraphs: [
      'Hello,',
      `${p.inviterName} (${p.inviterEmail}) invited you to join the team ${p.teamName} of ${p.accountName} on ${CONSOLE_NAME}.`,
      `Sign in, or create your account with this e-mail address (${p.to}), then accept the invitation.`,
    ],
    details: [
      { label: 'Team', value: p.teamName },
      { label: 'Account', value: p.accountName },
      { label: 'Your role', value: p.roleDisplayName },
    ],
    action: { label: 'Accept invitation', url: `${p.publicUrl}${invitationPath(p.inviteId)}` },
    footnote: `This invitation expires on ${day(p.expiresAt)}. If you did not expect it, you can ignore this e-mail.`,
  });
  return { to: [p.to], subject: invitationSubject(p.teamName), html, text };
}

export interface LinkRequestMailInput {
  publicUrl: string;
  teamLinkId: string;
  inviterTeamId: string;
  to: string;
  inviterTeamName: string;
  inviterAccountName: string;
  inviterName: string;
  inviterEmail: string;
  note: string | null;
  expiresAt: Date;
}

export function linkRequestMail(p: LinkRequestMailInput): OutgoingMail {
  const { html, text } = renderActionMail({
    preheader: `${p.inviterTeamName} asks to link with one of your teams.`,
    heading: 'Team link request',
    paragraphs: [
      'Hello,',
      `${p.inviterName} (${p.inviterEmail}) of the team ${p.inviterTeamName} asks to link their team with one of your teams on ${CONSOLE_NAME}.`,
      'Open the request to choose one of the teams you administer and approve it, or decline it.',
    ],
    details: [
      { label: 'Team', value: p.inviterTeamName },
      { label: 'Account', value: p.inviterAccountName },
      { label: 'Requested by', value: p.inviterEmail },
    ],
    quote: p.note,
    action: { label: 'Review request', url: `${p.publicUrl}${linkRequestPath(p.teamLinkId, p.inviterTeamId)}` },
    footnote: `This request expires on ${day(p.expiresAt)}. If you did not expect it, you can ignore this e-mail.`,
  });
  return { to: [p.to], subject: linkRequestSubject(p.inviterTeamName), html, text };
}
