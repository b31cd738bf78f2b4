/**
 * Who a customer is (DESIGN.md §4, "Organizations"): an organization of members, each with one role. What a role
 * may do is decided here and nowhere else; the server's services ask `can` on every row they read or change.
 */

export const ORGANIZATION_KINDS = ['personal', 'team', 'club', 'league'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
/** The kinds a person may create (a personal organization is made with the account). */
export const CREATABLE_KINDS = ['team', 'club', 'league'] as const satisfies readonly OrganizationKind[];
export type CreatableKind = (typeof CREATABLE_KINDS)[number];

export const MEMBER_ROLES = ['owner', 'manager', 'coach', 'viewer', 'player'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  coach: 'Coach',
  viewer: 'Viewer',
  player: 'Player',
};

export const KIND_LABELS: Record<OrganizationKind, string> = {
  personal: 'Personal',
  team: 'Team',
  club: 'Club',
  league: 'League',
};

/** An organization holds at most this many members (pending invitations count toward it). */
export const MAX_MEMBERS = 200;
export const INVITATION_DAYS = 7;
/** An invitation may be sent again at most this many times in 24 hours. */
export const INVITATION_RESENDS_PER_DAY = 3;
export const ORGANIZATION_NAME_MAX = 80;

/**
 * What a member may do, by the roles table:
 * - `billing`: buy credits, see purchases and refunds, delete the organization;
 * - `members`: invite, remove, change roles;
 * - `manage`: upload and cancel games, teams and rosters, guarantee requests, share links;
 * - `reels`: request reels; `playReports`: report a mistake on a play;
 * - `read`: every delivered game, season and clip of the organization (a player reads only their teams');
 * - `competitions`: run a league's or club's competitions (teams, fixtures, results).
 */
export type OrganizationAction = 'billing' | 'members' | 'manage' | 'reels' | 'playReports' | 'read' | 'competitions';

const ALLOWED: Record<OrganizationAction, readonly MemberRole[]> = {
  billing: ['owner'],
  members: ['owner', 'manager'],
  manage: ['owner', 'manager', 'coach'],
  reels: ['owner', 'manager', 'coach', 'viewer'],
  playReports: ['owner', 'manager', 'coach'],
  read: ['owner', 'manager', 'coach', 'viewer'],
  competitions: ['owner', 'manager'],
};

export function can(role: MemberRole, action: OrganizationAction): boolean {
  return ALLOWED[action].includes(role);
}

/** The plain sentence a member hears when their role may not do something. */
export function refusalFor(action: OrganizationAction): string {
  switch (action) {
    case 'billing':
      return "Only the organization's owners can buy credits or see its purchases.";
    case 'members':
      return "Only the organization's owners and managers can manage its members.";
    case 'manage':
      return 'Your role in this organization can view games but not change them. Ask an owner or manager.';
    case 'reels':
      return 'Your role in this organization cannot make reels.';
    case 'playReports':
      return 'Your role in this organization cannot report plays. Ask a coach.';
    case 'read':
      return 'Your role in this organization cannot see this.';
    case 'competitions':
      return "Only the organization's owners and managers can run its competitions.";
  }
}

export interface MemberChange {
  actor: { role: MemberRole; memberId: string };
  target: { role: MemberRole; memberId: string };
  /** How many owners the organization has now. */
  owners: number;
}

/**
 * Why a member may not remove `target` (themself: leave), or null when they may. Anyone may leave; owners and
 * managers may remove others, managers never an owner; nobody removes the last owner, nor may they leave.
 */
export function removalRefusal({ actor, target, owners }: MemberChange): string | null {
  const self = actor.memberId === target.memberId;
  if (target.role === 'owner' && owners <= 1)
    return self
      ? 'You are the last owner. Make another member an owner, or delete the organization, before you leave.'
      : 'The last owner cannot be removed.';
  if (self) return null;
  if (!can(actor.role, 'members')) return refusalFor('members');
  if (target.role === 'owner' && actor.role !== 'owner') return 'Only an owner can remove another owner.';
  return null;
}

/** Why `actor` may not give `target` the role `next`, or null when they may. */
export function roleChangeRefusal(change: MemberChange, next: MemberRole): string | null {
  const { actor, target, owners } = change;
  if (!can(actor.role, 'members')) return refusalFor('members');
  if (target.role === next) return null;
  if (target.role === 'owner' && owners <= 1)
    return 'The last owner cannot be given another role. Make another member an owner first.';
  if ((target.role === 'owner' || next === 'owner') && actor.role !== 'owner')
    return 'Only an owner can make or unmake an owner.';
  return null;
}

/**
 * Why `actor` may not resend or revoke a pending invitation as `role`, or null: an owner's invitation is the
 * owners' to manage, as only they may send one.
 */
export function invitationChangeRefusal(actor: MemberRole, role: MemberRole): string | null {
  if (!can(actor, 'members')) return refusalFor('members');
  if (role === 'owner' && actor !== 'owner') return "Only an owner can resend or revoke an owner's invitation.";
  return null;
}

/** Why `actor` may not invite someone as `role`, or null. A player's invitation names their roster entry. */
export function invitationRefusal(actor: MemberRole, role: MemberRole, hasRosterEntry: boolean): string | null {
  if (!can(actor, 'members')) return refusalFor('members');
  if (role === 'owner' && actor !== 'owner') return 'Only an owner can invite another owner.';
  if (role === 'player' && !hasRosterEntry) return "Choose the player's roster entry.";
  if (role !== 'player' && hasRosterEntry) return 'Only a player is invited as a roster entry.';
  return null;
}
