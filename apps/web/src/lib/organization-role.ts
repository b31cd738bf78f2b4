import { MEMBER_ROLES, can as memberMay, type MemberRole, type OrganizationAction } from '@courtside/domain';

/** What the web app shows or hides by the member's role in the active organization. */
export type RoleAction = 'billing' | 'members' | 'upload' | 'reels' | 'playReports' | 'competitions';

// The roles table is the domain's (packages/domain/src/organizations.ts), which the server's services check too;
// uploading is one of the things its `manage` covers.
const DOMAIN_ACTION: Record<RoleAction, OrganizationAction> = {
  billing: 'billing',
  members: 'members',
  upload: 'manage',
  reels: 'reels',
  playReports: 'playReports',
  competitions: 'competitions',
};

/**
 * Whether a member with `role` may do `action`. Only what the page offers follows from it: the server checks every
 * request itself, and answers 403 to anything this would have hidden.
 */
export function can(role: MemberRole, action: RoleAction): boolean {
  return memberMay(role, DOMAIN_ACTION[action]);
}

/**
 * The role the session acts with. A session without an organization (a server from before organizations) is its
 * own owner, as every account was then.
 */
export function roleOf(me: { organization: { role: MemberRole } | null } | null | undefined): MemberRole {
  return me?.organization?.role ?? 'owner';
}

/** The roles a member with `role` may give or invite with: an owner's only by an owner; none without `members`. */
export function assignableRoles(role: MemberRole): MemberRole[] {
  if (!can(role, 'members')) return [];
  return MEMBER_ROLES.filter((candidate) => role === 'owner' || candidate !== 'owner');
}
