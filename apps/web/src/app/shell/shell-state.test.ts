import { describe, expect, it } from 'vitest';
import { shellState } from './shell-state';

const base = {
  teamsStatus: 'success' as const,
  teamCount: 2,
  termsApproved: true,
  selectionNeeded: false,
  baseConfigured: true,
};

describe('shell state', () => {
  it('waits for the teams and the terms check', () => {
    expect(shellState({ ...base, teamsStatus: 'pending', teamCount: undefined })).toBe('checking');
    expect(shellState({ ...base, termsApproved: undefined })).toBe('checking');
    expect(shellState({ ...base, teamsStatus: 'error', teamCount: undefined })).toBe('error');
  });

  it('asks for the agreement before anything else', () => {
    expect(shellState({ ...base, termsApproved: false, teamCount: 0 })).toBe('agreement');
    expect(shellState({ ...base, termsApproved: false, selectionNeeded: true })).toBe('agreement');
  });

  it('restricts users without a team once the terms are approved and base configuration has completed', () => {
    expect(shellState({ ...base, teamCount: 0, baseConfigured: false })).toBe('configuring');
    expect(shellState({ ...base, teamCount: 0 })).toBe('restricted');
  });

  it('asks for a team when one is needed, else is ready', () => {
    expect(shellState({ ...base, selectionNeeded: true })).toBe('team-selection');
    expect(shellState(base)).toBe('ready');
  });
});
