import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth.js';
import { getSessionUser, type SessionUser } from './auth.service.js';

export type CurrentUser = (request: FastifyRequest) => Promise<SessionUser | null>;
export type RequireUser = (request: FastifyRequest) => Promise<SessionUser>;

/** The signed-in user of a request, or null. */
export function createCurrentUser(auth: Auth, db: Database, absoluteSeconds: number): CurrentUser {
  return async (request) => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    return getSessionUser(auth, db, headers, absoluteSeconds);
  };
}

/** The signed-in user of a request, or a 401 the web app answers by sending the user to sign in. */
export function createRequireUser(currentUser: CurrentUser): RequireUser {
  return async (request) => {
    const user = await currentUser(request);
    if (!user) throw new AppError(401, 'unauthorized', 'Please log in again');
    return user;
  };
}
