import { can, refusalFor, type MemberRole, type OrganizationAction } from '@courtside/domain';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.js';
import { AppError } from './errors.js';

/**
 * Who a request acts for, as every service takes it: made once per request by the access plugin (`viewerOf`,
 * plugins/access.ts) from the signed-in user and their membership of the session's active organization, and
 * checked by the services on every row they read or change.
 */
export interface Viewer {
  /** The person. */
  id: string;
  /** Their role on the platform (customer, analyst, admin). */
  role: Role;
  /** The organization they act for: the session's active one, or their personal one (whose id is theirs). */
  organizationId: string;
  /** Their role in that organization. */
  memberRole: MemberRole;
  /** A player member's roster entry, and the team whose roster it is: the games a player may read are that team's. */
  teamPlayerId?: string | null;
  playerTeamId?: string | null;
  /** A player member's team lets its players read its games (off: their own page only). */
  playersSeeGames?: boolean;
  /** The teams a coach or viewer member is limited to (null or absent: all of the organization's). */
  teamIds?: string[] | null;
}

/** Every field of a Viewer: a new one must be added here too, or `viewerPart` would drop it. */
const VIEWER_FIELDS = {
  id: true,
  role: true,
  organizationId: true,
  memberRole: true,
  teamPlayerId: true,
  playerTeamId: true,
  playersSeeGames: true,
  teamIds: true,
} satisfies Record<keyof Viewer, true>;

/**
 * The viewer within a signed-in user, every field of it and nothing else: what a request hands on to code that
 * only receives it serialized (the upload server's hooks). A coach's team limit left out would let them upload
 * games for every team.
 */
export function viewerPart(user: Viewer): Viewer {
  const part: Partial<Record<keyof Viewer, unknown>> = {};
  for (const field of Object.keys(VIEWER_FIELDS) as (keyof Viewer)[]) if (user[field] !== undefined) part[field] = user[field];
  return part as Viewer;
}

/** The signed-in user of a request, as the session gives them: the viewer, and what the account pages show. */
export interface SessionUser extends Viewer {
  name: string;
  email: string;
  organization: string | null;
  twoFactorEnabled: boolean;
  sessionId: string;
  /**
   * The organization the session had been acting for when its member was removed from it (their session is
   * back on their personal organization); the request that finds this out is answered 403 `not_a_member`.
   */
  lostOrganization?: string;
}

/** Looks up the signed-in user of a request (modules/auth/current-user.ts makes one). */
export type CurrentUser = (request: FastifyRequest) => Promise<SessionUser | null>;

/** Analysts and admins, who read every customer's games in the workspace and the back office. */
export const isStaff = (viewer: Viewer): boolean => viewer.role === 'analyst' || viewer.role === 'admin';

/** Whether a row of `organizationId` is the viewer's organization's. */
export const inOrganization = (viewer: Viewer, organizationId: string): boolean => viewer.organizationId === organizationId;

/**
 * The teams of their organization a member is limited to, or null for all: a player's is their team; a coach's or
 * viewer's the teams they were limited to; owners and managers see every team. The one rule every read and upload
 * of a team's games asks.
 */
export function teamsLimit(viewer: Viewer): string[] | null {
  if (viewer.memberRole === 'player') return viewer.playerTeamId && viewer.playersSeeGames !== false ? [viewer.playerTeamId] : [];
  if (viewer.memberRole === 'owner' || viewer.memberRole === 'manager') return null;
  return viewer.teamIds && viewer.teamIds.length > 0 ? viewer.teamIds : null;
}

/** Whether a team is one the viewer may see (their organization's is checked by the caller). */
export function seesTeam(viewer: Viewer, teamId: string | null): boolean {
  const limit = teamsLimit(viewer);
  return limit === null || (teamId !== null && limit.includes(teamId));
}

/**
 * Whether the viewer may read a game: our staff any; a member their organization's, where a player reads only the
 * delivered games of the team whose roster names them.
 */
export function mayReadGame(viewer: Viewer, game: GameAccess): boolean {
  return isStaff(viewer) || memberMayReadGame(viewer, game);
}

interface GameAccess {
  organizationId: string;
  teamId: string | null;
  status: string;
}

/** As mayReadGame, for what only the organization reads (its reels): staff are not let in. */
export function memberMayReadGame(viewer: Viewer, game: GameAccess): boolean {
  if (game.organizationId !== viewer.organizationId || !seesTeam(viewer, game.teamId)) return false;
  return viewer.memberRole !== 'player' || game.status === 'completed';
}

/**
 * Whether the viewer may play a game's footage: whoever may read it, and a player their team's delivered game
 * even when the team keeps its games from its players (their own page plays their clips).
 */
export function mayWatchGame(viewer: Viewer, game: GameAccess): boolean {
  if (mayReadGame(viewer, game)) return true;
  return (
    viewer.memberRole === 'player' &&
    game.organizationId === viewer.organizationId &&
    game.status === 'completed' &&
    game.teamId !== null &&
    game.teamId === viewer.playerTeamId
  );
}

/** Refuses, with the roles table's plain sentence (403), a member whose role may not do `action`. */
export function requireCan(viewer: Viewer, action: OrganizationAction): void {
  if (!can(viewer.memberRole, action)) throw new AppError(403, 'forbidden_role', refusalFor(action));
}
