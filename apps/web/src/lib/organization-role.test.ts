import { MEMBER_ROLES } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { assignableRoles, can, roleOf, type RoleAction } from './organization-role';

const ACTIONS: RoleAction[] = ['billing', 'members', 'upload', 'reels', 'playReports', 'competitions'];

describe('what each role of an organization may do (DESIGN.md roles table)', () => {
  it('follows the table, row by row', () => {
    const table = Object.fromEntries(MEMBER_ROLES.map((role) => [role, ACTIONS.filter((action) => can(role, action))]));
    expect(table).toEqual({
      owner: ['billing', 'members', 'upload', 'reels', 'playReports', 'competitions'],
      manager: ['members', 'upload', 'reels', 'playReports', 'competitions'],
      coach: ['upload', 'reels', 'playReports'],
      viewer: ['reels'],
      player: [],
    });
  });

  it('reads the role of the session, and a session without an organization as its own owner', () => {
    const organization = { id: 'o1', name: 'Tigers', kind: 'team', role: 'viewer', personal: false } as const;
    expect(roleOf({ organization })).toBe('viewer');
    expect(roleOf({ organization: null })).toBe('owner');
    expect(roleOf(null)).toBe('owner');
  });

  it('lets only an owner give the owner role, and nobody without the members right give any', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'manager', 'coach', 'viewer', 'player']);
    expect(assignableRoles('manager')).toEqual(['manager', 'coach', 'viewer', 'player']);
    expect(assignableRoles('coach')).toEqual([]);
    expect(assignableRoles('player')).toEqual([]);
  });
});
