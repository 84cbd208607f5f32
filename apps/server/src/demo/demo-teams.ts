/** The demo world's pending invitations, linked teams and pending link requests. */
import type pg from 'pg';
import { INVITATION_TTL_MS, teamRoleTitle } from '@dc/contracts';
import { DEMO_USERS } from './world.js';
import { DEMO_INVITATIONS, DEMO_LINKS, DEMO_LINK_REQUESTS } from './world-teams.js';

const emailOf = (key: string) => DEMO_USERS.find((u) => u.key === key)!.email;

export async function loadDemoTeamRelations(client: pg.PoolClient, ids: Record<string, string>): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  for (const i of DEMO_INVITATIONS) {
    await client.query(
      `INSERT INTO team_invitations (team_id, email, role, role_display_name, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ids[i.team], i.email, i.role, teamRoleTitle(i.role), ids[i.by], expiresAt],
    );
  }
  for (const l of DEMO_LINKS) {
    const [low, high] = [ids[l.a], ids[l.b]].sort();
    await client.query('INSERT INTO team_link_relations (team_low_id, team_high_id, created_by) VALUES ($1, $2, $3)', [
      low,
      high,
      ids[l.by],
    ]);
  }
  for (const r of DEMO_LINK_REQUESTS) {
    await client.query(
      `INSERT INTO team_link_invitations (inviter_team_id, inviter_user_id, inviter_email, invitee_email, note, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ids[r.from], ids[r.by], emailOf(r.by), r.to, r.note, expiresAt],
    );
  }
}
