/** The Pending and Members lists (issue 22): no "Pending (0)" above the empty text; a count once there is someone. */
import { render, screen } from '@testing-library/react';
import i18n from '../../../../shared/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '@dc/contracts';
import teams from '../../../../../public/locales/teams/en.json';
import { MemberList } from './member-list';

const invited: TeamMember = {
  uuid: '5b1c3e0a-6f1d-4c1e-9a51-7a4f0c1d2e3f',
  relationId: '6c2d4f1b-7a2e-4d2f-8b62-8b5a1d2e3f40',
  relationStatus: 'INVITED',
  status: 'Pending',
  teamId: '7d3e5a2c-8b3f-4e3a-9c73-9c6b2e3f4a51',
  email: 'ana@example.com',
  firstName: null,
  lastName: null,
  role: 'member',
  roleDisplayName: 'Team Member',
  createdTimeStamp: '2026-11-20T10:00:00Z',
  expiresAt: null,
  invitedBy: null,
};
const list = (members?: TeamMember[]) => (
  <MemberList id="pending" title="Pending" emptyText="No Pending Invitations." members={members} loading={false} />
);

describe('member list', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'teams', teams));

  it('titles an empty list without a count and says it is empty', () => {
    render(list([]));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Pending$/);
    expect(screen.getByText('No Pending Invitations.')).toBeInTheDocument();
  });

  it('counts the members it shows', () => {
    render(list([invited]));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Pending \(1\)$/);
    expect(screen.queryByText('No Pending Invitations.')).not.toBeInTheDocument();
  });
});
