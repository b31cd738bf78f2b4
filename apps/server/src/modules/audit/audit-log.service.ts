import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import type { AuditAction, AuditTarget } from './audit.js';
import type { SessionUser } from '../../lib/viewer.js';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  actorId?: string | undefined;
  /** The actor's e-mail, for an admin who knows who but not their id. */
  actorEmail?: string | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTarget | undefined;
  targetId?: string | undefined;
  /** From this instant on (inclusive). */
  from?: Date | undefined;
  /** Before this instant (exclusive). */
  to?: Date | undefined;
  cursor?: string | undefined;
}

export interface AuditEntryView {
  id: string;
  /** null: the system (a scheduled job). */
  actor: { id: string; role: string | null; name: string | null; email: string | null } | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The audit log as the back office reads it: filtered, newest first, a page at a time. */
export function createAuditLog({ db }: { db: Database }) {
  return {
    async list(viewer: SessionUser, filter: AuditFilter): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
      if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
      const conditions: SQL[] = [];
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.actorEmail) {
        conditions.push(
          sql`${auditLog.actorId} in (select ${users.id} from ${users} where lower(${users.email}) = ${filter.actorEmail.trim().toLowerCase()})`,
        );
      }
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId.trim()));
      if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
      if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
      if (filter.cursor) conditions.push(olderThan(auditLog.createdAt, auditLog.id, decodeCursor(filter.cursor, 'uuid'), 'uuid'));

      const rows = await db
        .select({
          id: auditLog.id,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          actorName: users.name,
          actorEmail: users.email,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          cursorCreatedAt: cursorTime(auditLog.createdAt),
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...conditions))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      const page = pageOf(rows, AUDIT_PAGE_SIZE);
      return {
        entries: page.rows.map((row) => ({
          id: row.id,
          actor: row.actorId ? { id: row.actorId, role: row.actorRole, name: row.actorName, email: row.actorEmail } : null,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details,
          createdAt: row.createdAt,
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
