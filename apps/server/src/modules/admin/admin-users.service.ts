import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { creditLedger, games, organizations, purchases, sessions, twoFactors, users, type Role } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.js';
import { changeCredits } from '../credits/credits.service.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import type { SessionUser } from '../../lib/viewer.js';

export const USERS_PAGE_SIZE = 50;
export const LEDGER_ROWS_SHOWN = 50;

/** Which accounts a search lists: the live ones (the default), the deleted ones, or both. */
export const ACCOUNT_FILTERS = ['active', 'deleted', 'all'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export interface UserSearch {
  q?: string | undefined;
  role?: Role | undefined;
  accounts?: AccountFilter | undefined;
  cursor?: string | undefined;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Null for a deleted account: whatever was left on it can no longer be used. */
  gamesRemaining: number | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
  deletedAt: Date | null;
  activeSessions: number;
}

export interface UserDetail {
  user: UserRow & { organization: string | null };
  balance: number;
  gameCount: number;
  purchaseCount: number;
  ledger: {
    id: string;
    delta: number;
    reason: string;
    note: string | null;
    actor: { id: string; name: string | null; email: string | null } | null;
    createdAt: Date;
  }[];
  sessions: { id: string; createdAt: Date; expiresAt: Date; ipAddress: string | null; userAgent: string | null }[];
}

/** `text` as an ILIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** The admin (or user) who made a ledger change, joined by id. */
const actors = alias(users, 'actors');

const userNotFound = () => new AppError(404, 'not_found', 'User not found');
const accountDeleted = () => new AppError(409, 'account_deleted', 'This account was deleted: it can no longer be changed.');

/** Role is stored as text (better-auth's column); anything unknown reads as a customer, as the session does. */
const roleOf = (role: string): Role => (role === 'admin' || role === 'analyst' ? role : 'customer');

/** An admin acting; the service checks the role itself, so no other caller can skip it. */
function requireAdmin(viewer: SessionUser): void {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
}

const activeSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  organization: users.organization,
  gamesRemaining: sql<number>`coalesce(${organizations.gamesRemaining}, 0)`,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  activeSessions,
  cursorCreatedAt: cursorTime(users.createdAt),
};

function toUserRow(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  gamesRemaining: number;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
  deletedAt: Date | null;
  activeSessions: number;
}): UserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.role),
    gamesRemaining: row.deletedAt ? null : row.gamesRemaining,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    createdAt: row.createdAt,
    deletedAt: row.deletedAt,
    activeSessions: row.activeSessions,
  };
}

/**
 * The back office's users: search, one user's account, and the admin's actions on it (role, credits, sessions,
 * two-factor). Every action writes its audit row in the same transaction as its change; a refused action
 * changes nothing.
 */
