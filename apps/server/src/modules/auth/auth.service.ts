import type { MemberRole, OrganizationKind } from '@courtside/domain';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members, organizations, sessions, teamPlayers, teams, users, type Role } from '../../db/schema.js';
import type { Auth } from './auth.js';
import type { SessionUser } from '../../lib/viewer.js';

/**
 * The signed-in user of a request, or null. A session older than the absolute lifetime is ended here,
 * however recently it was used.
 */
export async function getSessionUser(
  auth: Auth,
  db: Database,
  headers: Headers,
  absoluteSeconds: number,
): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
  if (ageSeconds > absoluteSeconds) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    return null;
  }
  const user = found.user as typeof found.user & { role?: string; organization?: string | null; twoFactorEnabled?: boolean };
  const active = (found.session as typeof found.session & { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  const { membership, organizationName } = await membershipIn(db, user.id, active ?? user.id);
  return withMembership(
    db,
    {
      id: user.id,
      name: user.name,
      email: user.email,
      role: (user.role ?? 'customer') as Role,
      organization: user.organization ?? null,
      twoFactorEnabled: user.twoFactorEnabled ?? false,
      sessionId: found.session.id,
    },
    active,
    membership,
    organizationName,
  );
}

/** A person's membership of an organization (null: they are not a member, or it was deleted), and its name. */
async function membershipIn(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<{ membership: Membership | null; organizationName: string | null }> {
  const [row] = await db
    .select({ ...membershipColumns, name: organizations.name })
    .from(organizations)
    .leftJoin(members, and(eq(members.organizationId, organizations.id), eq(members.userId, userId)))
    .leftJoin(teamPlayers, eq(teamPlayers.id, members.teamPlayerId))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  return { membership: row ? membershipFrom(row) : null, organizationName: row?.name ?? null };
}

/**
 * What a membership's row gives a session, as both session lookups select it: joined to the organization
 * (`members`, left), the player's roster entry (`team_players`, left) and its team (`teams`, left).
 */
export const membershipColumns = {
  memberId: members.id,
  memberRole: members.role,
  teamPlayerId: members.teamPlayerId,
  playerTeamId: teamPlayers.teamId,
  teamIds: members.teamIds,
  playersSeeGames: teams.playersSeeGames,
  lastActiveAt: members.lastActiveAt,
};

/** The membership in a row selected with membershipColumns; null when the person is no member. */
export function membershipFrom(row: {
  memberId: string | null;
  memberRole: MemberRole | null;
  teamPlayerId: string | null;
  playerTeamId: string | null;
  teamIds: string[] | null;
  playersSeeGames: boolean | null;
  lastActiveAt: Date | null;
}): Membership | null {
  if (!row.memberId || !row.memberRole) return null;
  return {
    memberId: row.memberId,
    role: row.memberRole,
    teamPlayerId: row.teamPlayerId,
    playerTeamId: row.playerTeamId,
    teamIds: row.teamIds,
    playersSeeGames: row.playersSeeGames ?? true,
    lastActiveAt: row.lastActiveAt,
  };
}

/**
 * The organization a new session acts for: the one the person last worked in (their membership's last activity, or
 * when they joined it if they have not worked there yet), their own when they have no other. Written into the session once, so later requests pay nothing for it.
 */
async function lastUsedOrganization(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: members.organizationId })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.userId, userId), isNull(organizations.deletedAt)))
    .orderBy(sql`coalesce(${members.lastActiveAt}, ${members.createdAt}) desc`, desc(members.createdAt))
    .limit(1);
  return row?.id ?? userId;
}

/** A person's membership of the organization their session acts for. */
export interface Membership {
  memberId: string;
  role: MemberRole;
  teamPlayerId: string | null;
  /** The team whose roster holds a player member's entry. */
  playerTeamId: string | null;
  /** The teams a coach or viewer is limited to (null: all). */
  teamIds: string[] | null;
  /** A player's team lets its players read its games. */
  playersSeeGames: boolean;
  lastActiveAt: Date | null;
}

/** How often a member's "last active" is written: at most once an hour of use. */
const LAST_ACTIVE_MS = 60 * 60 * 1000;

/**
 * The viewer of a session: the person, acting for the session's active organization as the member they are. A
 * session whose active organization no longer has them as a member (removed, or the organization deleted) is
 * moved back to their personal organization, and says which it lost so that request is refused once.
 */
