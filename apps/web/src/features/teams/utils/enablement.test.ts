import { describe, expect, it } from 'vitest';
import {
  canCreateTeam,
  canSendInvite,
  canSendLink,
  canUpdateMemberRole,
  canUpdateTeam,
  changedTeamFields,
  teamRemoval,
} from './enablement';

describe('invite member', () => {
  it('needs a changed form, an e-mail without error and a changed role', () => {
    expect(canSendInvite({ dirty: true, roleChanged: true })).toBe(true);
    expect(canSendInvite({ dirty: false, roleChanged: true })).toBe(false);
    expect(canSendInvite({ dirty: true, roleChanged: false })).toBe(false);
    expect(canSendInvite({ dirty: true, roleChanged: true, emailErrorType: 'too_small' })).toBe(false);
    expect(canSendInvite({ dirty: true, roleChanged: true, emailErrorType: 'invalid_format' })).toBe(false);
  });

  it('lets a value-type error (the server refused the address) through, and fixes the role of admin invites', () => {
    expect(canSendInvite({ dirty: true, roleChanged: true, emailErrorType: 'value' })).toBe(true);
    expect(canSendInvite({ dirty: true, roleChanged: false, adminInvite: true })).toBe(true);
  });
});

describe('edit member', () => {
  it('updates only when the chosen role differs from the current one', () => {
    expect(canUpdateMemberRole('standard-user', 'standard-user')).toBe(false);
    expect(canUpdateMemberRole('standard-user', 'admin')).toBe(true);
    expect(canUpdateMemberRole('admin', '')).toBe(false);
  });
});

describe('team forms', () => {
  const original = { name: 'Field Apps', description: 'Apps for crews' };

  it('creates when valid and a name exists', () => {
    expect(canCreateTeam(true, 'Field Apps')).toBe(true);
    expect(canCreateTeam(true, '   ')).toBe(false);
    expect(canCreateTeam(false, 'Field Apps')).toBe(false);
  });

  it('updates only when the name or the description changed, and sends only those', () => {
    expect(canUpdateTeam(true, original, { ...original })).toBe(false);
    expect(canUpdateTeam(true, original, { ...original, name: 'Field Apps ' })).toBe(false);
    expect(canUpdateTeam(true, original, { ...original, description: 'New' })).toBe(true);
    expect(canUpdateTeam(false, original, { ...original, name: 'Other' })).toBe(false);
    expect(changedTeamFields(original, { name: 'Other', description: 'Apps for crews' })).toEqual({ name: 'Other' });
    expect(changedTeamFields(original, { name: 'Field Apps', description: '' })).toEqual({ description: '' });
  });

  it('sends a link request only with an e-mail and no error', () => {
    expect(canSendLink('a@example.com', false)).toBe(true);
    expect(canSendLink('', false)).toBe(false);
    expect(canSendLink('a@', true)).toBe(false);
  });
});

describe('team removal', () => {
  const me = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';

  it('is allowed with no member left but the caller', () => {
    expect(teamRemoval({ type: 'ENTERPRISE' }, [], me)).toBe('allowed');
    expect(teamRemoval({ type: 'ENTERPRISE' }, [{ uuid: me }], me)).toBe('allowed');
  });

  it('is refused with other members, and for the personal (profile-linked) team', () => {
    expect(teamRemoval({ type: 'ENTERPRISE' }, [{ uuid: me }, { uuid: other }], me)).toBe('has-members');
    expect(teamRemoval({ type: 'INDIVIDUAL' }, [], me)).toBe('personal');
  });
});
