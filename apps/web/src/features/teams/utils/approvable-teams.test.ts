import { describe, expect, it } from 'vitest';
import type { LinkedTeam } from '@dc/contracts';
import { team } from '../../../test/teams';
import { approvableTeams } from './approvable-teams';

const inviter = team({ name: 'Inviter', role: 'admin' });
const linked = team({ name: 'Already linked', role: 'admin' });
const free = team({ name: 'Free', role: 'owner' });
const member = team({ name: 'Member only', role: 'standard-user' });
const link = (teamId: string): LinkedTeam => ({
  uuid: '99999999-9999-4999-8999-999999999999',
  teamId,
  teamName: 'Inviter',
  accountName: 'Acme Corp',
  createdAtDateTime: '2026-01-01T00:00:00.000Z',
});

describe('teams offered on the link request page (spec 3 section 5)', () => {
  it('offers admin teams but not the inviter team nor teams already linked with it', () => {
    const byTeam = new Map([[linked.uuid, [link(inviter.uuid)]]]);
    expect(approvableTeams([inviter, linked, free, member], inviter.uuid, byTeam).map((t) => t.name)).toEqual(['Free']);
  });

  it('offers nothing to a user who administers no team', () => {
    expect(approvableTeams([member], inviter.uuid, new Map())).toEqual([]);
  });
});
