/** The catalog invitation e-mail (spec 2 sections 2.10 and 4): the accept link is {PUBLIC_URL}/catalogs/{id}/email/{ref}. */
import { CONSOLE_NAME, catalogAcceptLink } from '@dc/contracts';
import type { OutgoingMail } from '../../platform/mail/mail.js';
import { renderActionMail } from '../../platform/mail/layout.js';

export const catalogInvitationSubject = (catalogName: string) =>
  `You're invited to the catalog ${catalogName} on ${CONSOLE_NAME}`;

export interface CatalogInvitationMail {
  publicUrl: string;
  catalogId: string;
  emailRef: string;
  to: string[];
  catalogName: string;
  ownerTeamName: string;
  inviterName: string;
  inviterEmail: string;
  /** Team invites name the invited team; user invites do not. */
  invitedTeamName: string | null;
}

export function catalogInvitationMail(p: CatalogInvitationMail): OutgoingMail {
  const who = p.invitedTeamName ? `your team ${p.invitedTeamName}` : 'you';
  const { html, text } = renderActionMail({
    preheader: `${p.inviterName} invited ${who} to a private catalog.`,
    heading: `Catalog ${p.catalogName}`,
    paragraphs: [
      'Hello,',
      `${p.inviterName} (${p.inviterEmail}) of the team ${p.ownerTeamName} invited ${who} to access the private catalog ${p.catalogName} on ${CONSOLE_NAME}.`,
      p.invitedTeamName
        ? `Sign in as an administrator of ${p.invitedTeamName}, then accept the invitation.`
        : 'Sign in with this e-mail address, then accept the invitation; the catalog is shared with your current team.',
    ],
    details: [
      { label: 'Catalog', value: p.catalogName },
      { label: 'From team', value: p.ownerTeamName },
      ...(p.invitedTeamName ? [{ label: 'For team', value: p.invitedTeamName }] : []),
    ],
    action: { label: 'Accept invitation', url: catalogAcceptLink(p.publicUrl, p.catalogId, p.emailRef) },
    footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
  return { to: p.to, subject: catalogInvitationSubject(p.catalogName), html, text };
}
