import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Role } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth.js';
import { getSessionUser, type SessionUser } from './auth.service.js';

export type CurrentUser = (request: FastifyRequest) => Promise<SessionUser | null>;

/** The signed-in user of a request, or null. */
export function createCurrentUser(auth: Auth, db: Database, absoluteSeconds: number): CurrentUser {
  return async (request) => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    return getSessionUser(auth, db, headers, absoluteSeconds);
  };
}

/** The signed-in user, or a 401 the web app answers by asking the user to sign in again. */
export async function requireUser(currentUser: CurrentUser, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError(401, 'unauthorized', 'Please log in again');
  return user;
}

/** The signed-in user if they hold one of `roles`; otherwise 401 (signed out) or 403. */
export async function requireRole(
  currentUser: CurrentUser,
  request: FastifyRequest,
  roles: readonly Role[],
): Promise<SessionUser> {
  const user = await requireUser(currentUser, request);
  if (!roles.includes(user.role)) throw new AppError(403, 'forbidden', 'You do not have access to this');
  return user;
}