export function createAdminUsers({ db }: { db: Database }) {
  /**
   * The user's row, locked for the rest of the transaction. Not its key: a credit change of this user's running
   * beside it (a webhook, a returned credit) inserts ledger rows that only need the key to stay, and a key lock
   * here would deadlock with its balance lock.
   */
  async function lockUser(tx: Executor, userId: string) {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!row) throw userNotFound();
    return row;
  }

  async function loadUser(executor: Executor, userId: string) {
    const [row] = await executor
      .select(userColumns)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.id))
      .where(eq(users.id, userId));
    if (!row) throw userNotFound();
    return row;
  }

  const actorOf = (viewer: SessionUser) => ({ id: viewer.id, role: viewer.role });

  return {
    /**
     * Users matching `q` in their e-mail or name (and `role`), newest first, a page at a time; deleted accounts
     * only when asked for (`accounts`).
     */
    async search(viewer: SessionUser, search: UserSearch): Promise<{ users: UserRow[]; nextCursor: string | null }> {
      requireAdmin(viewer);
      const conditions: SQL[] = [];
      const q = search.q?.trim();
      if (q) {
        const pattern = containsPattern(q);
        const match = or(ilike(users.email, pattern), ilike(users.name, pattern));
        if (match) conditions.push(match);
      }
      if (search.role) conditions.push(eq(users.role, search.role));
      const accounts = search.accounts ?? 'active';
      if (accounts === 'active') conditions.push(isNull(users.deletedAt));
      else if (accounts === 'deleted') conditions.push(isNotNull(users.deletedAt));
      if (search.cursor) conditions.push(olderThan(users.createdAt, users.id, decodeCursor(search.cursor, 'text'), 'text'));
      const rows = await db
        .select(userColumns)
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.id))
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(USERS_PAGE_SIZE + 1);
      const page = pageOf(rows, USERS_PAGE_SIZE);
      return { users: page.rows.map(toUserRow), nextCursor: page.nextCursor };
    },

    /** One user's account: balance, recent ledger, counts and signed-in sessions. */
    async get(viewer: SessionUser, userId: string): Promise<UserDetail> {
      requireAdmin(viewer);
      const user = await loadUser(db, userId);
      const [ledger, [gameCount], [purchaseCount], activeSessionRows] = await Promise.all([
        db
          .select({
            id: creditLedger.id,
            delta: creditLedger.delta,
            reason: creditLedger.reason,
            note: creditLedger.note,
            actorId: creditLedger.actorId,
            actorName: actors.name,
            actorEmail: actors.email,
            createdAt: creditLedger.createdAt,
          })
          .from(creditLedger)
          .leftJoin(actors, eq(actors.id, creditLedger.actorId))
          .where(eq(creditLedger.organizationId, userId))
          .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
          .limit(LEDGER_ROWS_SHOWN),
        db.select({ n: count() }).from(games).where(eq(games.organizationId, userId)),
        db.select({ n: count() }).from(purchases).where(eq(purchases.organizationId, userId)),
        db
          .select({
            id: sessions.id,
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
          .orderBy(desc(sessions.createdAt)),
      ]);
      return {
        user: { ...toUserRow(user), organization: user.organization },
        balance: user.gamesRemaining,
        gameCount: gameCount?.n ?? 0,
        purchaseCount: purchaseCount?.n ?? 0,
        ledger: ledger.map((row) => ({
          id: row.id,
          delta: row.delta,
          reason: row.reason,
          note: row.note,
          actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
          createdAt: row.createdAt,
        })),
        sessions: activeSessionRows,
      };
    },

    /**
     * Gives a user a role. An admin cannot change their own: that way the last admin can never demote
     * themselves and lock everyone out of the back office.
     */
    async changeRole(viewer: SessionUser, userId: string, role: Role): Promise<UserRow> {
      requireAdmin(viewer);
      if (userId === viewer.id) {
        throw new AppError(
          409,
          'own_role',
          'You cannot change your own role. Ask another admin, so the back office always keeps an admin.',
        );
      }
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.deletedAt) throw accountDeleted();
        const from = roleOf(user.role);
        if (from === role) return;
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
        await recordAudit(tx, {
          actor: actorOf(viewer),
          action: 'user.role_changed',
          targetType: 'user',
          targetId: userId,
          details: { from, to: role },
        });
      });
      return toUserRow(await loadUser(db, userId));
    },

    /**
     * Adds or takes games, with the admin's reason on the ledger row and in the audit row. A change that would
     * take the balance below zero changes nothing.
     */
    async adjustCredits(viewer: SessionUser, userId: string, delta: number, reason: string): Promise<{ balance: number }> {
      requireAdmin(viewer);
      const note = reason.trim();
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.deletedAt) throw accountDeleted();
        const [profile] = await tx
          .select({ games: organizations.gamesRemaining })
          .from(organizations)
          .where(eq(organizations.id, userId))
          .for('update');
        const games = profile?.games ?? 0;
        if (games + delta < 0) {
          throw new AppError(
            409,
            'below_zero',
            `This would take the balance below zero: the customer has ${plural(games, 'game')}.`,
            { fields: { delta: `At most ${String(games)} can be taken.` } },
          );
        }
        const balance = await changeCredits(tx, {
          organizationId: userId,
          delta,
          reason: 'admin_adjustment',
          actorId: viewer.id,
          note,
        });
        await recordAudit(tx, {
          actor: actorOf(viewer),
          action: 'user.credits_adjusted',
          targetType: 'user',
          targetId: userId,
          details: { delta, reason: note, balanceAfter: balance },
        });
        return { balance };
      });
    },

    /** Ends every session of the user: each of their browsers is signed out at its next request. */
    async revokeSessions(viewer: SessionUser, userId: string): Promise<{ revoked: number }> {
      requireAdmin(viewer);
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
        await recordAudit(tx, {
          actor: actorOf(viewer),
          action: 'user.sessions_revoked',
          targetType: 'user',
          targetId: userId,
          details: { count: deleted.length },
        });
        return { revoked: deleted.length };
      });
    },

    /**
     * Turns two-factor authentication off for a user who lost their authenticator: their secret and backup
     * codes are deleted, and they sign in with their password alone until they turn it on again.
     */
    async resetTwoFactor(viewer: SessionUser, userId: string): Promise<UserRow> {
      requireAdmin(viewer);
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.deletedAt) throw accountDeleted();
        const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
        const wasEnabled = user.twoFactorEnabled ?? false;
        if (!wasEnabled && removed.length === 0) {
          throw new AppError(409, 'two_factor_off', 'Two-factor authentication is not on for this account.');
        }
        await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
        await recordAudit(tx, {
          actor: actorOf(viewer),
          action: 'user.two_factor_reset',
          targetType: 'user',
          targetId: userId,
          details: { wasEnabled },
        });
      });
      return toUserRow(await loadUser(db, userId));
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
