import { describe, expect, it } from 'vitest';
import { findHeading, hashToId, tableOfContents } from './table-of-contents';

const HTML =
  '<h1 id="Teams">Teams</h1><p>x</p><h2 id="Invite-a-member">Invite a member</h2><h3 id="Roles">Roles</h3><h4>Deep</h4>';

describe('tableOfContents', () => {
  it('lists h2 and h3 headings with their ids, in order', () => {
    expect(tableOfContents(HTML)).toEqual([
      { id: 'Invite-a-member', text: 'Invite a member', level: 2 },
      { id: 'Roles', text: 'Roles', level: 3 },
    ]);
  });

  it('is empty for a guide without headings, and derives a missing id from the text', () => {
    expect(tableOfContents('<p>Only text</p>')).toEqual([]);
    expect(tableOfContents('<h2>Set up  the broker</h2>')).toEqual([
      { id: 'Set-up-the-broker', text: 'Set up  the broker', level: 2 },
    ]);
  });
});

describe('hash to heading', () => {
  it('decodes the hash and finds the heading by id, or by its dashed text in any case', () => {
    const root = new DOMParser().parseFromString(HTML, 'text/html').body;
    expect(hashToId('#Invite-a-member')).toBe('Invite-a-member');
    expect(hashToId('#A%20%26-B')).toBe('A &-B');
    expect(hashToId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(findHeading(root, 'Invite-a-member')?.textContent).toBe('Invite a member');
    expect(findHeading(root, 'invite-a-member')?.id).toBe('Invite-a-member');
    expect(findHeading(root, 'Deep')?.tagName).toBe('H4');
    expect(findHeading(root, 'Nothing')).toBeNull();
    expect(findHeading(root, '')).toBeNull();
  });
});
