import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { members, organizations, sessions, teamPlayers, teams, users, type Role } from '../../db/schema.js';
import type { Auth } from './auth.js';
import type { CurrentUser } from '../../lib/viewer.js';
import { getSessionUser, membershipColumns, membershipFrom, withMembership } from './auth.service.js';

/**
 * The session token in a signed cookie value as better-auth writes it (better-call's `token.signature`, the
 * signature the base64 HMAC-SHA256 of the token under the auth secret), or null when it is not one of ours.
 */
export function verifiedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** One cookie's value from a Cookie header, URL-decoded; null when absent or not decodable. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The signed-in user of a request, or null. The access plugin calls it once per request, so it is the cost
 * every signed-in request pays: one prepared query (the session and its user by token) after checking the
 * cookie's signature here. A session that has expired or is due for its daily renewal goes through
 * better-auth's own getSession, which deletes or renews it, so better-auth stays the one that changes sessions;
 * a session signed out anywhere is gone from the table, so it is refused at once on every server.
 */
export function createCurrentUser(auth: Auth, db: Database, absoluteSeconds: number): CurrentUser {
  const lookup = db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      organization: users.organization,
      twoFactorEnabled: users.twoFactorEnabled,
      activeOrganizationId: sessions.activeOrganizationId,
      ...membershipColumns,
      organizationName: organizations.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      organizations,
      and(
        eq(organizations.id, sql`coalesce(${sessions.activeOrganizationId}, ${users.id})`),
        sql`${organizations.deletedAt} is null`,
      ),
    )
    .leftJoin(members, and(eq(members.organizationId, organizations.id), eq(members.userId, users.id)))
    .leftJoin(teamPlayers, eq(teamPlayers.id, members.teamPlayerId))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('current_session');

  const throughBetterAuth = (request: FastifyRequest) => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    return getSessionUser(auth, db, headers, absoluteSeconds);
  };

  return async (request) => {
    const context = await auth.$context;
    const signed = cookieValue(request.headers.cookie, context.authCookies.sessionToken.name);
    const token = signed && verifiedToken(signed, context.secret);
    if (!token) return null;
    const [row] = await lookup.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const { expiresIn, updateAge } = context.sessionConfig;
    const dueForRenewal = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (row.expiresAt.getTime() <= now || dueForRenewal) return throughBetterAuth(request);
    if ((now - row.createdAt.getTime()) / 1000 > absoluteSeconds) {
      await db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    const user = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as Role,
      organization: row.organization,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
      sessionId: row.sessionId,
    };
    return withMembership(db, user, row.activeOrganizationId, membershipFrom(row), row.organizationName);
  };
}
