import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { membersQuery, type Member } from '../../features/organizations/organizations-api';
import { TIGERS, clientWith, meAs, member, render, text } from '../../features/organizations/organization-test-data';
import { DELETE_ORGANIZATION_TEXT } from '../../features/organizations/organization-settings';
import MembersPage from './members-page';

const OWNER = member({ id: 'ann', name: 'Ann Owner', role: 'owner' });
const MANAGER = member({ id: 'max', name: 'Max Manager', role: 'manager', you: true });

describe('the members page', () => {
  const page = (role: Member['role'], organization = TIGERS) => {
    const client = clientWith(meAs(role, { organization }));
    client.setQueryData(membersQuery(organization.id).queryKey, { members: [OWNER, MANAGER], invitations: [] });
    return render(createElement(MembersPage), client);
  };

  it('manages the members for an owner or a manager', () => {
    for (const role of ['owner', 'manager'] as const) {
      const html = text(page(role));
      expect(html).toContain('Ann Owner');
      expect(html).toContain('No pending invitations.');
      expect(html).toContain('Send invitation');
    }
  });

  it('tells anyone else, in a sentence, and still lets them leave', () => {
    for (const role of ['coach', 'viewer', 'player'] as const) {
      const html = text(page(role));
      expect(html).toContain("Only the organization's owners and managers can manage its members.");
      expect(html).not.toContain('Ann Owner');
      expect(html).toContain('Leave organization');
    }
  });

  it('lets an owner of a team, club or league rename it at the top and delete it at the bottom, with their password', () => {
    const html = page('owner');
    expect(html).toMatch(/<form[^>]*aria-label="Rename organization"/);
    expect(html).toMatch(/<input[^>]*value="Tigers"/);
    const shown = text(html);
    expect(shown.indexOf('Rename')).toBeLessThan(shown.indexOf('Ann Owner'));
    expect(shown.lastIndexOf('Delete organization')).toBeGreaterThan(shown.indexOf('Leave organization'));
    expect(shown).toContain(DELETE_ORGANIZATION_TEXT);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*bg-red-700[^>]*>Delete organization<\/button>/);
    // No two-factor code asked of someone without two-factor sign-in.
    expect(shown).not.toContain('Two-factor code');
  });

  it('offers renaming and deleting to owners only, and never of a person’s own organization', () => {
    for (const role of ['manager', 'coach', 'viewer', 'player'] as const) {
      const html = text(page(role));
      expect(html).not.toContain(DELETE_ORGANIZATION_TEXT);
      expect(html).not.toContain('Rename');
    }
    const own = text(page('owner', { ...TIGERS, kind: 'personal', personal: true }));
    expect(own).not.toContain(DELETE_ORGANIZATION_TEXT);
    expect(own).not.toContain('Rename');
  });

  it("offers no leaving a person's own organization", () => {
    expect(text(page('owner', { ...TIGERS, kind: 'personal', personal: true }))).not.toContain('Leave organization');
  });
});
