import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { teamsQuery } from '../teams/teams-api';
import { InviteForm, RosterEntryFields } from './invite-form';
import { memberTeamsText, teamIdsToSend } from './member-teams';
import { LAST_OWNER_HINT, MembersTable, memberControls } from './members-table';
import { invitationBody, invitationProblems } from './organization-forms';
import type { Member } from './organizations-api';
import { PendingInvitations } from './pending-invitations';
import { TIGERS, clientWith, meAs, member, render, text } from './organization-test-data';

const OWNER = member({ id: 'ann', name: 'Ann Owner', role: 'owner', lastActiveAt: '2024-02-01T12:00:00.000Z' });
const MANAGER = member({ id: 'max', name: 'Max Manager', role: 'manager', you: true });
const COACH = member({ id: 'cal', name: 'Cal Coach', role: 'coach' });

const U14 = {
  id: 'team-u14',
  name: 'U14',
  shortName: 'U14',
  color: '#c2410c',
  secondaryColor: null,
  seasonLabel: null,
  playersSeeGames: true,
  logoUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};
const U16 = { ...U14, id: 'team-u16', name: 'U16', shortName: 'U16' };

const table = (members: Member[], viewerRole: Member['role'], teams = [U14, U16]) =>
  render(
    createElement(MembersTable, {
      members,
      viewerRole,
      teams,
      busyMemberId: null,
      onRoleChange: vi.fn(),
      onTeamsSave: vi.fn(),
      onRemove: vi.fn(),
    }),
  );

/** Each row of `html`: its controls, `(disabled)` after a disabled one, and the options of its role select. */
function rows(html: string) {
  return [...html.matchAll(/<tr class="[^"]*" data-testid="member-row">(.*?)<\/tr>/g)].map(([, row = '']) => {
    const select = /<select([^>]*)>(.*?)<\/select>/.exec(row);
    const remove = /<button([^>]*)>(Remove.*?)<\/button>/.exec(row);
    const teams = /data-label="Teams"[^>]*>(.*?)<\/td>/.exec(row)?.[1] ?? '';
    return {
      name: text(/<th[^>]*>(.*?)<\/th>/.exec(row)?.[1] ?? ''),
      roles: [...(select?.[2] ?? '').matchAll(/<option value="(\w+)"/g)].map(([, role]) => role),
      roleDisabled: select?.[1]?.includes('disabled=""') ?? null,
      remove: remove ? (remove[1]?.includes('disabled=""') ? 'disabled' : 'enabled') : 'none',
      hint: row.includes(LAST_OWNER_HINT),
      teams: text(teams.replace(/<button.*<\/button>/, '')),
      teamsControl: teams.includes('aria-expanded'),
    };
  });
}

