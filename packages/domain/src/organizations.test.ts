import { describe, expect, it } from 'vitest';
import {
  can,
  invitationChangeRefusal,
  invitationRefusal,
  MEMBER_ROLES,
  removalRefusal,
  roleChangeRefusal,
  type MemberRole,
  type OrganizationAction,
} from './organizations.js';

// DESIGN.md's roles table, written out as the customer reads it: ✓ or –, per row and role.
const TABLE: Record<OrganizationAction, Record<MemberRole, boolean>> = {
  billing: { owner: true, manager: false, coach: false, viewer: false, player: false },
  members: { owner: true, manager: true, coach: false, viewer: false, player: false },
  manage: { owner: true, manager: true, coach: true, viewer: false, player: false },
  reels: { owner: true, manager: true, coach: true, viewer: true, player: false },
  playReports: { owner: true, manager: true, coach: true, viewer: false, player: false },
  read: { owner: true, manager: true, coach: true, viewer: true, player: false },
  competitions: { owner: true, manager: true, coach: false, viewer: false, player: false },
};

describe('what each role may do', () => {
  for (const [action, row] of Object.entries(TABLE) as [OrganizationAction, Record<MemberRole, boolean>][])
    for (const role of MEMBER_ROLES)
      it(`${role} ${row[role] ? 'may' : 'may not'} ${action}`, () => {
        expect(can(role, action)).toBe(row[role]);
      });
});

const member = (role: MemberRole, memberId: string) => ({ role, memberId });

describe('removing a member and leaving', () => {
  it('the last owner can neither leave nor be removed', () => {
    expect(removalRefusal({ actor: member('owner', 'a'), target: member('owner', 'a'), owners: 1 })).toMatch(/last owner/);
    expect(removalRefusal({ actor: member('manager', 'b'), target: member('owner', 'a'), owners: 1 })).toMatch(/last owner/);
  });
  it('an owner of two may leave, and an owner may remove another owner', () => {
    expect(removalRefusal({ actor: member('owner', 'a'), target: member('owner', 'a'), owners: 2 })).toBeNull();
    expect(removalRefusal({ actor: member('owner', 'a'), target: member('owner', 'c'), owners: 2 })).toBeNull();
  });
  it('a manager removes coaches but never an owner', () => {
    expect(removalRefusal({ actor: member('manager', 'b'), target: member('coach', 'c'), owners: 1 })).toBeNull();
    expect(removalRefusal({ actor: member('manager', 'b'), target: member('owner', 'c'), owners: 2 })).toMatch(/Only an owner/);
  });
  it('a coach, viewer or player may leave but not remove anyone', () => {
    for (const role of ['coach', 'viewer', 'player'] as const) {
      expect(removalRefusal({ actor: member(role, 'x'), target: member(role, 'x'), owners: 1 })).toBeNull();
      expect(removalRefusal({ actor: member(role, 'x'), target: member('viewer', 'y'), owners: 1 })).toMatch(
        /owners and managers/,
      );
    }
  });
});

describe('changing a role', () => {
  it('the last owner cannot be demoted, by anyone, themself included', () => {
    expect(roleChangeRefusal({ actor: member('owner', 'a'), target: member('owner', 'a'), owners: 1 }, 'manager')).toMatch(
      /last owner/,
    );
  });
  it('with two owners, an owner demotes the other', () => {
    expect(roleChangeRefusal({ actor: member('owner', 'a'), target: member('owner', 'b'), owners: 2 }, 'coach')).toBeNull();
  });
  it('a manager changes coaches and viewers, but neither makes nor unmakes an owner', () => {
    expect(roleChangeRefusal({ actor: member('manager', 'm'), target: member('coach', 'c'), owners: 1 }, 'viewer')).toBeNull();
    expect(roleChangeRefusal({ actor: member('manager', 'm'), target: member('coach', 'c'), owners: 1 }, 'owner')).toMatch(
      /Only an owner/,
    );
    expect(roleChangeRefusal({ actor: member('manager', 'm'), target: member('owner', 'o'), owners: 2 }, 'coach')).toMatch(
      /Only an owner/,
    );
  });
  it('a coach changes nobody, not even themself', () => {
    expect(roleChangeRefusal({ actor: member('coach', 'c'), target: member('coach', 'c'), owners: 1 }, 'manager')).toMatch(
      /owners and managers/,
    );
  });
});

describe('inviting', () => {
  it('a player is invited as a roster entry, and only a player', () => {
    expect(invitationRefusal('owner', 'player', false)).toMatch(/roster entry/);
    expect(invitationRefusal('owner', 'player', true)).toBeNull();
    expect(invitationRefusal('manager', 'coach', true)).toMatch(/Only a player/);
  });
  it("only an owner resends or revokes an owner's invitation; managers the others'; coaches none", () => {
    expect(invitationChangeRefusal('manager', 'owner')).toMatch(/Only an owner/);
    expect(invitationChangeRefusal('owner', 'owner')).toBeNull();
    expect(invitationChangeRefusal('manager', 'coach')).toBeNull();
    expect(invitationChangeRefusal('coach', 'viewer')).toMatch(/owners and managers/);
  });
  it('only an owner invites an owner; coaches invite nobody', () => {
    expect(invitationRefusal('manager', 'owner', false)).toMatch(/Only an owner/);
    expect(invitationRefusal('owner', 'owner', false)).toBeNull();
    expect(invitationRefusal('coach', 'viewer', false)).toMatch(/owners and managers/);
  });
});
