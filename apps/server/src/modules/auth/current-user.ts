import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Auth } from './auth.js';
import { getSessionUser, type SessionUser } from './auth.service.js';

export type CurrentUser = (request: FastifyRequest) => Promise<SessionUser | null>;

/** The signed-in user of a request, or null. The access plugin calls it once per request. */
export function createCurrentUser(auth: Auth, db: Database, absoluteSeconds: number): CurrentUser {
  return async (request) => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    return getSessionUser(auth, db, headers, absoluteSeconds);
  };
}
