/** The demo world's pending team invitations, linked teams and pending link requests (keys of world.ts). */

/** Pending team invitations (expire 14 days after the demo world is loaded). */
export const DEMO_INVITATIONS: Array<{ team: string; email: string; role: string; by: string }> = [
  { team: 'acmeIntegrations', email: 'new.hire@example.com', role: 'standard-user', by: 'teamAdmin' },
  { team: 'acmeMobile', email: 'developer@example.com', role: 'read-only-user', by: 'teamAdmin' },
  { team: 'globexLabs', email: 'contractor@example.com', role: 'standard-user', by: 'globexAdmin' },
];

/** Linked teams, and pending link requests (from a team, by one of its admins, to an e-mail address). */
export const DEMO_LINKS: Array<{ a: string; b: string; by: string }> = [
  { a: 'acmeIntegrations', b: 'globexLabs', by: 'teamAdmin' },
];
export const DEMO_LINK_REQUESTS: Array<{ from: string; by: string; to: string; note: string }> = [
  {
    from: 'globexLabs',
    by: 'globexAdmin',
    to: 'team.admin@example.com',
    note: 'Shall we share the event product work with Acme Mobile?',
  },
  {
    from: 'acmeMobile',
    by: 'teamAdmin',
    to: 'staff.admin@example.com',
    note: 'Link us to Platform Engineering for SDK support.',
  },
];
