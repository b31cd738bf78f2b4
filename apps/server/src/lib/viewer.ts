import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.js';

/**
 * Who a request acts for, as every service takes it: made once per request by the access plugin (`viewerOf`,
 * plugins/access.ts) from the signed-in user, and checked by the services on every row they read or change.
 */
export interface Viewer {
  id: string;
  role: Role;
}

/** The signed-in user of a request, as the session gives them: the viewer, and what the account pages show. */
export interface SessionUser extends Viewer {
  name: string;
  email: string;
  organization: string | null;
  twoFactorEnabled: boolean;
  sessionId: string;
}

/** Looks up the signed-in user of a request (modules/auth/current-user.ts makes one). */
export type CurrentUser = (request: FastifyRequest) => Promise<SessionUser | null>;