describe('the members table', () => {
  it("keeps the last owner's role and membership: its controls are disabled, with the reason beside them", () => {
    const [owner, manager] = rows(table([OWNER, MANAGER, COACH], 'owner'));
    expect(owner).toMatchObject({ name: 'Ann Owner', roleDisabled: true, remove: 'disabled', hint: true });
    expect(manager).toMatchObject({ roleDisabled: false, remove: 'none', hint: false });
    // A second owner frees the first.
    const second = member({ id: 'bea', role: 'owner' });
    expect(rows(table([OWNER, second, COACH], 'owner'))[0]).toMatchObject({ roleDisabled: false, remove: 'enabled' });
  });

  it('offers the owner role to owners only, and leaves owners alone for a manager', () => {
    const asOwner = rows(table([OWNER, member({ id: 'bea', role: 'owner' }), COACH], 'owner'));
    expect(asOwner[2]?.roles).toEqual(['owner', 'manager', 'coach', 'viewer', 'player']);
    const asManager = rows(table([OWNER, member({ id: 'bea', role: 'owner' }), MANAGER, COACH], 'manager'));
    expect(asManager[3]).toMatchObject({
      roles: ['manager', 'coach', 'viewer', 'player'],
      roleDisabled: false,
      remove: 'enabled',
    });
    // An owner's row still shows its role, but a manager cannot change or remove it.
    expect(asManager[1]).toMatchObject({
      roles: ['owner', 'manager', 'coach', 'viewer', 'player'],
      roleDisabled: true,
      remove: 'disabled',
    });
    expect(memberControls(OWNER, 'manager', 2).hint).toBe('Only an owner can change another owner.');
  });

  it('shows the e-mail, the dates, "Never" for a member never seen, and "(you)" with no "Remove" on your own row', () => {
    const html = text(table([OWNER, MANAGER], 'owner'));
    expect(html).toContain('ann@example.com');
    expect(html).toMatch(/Jan [45], 2024/);
    expect(html).toMatch(/Feb [12], 2024/);
    expect(html).toContain('Never');
    expect(html).toContain('Max Manager (you)');
    expect(rows(table([OWNER, MANAGER], 'owner'))[1]?.remove).toBe('none');
  });

  it('has no fixed width on a phone: each row is a card, and only from the small breakpoint is the table wide', () => {
    const html = table([OWNER, MANAGER, COACH], 'owner');
    const widths = [...html.matchAll(/(?:^|[\s"])([\w:-]*(?:min-w|max-w|w)-\[[^\]]+\])/g)].map(([, width]) => width);
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toMatch(/^sm:/);
    expect(html).toContain('sm:whitespace-nowrap');
    expect(html).not.toMatch(/[\s"]whitespace-nowrap|style="/);
    expect(html).toContain('sm:overflow-x-auto');
    expect(rows(html)).toHaveLength(3);
    expect(html.match(/max-sm:grid /g)).toHaveLength(3);
    // Long addresses break rather than widen the card.
    expect(html).toContain('[overflow-wrap:anywhere]');
  });
});

describe('the teams a member sees', () => {
  const PLAYER = member({
    id: 'pia',
    name: 'Pia Player',
    role: 'player',
    playerName: '#7 Pia Player',
    playerTeam: 'U14',
  });

  it('reads "All teams" for owners, managers and an unlimited coach; the names for a limited one; a player their roster entry', () => {
    const limited = member({ id: 'vic', name: 'Vic Viewer', role: 'viewer', teamIds: ['team-u16', 'team-u14'] });
    const shown = rows(table([OWNER, MANAGER, COACH, limited, PLAYER], 'owner'));
    expect(shown.map((row) => row.teams)).toEqual(['All teams', 'All teams', 'All teams', 'U14, U16', '#7 Pia Player, U14']);
    expect(memberTeamsText({ role: 'coach', teamIds: [], playerName: null, playerTeam: null }, [U14])).toBe('All teams');
    // A roster entry whose team the server does not know: the fallback.
    expect(memberTeamsText({ role: 'player', teamIds: null, playerName: '#7 Pia Player', playerTeam: null }, [U14])).toBe(
      'Their roster’s team, as #7 Pia Player',
    );
  });

  it('offers the control for coaches and viewers only, to whoever manages the members, and only once there are teams', () => {
    const viewer = member({ id: 'vic', role: 'viewer' });
    expect(rows(table([OWNER, MANAGER, COACH, viewer, PLAYER], 'owner')).map((row) => row.teamsControl)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(rows(table([OWNER, COACH], 'manager')).map((row) => row.teamsControl)).toEqual([false, true]);
    expect(rows(table([OWNER, COACH], 'owner', [])).map((row) => row.teamsControl)).toEqual([false, false]);
  });

  it('sends the teams checked, or null (every team) when none is', () => {
    expect(teamIdsToSend(['team-u14'])).toEqual(['team-u14']);
    expect(teamIdsToSend([])).toBeNull();
  });
});

describe('pending invitations', () => {
  it('says so when there are none', () => {
    const html = render(
      createElement(PendingInvitations, {
        invitations: [],
        viewerRole: 'manager',
        busyInvitationId: null,
        onResend: vi.fn(),
        onRevoke: vi.fn(),
      }),
    );
    expect(text(html)).toBe('No pending invitations.');
  });

  it('lists each with its role, the player it names, its expiry, "Resend" and "Revoke"', () => {
    const html = render(
      createElement(PendingInvitations, {
        invitations: [
          {
            id: 'i1',
            email: 'pat@example.com',
            role: 'player',
            expiresAt: '2024-01-12T12:00:00.000Z',
            expired: false,
            invitedBy: 'Ann',
            playerName: '#7 Pat Cole',
          },
        ],
        viewerRole: 'manager',
        busyInvitationId: null,
        onResend: vi.fn(),
        onRevoke: vi.fn(),
      }),
    );
    expect(text(html)).toMatch(
      /pat@example\.comPlayer \(#7 Pat Cole\)Jan 1[12], 2024Resend to pat@example\.comRevoke for pat@example\.com/,
    );
    const expired = render(
      createElement(PendingInvitations, {
        invitations: [
          {
            id: 'i2',
            email: 'kim@example.com',
            role: 'viewer',
            expiresAt: '2024-01-12T12:00:00.000Z',
            expired: true,
            invitedBy: null,
            playerName: null,
          },
        ],
        viewerRole: 'owner',
        busyInvitationId: null,
        onResend: vi.fn(),
        onRevoke: vi.fn(),
      }),
    );
    expect(text(expired)).toMatch(/ViewerExpired Jan 1[12], 2024Resend/);
  });

  it("offers an owner's invitation's Resend and Revoke to owners only, and says why to a manager", () => {
    const ownerInvitation = {
      id: 'i3',
      email: 'co-owner@example.com',
      role: 'owner' as const,
      expiresAt: '2024-01-12T12:00:00.000Z',
      expired: false,
      invitedBy: 'Ann',
      playerName: null,
    };
    const shown = (viewerRole: 'owner' | 'manager') =>
      text(
        render(
          createElement(PendingInvitations, {
            invitations: [ownerInvitation],
            viewerRole,
            busyInvitationId: null,
            onResend: vi.fn(),
            onRevoke: vi.fn(),
          }),
        ),
      );
    expect(shown('owner')).toMatch(/Resend to co-owner@example\.comRevoke for co-owner@example\.com$/);
    expect(shown('manager')).toMatch(/Only an owner can resend or revoke an owner's invitation\.$/);
    expect(shown('manager')).not.toMatch(/Resend|Revoke for/);
  });
});

describe('the invitation form', () => {
  it('asks a player for their roster entry, and sends it only for a player', () => {
    expect(invitationProblems({ email: 'pat@example.com', role: 'player', teamPlayerId: '' })).toEqual({
      teamPlayerId: "Choose the player's roster entry.",
    });
    expect(invitationProblems({ email: 'pat@example.com', role: 'player', teamPlayerId: 'p7' })).toEqual({});
    expect(invitationProblems({ email: 'pat@', role: 'coach', teamPlayerId: '' })).toEqual({ email: 'Invalid email address' });
    expect(invitationBody({ email: ' pat@example.com ', role: 'player', teamPlayerId: 'p7' })).toEqual({
      email: 'pat@example.com',
      role: 'player',
      teamPlayerId: 'p7',
    });
    expect(invitationBody({ email: 'pat@example.com', role: 'coach', teamPlayerId: 'p7' })).toEqual({
      email: 'pat@example.com',
      role: 'coach',
    });
  });

  it("chooses the roster entry from the organization's teams, then that team's active players", () => {
    const client = clientWith(meAs('owner'));
    const team = { ...U14, id: 't1', name: 'Tigers U14', shortName: 'TIG' };
    client.setQueryData(teamsQuery.queryKey, [team]);
    const fields = (teamId: string) =>
      render(
        createElement(RosterEntryFields, { teamId, teamPlayerId: '', error: undefined, onTeam: vi.fn(), onPlayer: vi.fn() }),
        client,
      );
    expect(fields('')).toMatch(/<option value="t1">Tigers U14<\/option>/);
    expect(fields('')).toMatch(/<select[^>]*disabled=""[^>]*><option value=""[^>]*>Choose a team first<\/option><\/select>/);

    client.setQueryData(['teams', 't1'], {
      ...team,
      players: [
        { id: 'p7', number: '7', name: 'Pat Cole', position: null, archived: false },
        { id: 'p9', number: '9', name: 'Left Last Year', position: null, archived: true },
      ],
    });
    const html = fields('t1');
    expect(html).toContain('<option value="p7">#7 Pat Cole</option>');
    expect(html).not.toContain('Left Last Year');
  });

  it('offers a manager every role but owner', () => {
    const html = render(
      createElement(InviteForm, { organizationId: TIGERS.id, viewerRole: 'manager' }),
      clientWith(meAs('manager')),
    );
    const roles = [...html.matchAll(/<option value="(\w+)"/g)].map(([, role]) => role);
    expect(roles).toEqual(['manager', 'coach', 'viewer', 'player']);
  });
});
