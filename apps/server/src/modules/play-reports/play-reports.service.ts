import { PLAY_REPORT_MESSAGES, decisionNoteProblem, playReportLimitProblem } from '@courtside/domain';
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { auditLog, games, playReports, users, type PlayReportKind, type PlayReportStatus } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { reopenDeliveredGame } from '../analysis/reopen.js';
import { lockGame } from '../analysis/analysis.service.js';
import { recordAudit } from '../audit/audit.js';
import { guaranteeEndedMessage, guaranteeWindow } from '../guarantee/guarantee.service.js';
import { queueEmail, reachableUser } from '../mail/mail.service.js';
import { renderPlayReportAcceptedEmail, renderPlayReportDeclinedEmail } from '../mail/templates/play-report-decided.js';
import { deliveredPlays, playLine, type DeliveredPlay } from '../analysis/reported-plays.js';
import { memberMayReadGame, requireCan, type Viewer } from '../../lib/viewer.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most reports the back office lists at once (the open queue is short; history is newest first). */
const LIST_LIMIT = 200;

type ReportRow = typeof playReports.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A report as its game's page shows it to the customer who made it. */
export interface PlayReportView {
  id: string;
  playId: string;
  kind: PlayReportKind;
  note: string;
  status: PlayReportStatus;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A report as the back office lists it: the play as delivered, where to watch it, the game and the customer. */
export interface AdminPlayReport extends PlayReportView {
  play: (DeliveredPlay & { line: string }) | null;
  game: { id: string; name: string; status: GameRow['status'] };
  customer: { name: string; email: string };
  /** The footage to watch the play in (the staff's copy, or the game's video link), null without footage. */
  videoUrl: string | null;
  decidedBy: string | null;
}

const toView = (row: ReportRow): PlayReportView => ({
  id: row.id,
  playId: row.playId,
  kind: row.kind,
  note: row.note,
  status: row.status,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

const notFound = () => new AppError(404, 'not_found', 'Game not found');
const reportNotFound = () => new AppError(404, 'not_found', 'Report not found');

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
}

/** A game sent back for correction after a delivery (the box score delivered before is still served). */
const beingCorrected = (game: Pick<GameRow, 'status' | 'completedAt'>) =>
  game.completedAt !== null && (game.status === 'ready' || game.status === 'in_analysis' || game.status === 'in_review');

/** The analyst who tagged the game's latest delivery: the tagger its approval's audit row names, else its analyst. */
async function taggerOfDelivery(tx: Executor, game: GameRow): Promise<string | null> {
  const [approval] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'game'), eq(auditLog.targetId, game.id), eq(auditLog.action, 'analysis.approved')))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const tagger = approval?.details.taggerId;
  return typeof tagger === 'string' && tagger !== '' ? tagger : game.analystId;
}

export interface PlayReportsDeps {
  db: Database;
  baseUrl: string;
}

/**
 * A customer's report of a mistake on one play of a delivered game, within the 7-day guarantee window, and the
 * admins' answer: accepting sends the game back to its analyst with the play marked (the existing reopening),
 * declining tells the customer why. Both e-mail the customer and are audited.
 */