export async function withMembership(
  db: Database,
  user: Omit<SessionUser, 'organizationId' | 'memberRole' | 'teamPlayerId' | 'playerTeamId' | 'teamIds' | 'playersSeeGames'>,
  activeOrganizationId: string | null,
  membership: Membership | null,
  organizationName: string | null,
): Promise<SessionUser> {
  if (activeOrganizationId === null) {
    // A new session (or one whose organization went away): it acts for where the person last worked.
    const chosen = await lastUsedOrganization(db, user.id);
    await db.update(sessions).set({ activeOrganizationId: chosen }).where(eq(sessions.id, user.sessionId));
    if (chosen !== user.id) {
      const found = await membershipIn(db, user.id, chosen);
      if (found.membership) return withMembership(db, user, chosen, found.membership, found.organizationName);
    }
    activeOrganizationId = chosen;
  }
  if (!membership) {
    if (activeOrganizationId)
      await db.update(sessions).set({ activeOrganizationId: null }).where(eq(sessions.id, user.sessionId));
    const [own] = await db
      .select({ role: members.role })
      .from(members)
      .where(and(eq(members.organizationId, user.id), eq(members.userId, user.id)));
    return {
      ...user,
      organizationId: user.id,
      memberRole: own?.role ?? 'viewer',
      teamPlayerId: null,
      playerTeamId: null,
      teamIds: null,
      playersSeeGames: true,
      ...(activeOrganizationId && activeOrganizationId !== user.id
        ? { lostOrganization: organizationName ?? 'the organization' }
        : {}),
    };
  }
  const now = Date.now();
  if (!membership.lastActiveAt || now - membership.lastActiveAt.getTime() > LAST_ACTIVE_MS)
    await db
      .update(members)
      .set({ lastActiveAt: new Date(now) })
      .where(
        and(
          eq(members.id, membership.memberId),
          or(isNull(members.lastActiveAt), lt(members.lastActiveAt, new Date(now - LAST_ACTIVE_MS))),
        ),
      );
  return {
    ...user,
    organizationId: activeOrganizationId,
    memberRole: membership.role,
    teamPlayerId: membership.teamPlayerId,
    playerTeamId: membership.playerTeamId,
    teamIds: membership.teamIds,
    playersSeeGames: membership.playersSeeGames,
  };
}

export interface Me {
  user: { id: string; name: string; email: string; role: Role; twoFactorEnabled: boolean };
  /** The active organization's balance (`gamesRemaining`); `organization` is the free text from sign-up. */
  profile: { gamesRemaining: number; organization: string | null } | null;
  /** The organization the session acts for, and the person's role in it. */
  activeOrganization: {
    id: string;
    name: string;
    kind: OrganizationKind;
    role: MemberRole;
    personal: boolean;
    memberId: string | null;
  };
  /** How many organizations the person belongs to (the header's switcher shows when more than one). */
  organizationCount: number;
}

/** What the web app knows of the signed-in user: who they are, their role, their organization and its balance. */
export async function getMe(db: Database, sessionUser: SessionUser): Promise<Me> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, sessionUser.organizationId));
  const [membership] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, sessionUser.organizationId), eq(members.userId, sessionUser.id)));
  const [memberships] = await db
    .select({ n: count() })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.userId, sessionUser.id), isNull(organizations.deletedAt)));
  return {
    user: {
      id: sessionUser.id,
      name: sessionUser.name,
      email: sessionUser.email,
      role: sessionUser.role,
      twoFactorEnabled: sessionUser.twoFactorEnabled,
    },
    profile: organization ? { gamesRemaining: organization.gamesRemaining, organization: sessionUser.organization } : null,
    activeOrganization: {
      id: sessionUser.organizationId,
      name: organization?.name ?? sessionUser.name,
      kind: organization?.kind ?? 'personal',
      role: sessionUser.memberRole,
      personal: sessionUser.organizationId === sessionUser.id,
      /** Their own membership: what "Leave organization" removes. */
      memberId: membership?.id ?? null,
    },
    organizationCount: memberships?.n ?? 1,
  };
}

/** Grants a role (`npm run user:role`); answers false when no user has this e-mail. */
export async function setUserRole(db: Database, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
