import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles, sessions, users, type Role } from '../../db/schema.js';
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
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: (user.role ?? 'customer') as Role,
    organization: user.organization ?? null,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    sessionId: found.session.id,
  };
}

export interface Me {
  user: { id: string; name: string; email: string; role: Role; twoFactorEnabled: boolean };
  profile: { gamesRemaining: number; organization: string | null } | null;
}

/** What the web app knows of the signed-in user: who they are, their role and their balance. */
export async function getMe(db: Database, sessionUser: SessionUser): Promise<Me> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, sessionUser.id));
  return {
    user: {
      id: sessionUser.id,
      name: sessionUser.name,
      email: sessionUser.email,
      role: sessionUser.role,
      twoFactorEnabled: sessionUser.twoFactorEnabled,
    },
    profile: profile ? { gamesRemaining: profile.gamesRemaining, organization: sessionUser.organization } : null,
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
