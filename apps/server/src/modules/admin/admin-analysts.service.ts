import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, games, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { AuditAction } from '../audit/audit.js';
import {
  ACCEPTED_REPORT_ACTION,
  CLAIM_ACTIONS,
  analysisWindow,
  computeAnalystMetrics,
  type AnalystFigures,
  type AnalystMetrics,
} from './analyst-metrics.js';
import type { SessionUser } from '../../lib/viewer.js';

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const PLAY_ACTIONS: AuditAction[] = ['analysis.play_added', 'analysis.play_changed', 'analysis.play_deleted'];

export interface AnalystReport extends Omit<AnalystMetrics, 'analysts'> {
  analysts: (AnalystFigures & { name: string | null; email: string | null; role: string | null })[];
}

/**
 * The analysts' figures for the back office. This loads rows only; the arithmetic is `computeAnalystMetrics`.
 * Plays tagged outside review are many (hundreds a game), so only who tagged is read of them, never the rows.
 */
export function createAdminAnalysts({ db }: { db: Database }) {
  return {
    async report(viewer: SessionUser, days: number, now = new Date()): Promise<AnalystReport> {
      if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
      const window = analysisWindow(now, days);
      const inWindow = and(gte(auditLog.createdAt, window.from), lt(auditLog.createdAt, window.to));
      const gameRows = eq(auditLog.targetType, 'game');

      // Games submitted in the window: their earlier submissions and claims decide what counts and when work began.
      const submittedInWindow = db
        .selectDistinct({ gameId: auditLog.targetId })
        .from(auditLog)
        .where(and(gameRows, eq(auditLog.action, 'analysis.submitted'), inWindow));

      const rowsQuery = db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          gameId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(
          or(
            // Customers' reports accepted in the window count as corrections of the analyst who delivered the game.
            and(eq(auditLog.targetType, 'play_report'), eq(auditLog.action, ACCEPTED_REPORT_ACTION), inWindow),
            and(
              gameRows,
              or(
                and(
                  inWindow,
                  or(
                    eq(auditLog.action, 'analysis.sent_back'),
                    and(inArray(auditLog.action, PLAY_ACTIONS), sql`${auditLog.details}->>'duringReview' = 'true'`),
                  ),
                ),
                and(
                  inArray(auditLog.action, ['analysis.submitted', ...CLAIM_ACTIONS]),
                  inArray(auditLog.targetId, submittedInWindow),
                  lt(auditLog.createdAt, window.to),
                ),
              ),
            ),
          ),
        );
      const taggersQuery = db
        .selectDistinct({ id: sql<string | null>`${auditLog.details}->>'taggerId'` })
        .from(auditLog)
        .where(and(gameRows, inArray(auditLog.action, PLAY_ACTIONS), inWindow));
      // A target id that is not a uuid (no game's) matches nothing rather than failing the cast.
      const submittedGameIds = db
        .selectDistinct({
          id: sql`case when ${auditLog.targetId} ~* ${UUID_PATTERN} then ${auditLog.targetId}::uuid end`,
        })
        .from(auditLog)
        .where(and(gameRows, eq(auditLog.action, 'analysis.submitted'), inWindow));
      const gamesQuery = db
        .select({ id: games.id, durationSeconds: games.durationSeconds, claimedAt: games.claimedAt })
        .from(games)
        .where(inArray(games.id, submittedGameIds));
      const [rows, taggers, footage] = await Promise.all([rowsQuery, taggersQuery, gamesQuery]);

      const metrics = computeAnalystMetrics({
        window,
        rows,
        games: footage,
        taggers: taggers.flatMap((row) => (row.id ? [row.id] : [])),
      });
      const ids = metrics.analysts.map((analyst) => analyst.analystId);
      const people = ids.length
        ? await db
            .select({ id: users.id, name: users.name, email: users.email, role: users.role })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      const byId = new Map(people.map((person) => [person.id, person]));
      return {
        ...metrics,
        analysts: metrics.analysts.map((analyst) => {
          const person = byId.get(analyst.analystId);
          return { ...analyst, name: person?.name ?? null, email: person?.email ?? null, role: person?.role ?? null };
        }),
      };
    },
  };
}

export type AdminAnalysts = ReturnType<typeof createAdminAnalysts>;