export function createPlayReports({ db, baseUrl }: PlayReportsDeps) {
  const gameUrl = (gameId: string) => `${baseUrl}/games/${gameId}`;

  async function selectForAdmin(where: SQL | undefined, order: SQL): Promise<AdminPlayReport[]> {
    const rows = await db
      .select({
        report: playReports,
        game: {
          id: games.id,
          name: games.name,
          status: games.status,
          setup: games.setup,
          storageKey: games.storageKey,
          proxyKey: games.proxyKey,
          videoUrl: games.videoUrl,
          footageDeletedAt: games.footageDeletedAt,
        },
        customer: { name: users.name, email: users.email },
      })
      .from(playReports)
      .innerJoin(games, eq(games.id, playReports.gameId))
      .innerJoin(users, eq(users.id, sql`coalesce(${playReports.actorId}, ${playReports.organizationId})`))
      .where(where)
      .orderBy(order)
      .limit(LIST_LIMIT);
    const deciders = [...new Set(rows.flatMap(({ report }) => (report.decidedBy ? [report.decidedBy] : [])))];
    const names = deciders.length
      ? new Map(
          (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, deciders))).map((user) => [
            user.id,
            user.name,
          ]),
        )
      : new Map<string, string>();
    const playIdsByGame = new Map<string, string[]>();
    for (const { report } of rows) playIdsByGame.set(report.gameId, [...(playIdsByGame.get(report.gameId) ?? []), report.playId]);
    const playsByGame = new Map(
      await Promise.all(
        [...playIdsByGame].map(async ([gameId, playIds]) => [gameId, await deliveredPlays(db, gameId, playIds)] as const),
      ),
    );
    return rows.map(({ report, game, customer }) => {
      const play = playsByGame.get(report.gameId)?.get(report.playId);
      const stored = !game.footageDeletedAt && (game.proxyKey ?? game.storageKey);
      return {
        ...toView(report),
        play: play ? { ...play, line: playLine(game.setup, play) } : null,
        game: { id: game.id, name: game.name, status: game.status },
        customer,
        videoUrl: stored ? `/api/analysis/games/${game.id}/video` : game.footageDeletedAt ? null : game.videoUrl,
        decidedBy: report.decidedBy ? (names.get(report.decidedBy) ?? null) : null,
      };
    });
  }

  /** The reports `ids` (open, of one game) locked, with their game locked and its plays as delivered. */
  async function lockOpenReports(tx: Executor, reportId: string, allOfGame: boolean) {
    const [report] = await tx.select().from(playReports).where(eq(playReports.id, reportId)).for('update');
    if (!report) throw reportNotFound();
    if (report.status !== 'open') throw new AppError(409, 'already_decided', `This report was already ${report.status}.`);
    const game = await lockGame(tx, report.gameId);
    const reports = allOfGame
      ? await tx
          .select()
          .from(playReports)
          .where(and(eq(playReports.gameId, report.gameId), eq(playReports.status, 'open')))
          .orderBy(asc(playReports.createdAt))
          .for('update')
      : [report];
    const plays = await deliveredPlays(
      tx,
      game.id,
      reports.map((row) => row.playId),
    );
    return { game, reports, plays };
  }

  /** E-mails each customer whose reports were decided (one e-mail per customer, listing their plays). */
  async function tellCustomers(
    tx: Executor,
    game: GameRow,
    reports: ReportRow[],
    plays: Map<string, DeliveredPlay>,
    decision: 'accepted' | 'declined',
    note: string | null,
  ): Promise<void> {
    const byUser = new Map<string, ReportRow[]>();
    for (const report of reports) {
      const who = report.actorId ?? report.organizationId;
      byUser.set(who, [...(byUser.get(who) ?? []), report]);
    }
    for (const [userId, theirs] of byUser) {
      const customer = await reachableUser(tx, userId);
      if (!customer) continue;
      const facts = {
        userName: customer.name,
        gameName: game.name,
        plays: theirs.map((report) => playLine(game.setup, plays.get(report.playId))),
        note,
        gameUrl: gameUrl(game.id),
      };
      await queueEmail(tx, {
        to: customer.email,
        ...(decision === 'accepted'
          ? { kind: 'play_report_accepted', ...renderPlayReportAcceptedEmail(facts) }
          : { kind: 'play_report_declined', ...renderPlayReportDeclinedEmail(facts) }),
      });
    }
  }

  async function decided(reportId: string): Promise<AdminPlayReport> {
    const [row] = await selectForAdmin(eq(playReports.id, reportId), desc(playReports.createdAt));
    if (!row) throw reportNotFound();
    return row;
  }

  return {
    /**
     * The owner of a delivered game reports a mistake on one of its delivered plays, within the guarantee
     * window and the limits. The game and the customer rows are locked, so two reports at once count each other.
     */
    async report(
      viewer: Viewer,
      gameId: string,
      playId: string,
      input: { kind: PlayReportKind; note: string },
      now = new Date(),
    ): Promise<PlayReportView> {
      return db.transaction(async (tx) => {
        const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
        // A report is the organization's own word on its game: staff do not file one for it.
        if (!game || !memberMayReadGame(viewer, game)) throw notFound();
        requireCan(viewer, 'playReports');
        if (beingCorrected(game))
          throw new AppError(
            409,
            'being_corrected',
            'This game is being corrected. You can report another mistake once the corrected box score is delivered.',
          );
        const window = guaranteeWindow(game, now);
        if (!window.endsAt) throw new AppError(409, 'not_delivered', 'You can report a mistake once the box score is delivered.');
        if (!window.open)
          throw new AppError(
            409,
            'guarantee_ended',
            `${guaranteeEndedMessage(window.endsAt)} Mistakes on its plays can no longer be reported.`,
          );
        if (!(await deliveredPlays(tx, gameId, [playId])).has(playId))
          throw new AppError(404, 'not_found', 'This play is not in the delivered box score.');

        await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
        const [openOnGame, inLastDay] = await Promise.all([
          tx
            .select({ playId: playReports.playId, actorId: playReports.actorId })
            .from(playReports)
            .where(and(eq(playReports.gameId, gameId), eq(playReports.status, 'open'))),
          tx
            .select({ id: playReports.id })
            .from(playReports)
            .where(and(eq(playReports.actorId, viewer.id), gt(playReports.createdAt, new Date(now.getTime() - DAY_MS)))),
        ]);
        if (openOnGame.some((row) => row.playId === playId && row.actorId === viewer.id))
          throw new AppError(409, 'already_reported', PLAY_REPORT_MESSAGES.alreadyOpen);
        const limit = playReportLimitProblem({ openOnGame: openOnGame.length, inLastDay: inLastDay.length });
        if (limit) throw new AppError(429, 'report_limit', limit);

        const [row] = await tx
          .insert(playReports)
          .values({
            gameId,
            playId,
            organizationId: game.organizationId,
            actorId: viewer.id,
            kind: input.kind,
            note: input.note,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('the play report was not stored');
        return toView(row);
      });
    },

    /** The organization's reports on its game, newest first (another organization's game answers 404). */
    async listForOwner(viewer: Viewer, gameId: string): Promise<PlayReportView[]> {
      const [game] = await db
        .select({ organizationId: games.organizationId, teamId: games.teamId, status: games.status })
        .from(games)
        .where(eq(games.id, gameId));
      if (!game || !memberMayReadGame(viewer, game)) throw notFound();
      // The members' reports and notes are for those who may file them (DESIGN.md's roles: not viewers, not players).
      requireCan(viewer, 'playReports');
      const rows = await db
        .select()
        .from(playReports)
        .where(and(eq(playReports.gameId, gameId), eq(playReports.organizationId, game.organizationId)))
        .orderBy(desc(playReports.createdAt));
      return rows.map(toView);
    },

    /** The back office's list: open reports oldest first (a queue), decided ones newest first. */
    async list(viewer: Viewer, status: PlayReportStatus | 'all'): Promise<AdminPlayReport[]> {
      requireAdmin(viewer);
      return selectForAdmin(
        status === 'all' ? undefined : eq(playReports.status, status),
        status === 'open' ? asc(playReports.createdAt) : desc(playReports.createdAt),
      );
    },

    /**
     * An admin accepts an open report (with `allOfGame`, every open report of its game together): a delivered
     * game is reopened for correction as the back office reopens it (reopenDeliveredGame), one already being
     * corrected keeps going and gains the marks. Each report is audited with the analyst who delivered the game
     * (the analysts' figures count it as their correction); the customer gets one e-mail.
     */
    async accept(
      admin: Viewer,
      reportId: string,
      input: { note?: string | undefined; allOfGame?: boolean },
    ): Promise<AdminPlayReport> {
      requireAdmin(admin);
      const problem = decisionNoteProblem('approve', input.note);
      if (problem) throw new AppError(400, 'invalid_note', problem, { fields: { note: problem } });
      const note = input.note?.trim() || null;
      await db.transaction(async (tx) => {
        const { game, reports, plays } = await lockOpenReports(tx, reportId, input.allOfGame === true);
        const tagger = await taggerOfDelivery(tx, game);
        let reopened = false;
        if (game.status === 'completed') {
          const [first] = reports;
          const reason =
            reports.length === 1 && first
              ? `Correcting the play you reported: ${playLine(game.setup, plays.get(first.playId))}`
              : `Correcting the ${String(reports.length)} plays you reported`;
          await reopenDeliveredGame(
            tx,
            { gameId: game.id, reason, actor: admin, cause: 'admin', notifyCustomer: false },
            baseUrl,
          );
          reopened = true;
        } else if (!beingCorrected(game)) {
          throw new AppError(409, 'not_delivered', 'This game is not delivered, so it cannot be corrected.');
        }
        const now = new Date();
        await tx
          .update(playReports)
          .set({ status: 'accepted', decisionNote: note, decidedBy: admin.id, decidedAt: now })
          .where(
            inArray(
              playReports.id,
              reports.map((report) => report.id),
            ),
          );
        await tellCustomers(tx, game, reports, plays, 'accepted', note);
        for (const report of reports) {
          await recordAudit(tx, {
            actor: admin,
            action: 'play_report.accepted',
            targetType: 'play_report',
            targetId: report.id,
            // The customer's note stays in play_reports (deleted with the game); the audit log outlives it.
            details: { gameId: game.id, playId: report.playId, kind: report.kind, taggerId: tagger, reopened, note },
          });
        }
      });
      return decided(reportId);
    },

    /** An admin declines an open report with a note the customer is e-mailed and sees on the game's page. */
    async decline(admin: Viewer, reportId: string, input: { note: string }): Promise<AdminPlayReport> {
      requireAdmin(admin);
      const problem = decisionNoteProblem('decline', input.note);
      if (problem) throw new AppError(400, 'invalid_note', problem, { fields: { note: problem } });
      const note = input.note.trim();
      await db.transaction(async (tx) => {
        const { game, reports, plays } = await lockOpenReports(tx, reportId, false);
        await tx
          .update(playReports)
          .set({ status: 'declined', decisionNote: note, decidedBy: admin.id, decidedAt: new Date() })
          .where(eq(playReports.id, reportId));
        await tellCustomers(tx, game, reports, plays, 'declined', note);
        const [report] = reports;
        await recordAudit(tx, {
          actor: admin,
          action: 'play_report.declined',
          targetType: 'play_report',
          targetId: reportId,
          details: { gameId: game.id, playId: report?.playId ?? null, kind: report?.kind ?? null, note },
        });
      });
      return decided(reportId);
    },
  };
}

export type PlayReports = ReturnType<typeof createPlayReports>;
