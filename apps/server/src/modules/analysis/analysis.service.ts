import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { suggestSetup, teamSheetProblem, type EventBody, type GameSetup } from '@courtside/domain';
import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { auditLog, gameEvents, games, inAnalysisQueue, teams, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { cursorTime, decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import { recordAudit, type AuditAction } from '../audit/audit.js';
import { DEFAULT_CORRECTION_NOTE, storeDeliveredReport } from '../box-scores/box-scores.service.js';
import { recordTeamGame, rosterTeam } from '../teams/team-games.js';
import { applyGameResult, fixtureSetup } from '../competitions/fixture-games.js';
import { reportedPlaysOf } from './reported-plays.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderBoxScoreCorrectedEmail } from '../mail/templates/box-score-corrected.js';
import { renderBoxScoreReadyEmail } from '../mail/templates/box-score-ready.js';
import { analysisRights, type AnalysisRights } from './analysis-rights.js';
import type { Viewer } from '../../lib/viewer.js';

export type Game = typeof games.$inferSelect;
export type StoredEvent = typeof gameEvents.$inferSelect;

/** Games a page of the analysts' queue holds. */
export const QUEUE_PAGE_SIZE = 50;
/**
 * The most plays a game holds: the workspace and the engine read a game's plays whole, so the list has a ceiling,
 * several times a real game's (400 to 700 plays with the clock marks).
 */
export const MAX_PLAYS_PER_GAME = 3000;

export interface EventInput {
  id: string;
  seq: number;
  period: number;
  videoMs?: number | null;
  clock?: number | null;
  body: EventBody;
}

export interface EventChange {
  revision: number;
  seq?: number;
  period?: number;
  videoMs?: number | null;
  clock?: number | null;
  body?: EventBody;
}

export interface AnalysisDeps {
  db: Database;
  baseUrl: string;
}

const notFound = () => new AppError(404, 'not_found', 'Game not found');

/**
 * Whether `stored` is `change` already made by `viewer`, and nothing since: the retry of an edit whose answer was
 * lost (decision 006). Another person's identical edit, or any later one, is not.
 */
function sameChangeSaved(stored: StoredEvent, change: EventChange, viewer: Viewer): boolean {
  const { revision, ...fields } = change;
  return (
    stored.revision === revision + 1 &&
    stored.updatedBy === viewer.id &&
    Object.entries(fields).every(([key, value]) => isDeepStrictEqual(stored[key as keyof typeof fields], value))
  );
}

function sameEvent(stored: StoredEvent, input: EventInput): boolean {
  return (
    stored.seq === input.seq &&
    stored.period === input.period &&
    stored.videoMs === (input.videoMs ?? null) &&
    stored.clock === (input.clock ?? null) &&
    isDeepStrictEqual(stored.body, input.body)
  );
}

/** The audit row of an analyst's action on a game (the actor is the viewer, as their role stands now). */
const auditGame = (tx: Executor, viewer: Viewer, action: AuditAction, gameId: string, details: Record<string, unknown> = {}) =>
  recordAudit(tx, { actor: { id: viewer.id, role: viewer.role }, action, targetType: 'game', targetId: gameId, details });

/** The audit trail's changes to a game's plays, each saying whether the game was in review. */
const PLAY_WRITES = ['analysis.play_added', 'analysis.play_changed', 'analysis.play_deleted'] as const;

/**
 * The staff who wrote each game's plays while it was being tagged (not in review), since its last delivery: its
 * taggers, whoever holds its claim now. The audit trail is written in each change's own transaction, so it holds
 * every one of them. One query for a page of games (the analysts' queue).
 */
export async function taggersOfGames(executor: Executor, gameIds: readonly string[]): Promise<Map<string, string[]>> {
  const taggers = new Map(gameIds.map((id) => [id, [] as string[]]));
  if (gameIds.length === 0) return taggers;
  const approvals = alias(auditLog, 'approvals');
  const lastDelivery = executor
    .select({ at: max(approvals.createdAt) })
    .from(approvals)
    .where(
      and(eq(approvals.targetType, 'game'), eq(approvals.targetId, auditLog.targetId), eq(approvals.action, 'analysis.approved')),
    );
  const rows = await executor
    .selectDistinct({ gameId: auditLog.targetId, id: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'game'),
        inArray(auditLog.targetId, [...gameIds]),
        inArray(auditLog.action, [...PLAY_WRITES]),
        sql`${auditLog.details}->>'duringReview' = 'false'`,
        sql`${auditLog.createdAt} > coalesce((${lastDelivery}), '-infinity'::timestamptz)`,
      ),
    );
  for (const row of rows) if (row.id) taggers.get(row.gameId)?.push(row.id);
  return taggers;
}

export async function taggersOf(executor: Executor, gameId: string): Promise<string[]> {
  return (await taggersOfGames(executor, [gameId])).get(gameId) ?? [];
}

/** What `viewer` may do with `game` now: in review, knowing who tagged it (taggersOf). */
export async function rightsFor(executor: Executor, game: Game, viewer: Viewer): Promise<AnalysisRights> {
  const taggedBy = game.status === 'in_review' ? await taggersOf(executor, game.id) : [];
  return analysisRights({ ...game, taggedBy }, viewer);
}

/** Locks the game's row for the rest of the transaction: every change to one game's analysis is serialised. */
export async function lockGame(tx: Executor, gameId: string): Promise<Game> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!game) throw notFound();
  return game;
}

/** Whether a user can take a game's analysis: an analyst or an admin whose account still exists. */
export async function isActiveAnalyst(tx: Executor, userId: string): Promise<boolean> {
  const [user] = await tx.select({ role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  return !!user && (user.role === 'analyst' || user.role === 'admin') && user.deletedAt === null;
}

/**
 * An admin gives a ready or claimed game to an analyst (or another admin), in the caller's transaction, and
 * writes `action`'s audit row with who had it before: the analysts' queue and the back office both assign so.
 */
export async function assignGame(
  tx: Executor,
  viewer: Viewer,
  gameId: string,
  analystId: string,
  action: Extract<AuditAction, 'analysis.assigned' | 'game.reassigned'>,
): Promise<Game> {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
  if (!(await isActiveAnalyst(tx, analystId))) throw new AppError(400, 'not_an_analyst', 'Choose an analyst');
  const game = await lockGame(tx, gameId);
  if (game.status !== 'ready' && game.status !== 'in_analysis')
    throw new AppError(409, 'not_assignable', 'Only a game that is ready or being tagged can be assigned');
  const [assigned] = await tx
    .update(games)
    .set({ status: 'in_analysis', analystId, claimedAt: new Date(), updatedAt: new Date() })
    .where(eq(games.id, gameId))
    .returning();
  if (!assigned) throw notFound();
  await auditGame(tx, viewer, action, gameId, { from: game.analystId, to: analystId });
  return assigned;
}

/**
 * The facts of a change to the play-by-play, as the analysts' report counts "corrections found in review":
 * the play, whether the game was in review, and whose tagging it was.
 */
const playDetails = (game: Game, eventId: string) => ({
  eventId,
  duringReview: game.status === 'in_review',
  taggerId: game.analystId,
});

/**
 * The analysts' side of a game: the queue, claiming, the setup and play-by-play (each change saved on its own,
 * refused when based on an older revision), review and delivery. Every action that changes a game writes its
 * audit row in the same transaction.
 */
export function createAnalysis({ db, baseUrl }: AnalysisDeps) {
  const analysts = alias(users, 'analysts');
  // The analysts' queue in the order of games_queue_idx, which a page is read from. The cursor's time is the
  // last game's due time (the keyset cursor calls it createdAt).
  const queueOrder = sql`coalesce(${games.dueAt}, ${games.createdAt})`;
  const queuePage = (after?: SQL) =>
    db
      .select({
        id: games.id,
        name: games.name,
        status: games.status,
        source: games.source,
        durationSeconds: games.durationSeconds,
        dueAt: games.dueAt,
        uploadCompletedAt: games.uploadCompletedAt,
        analystId: games.analystId,
        analystName: analysts.name,
        cursorCreatedAt: cursorTime(queueOrder),
      })
      .from(games)
      .leftJoin(analysts, eq(analysts.id, games.analystId))
      .where(and(inAnalysisQueue(games.status), after))
      .orderBy(asc(queueOrder), asc(games.id))
      .limit(QUEUE_PAGE_SIZE + 1);
  // The first page, which analysts open most, prepared once (bench/api-load).
  const firstQueuePage = queuePage().prepare('first_queue_page');

  async function requireRight(tx: Executor, game: Game, viewer: Viewer, right: keyof AnalysisRights, message: string) {
    if (!(await rightsFor(tx, game, viewer))[right]) throw new AppError(409, 'not_allowed_now', message);
  }

  const cannotEdit = 'This game is not open for your changes: it is not claimed by you, or it has moved on';

  async function bumpVersion(tx: Executor, gameId: string): Promise<number> {
    const [row] = await tx
      .update(games)
      .set({ eventsVersion: sql`${games.eventsVersion} + 1`, updatedAt: new Date() })
      .where(eq(games.id, gameId))
      .returning({ version: games.eventsVersion });
    if (!row) throw notFound();
    return row.version;
  }

  async function eventsOf(executor: Executor, gameId: string): Promise<StoredEvent[]> {
    return executor
      .select()
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.seq), asc(gameEvents.id));
  }

  async function getGame(gameId: string): Promise<Game> {
    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    if (!game) throw notFound();
    return game;
  }

  return {
    /** One game, for our staff (its footage and poster); anyone else is told it does not exist. */
    async find(viewer: Viewer, gameId: string): Promise<Game> {
      requireStaff(viewer);
      return getGame(gameId);
    },

    /**
     * A page of the games from arrival to approval, the earliest due first (QUEUE_PAGE_SIZE a page; `cursor` is
     * the previous page's `nextCursor`). Every game past the upload has a due time; one without would be
     * placed by its arrival.
     */
    async queue(viewer: Viewer, cursor?: string) {
      requireStaff(viewer);
      const position = cursor ? decodeCursor(cursor, 'uuid') : null;
      const rows = await (position
        ? queuePage(sql`(${queueOrder}, ${games.id}) > (${position.createdAt}::timestamptz, ${position.id}::uuid)`)
        : firstQueuePage.execute());
      const page = pageOf(rows, QUEUE_PAGE_SIZE);
      // What the viewer may do with each game, as the workspace would answer it: a game's tagger is offered no review.
      const inReview = page.rows.filter((game) => game.status === 'in_review').map((game) => game.id);
      const taggers = await taggersOfGames(db, inReview);
      return {
        games: page.rows.map(({ cursorCreatedAt: _position, ...game }) => ({
          ...game,
          rights: analysisRights({ ...game, taggedBy: taggers.get(game.id) ?? [] }, viewer),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** Everyone a game can be assigned to. */
    async analysts(viewer: Viewer) {
      requireStaff(viewer);
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, ['analyst', 'admin']))
        .orderBy(asc(users.name));
    },

    /** Takes a ready game: only one of several analysts claiming at once gets it. */
    async claim(viewer: Viewer, gameId: string): Promise<Game> {
      requireStaff(viewer);
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(games)
          .set({ status: 'in_analysis', analystId: viewer.id, claimedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(games.id, gameId), eq(games.status, 'ready')))
          .returning();
        if (row) await auditGame(tx, viewer, 'analysis.claimed', gameId);
        return row;
      });
      if (claimed) return claimed;
      // Claiming a game one already has (a retry) changes nothing, and writes nothing.
      const game = await getGame(gameId);
      if (game.status === 'in_analysis' && game.analystId === viewer.id) return game;
      if (game.status === 'in_analysis')
        throw new AppError(409, 'already_claimed', 'Another analyst has already claimed this game');
      throw new AppError(409, 'not_ready', 'This game is not ready for analysis');
    },

    /** Hands a claimed game back to the queue; its tagging so far is kept for whoever takes it next. */
    async release(viewer: Viewer, gameId: string): Promise<Game> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'release', 'Only the analyst tagging this game, or an admin, can release it');
        const [released] = await tx
          .update(games)
          .set({ status: 'ready', analystId: null, claimedAt: null, updatedAt: new Date() })
          .where(eq(games.id, gameId))
          .returning();
        if (!released) throw notFound();
        await auditGame(tx, viewer, 'analysis.released', gameId);
        return released;
      });
    },

    /** An admin gives a ready or claimed game to an analyst. */
    async assign(viewer: Viewer, gameId: string, analystId: string): Promise<Game> {
      return db.transaction((tx) => assignGame(tx, viewer, gameId, analystId, 'analysis.assigned'));
    },

    /** Everything the workspace shows: the game, its setup, its play-by-play and what the viewer may do. */
    async workspace(viewer: Viewer, gameId: string) {
      requireStaff(viewer);
      const [row] = await db
        .select({ game: games, analystName: analysts.name, teamName: teams.name })
        .from(games)
        .leftJoin(analysts, eq(analysts.id, games.analystId))
        .leftJoin(teams, eq(teams.id, games.teamId))
        .where(eq(games.id, gameId));
      if (!row) throw notFound();
      const { game } = row;
      // The roster is read only while there is a setup to suggest: until the first save.
      const suggestFrom = game.setup ? null : game.details;
      const roster = suggestFrom && game.teamId ? await rosterTeam(db, game.teamId) : null;
      // A game named for a competition's fixture starts from the two teams' competition rosters instead.
      const fromFixture = game.setup ? null : await fixtureSetup(db, gameId);
      return {
        game,
        analystName: row.analystName,
        teamName: row.teamName,
        suggestedSetup: fromFixture ?? (suggestFrom ? suggestSetup(suggestFrom, roster, randomUUID) : null),
        events: await eventsOf(db, gameId),
        reportedPlays: await reportedPlaysOf(db, game),
        rights: await rightsFor(db, row.game, viewer),
      };
    },

    /** The play-by-play if it changed after `version` (the workspace polls this), else null. */
    async eventsSince(
      viewer: Viewer,
      gameId: string,
      version: number,
    ): Promise<{ version: number; events: StoredEvent[] | null }> {
      requireStaff(viewer);
      return db.transaction(async (tx) => {
        const [game] = await tx.select({ version: games.eventsVersion }).from(games).where(eq(games.id, gameId));
        if (!game) throw notFound();
        return { version: game.version, events: game.version === version ? null : await eventsOf(tx, gameId) };
      });
    },

    /** Saves the setup; refused (409) when someone saved another since the revision it was based on. */
    async saveSetup(viewer: Viewer, gameId: string, setup: GameSetup, revision: number): Promise<Game> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'edit', cannotEdit);
        if (game.setupRevision !== revision)
          throw new AppError(409, 'stale_setup', 'Someone else changed the game setup; their version is shown now');
        const problem = teamSheetProblem(setup, game.teamId);
        if (problem) throw new AppError(400, 'team_sheet', problem);
        const [saved] = await tx
          .update(games)
          .set({ setup, setupRevision: revision + 1, updatedAt: new Date() })
          .where(eq(games.id, gameId))
          .returning();
        if (!saved) throw notFound();
        await auditGame(tx, viewer, 'analysis.setup_saved', gameId, { revision: saved.setupRevision });
        return saved;
      });
    },

    /** Adds one play. Saving the same play again (a retry) changes nothing; another play with its id is refused. */
    async addEvent(viewer: Viewer, gameId: string, input: EventInput): Promise<{ event: StoredEvent; version: number }> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'edit', cannotEdit);
        const [inserted] = await tx
          .insert(gameEvents)
          .values({
            id: input.id,
            gameId,
            seq: input.seq,
            period: input.period,
            videoMs: input.videoMs ?? null,
            clock: input.clock ?? null,
            body: input.body,
            createdBy: viewer.id,
            updatedBy: viewer.id,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          // The game's row is locked, so the count is exact: no two adds pass the ceiling together.
          const [stored] = await tx.select({ plays: count() }).from(gameEvents).where(eq(gameEvents.gameId, gameId));
          if ((stored?.plays ?? 0) > MAX_PLAYS_PER_GAME)
            throw new AppError(409, 'too_many_plays', `A game can hold at most ${String(MAX_PLAYS_PER_GAME)} plays`);
          await auditGame(tx, viewer, 'analysis.play_added', gameId, playDetails(game, inserted.id));
          return { event: inserted, version: await bumpVersion(tx, gameId) };
        }
        // A retry of a play already saved: nothing changes, so nothing is audited.
        const [existing] = await tx.select().from(gameEvents).where(eq(gameEvents.id, input.id));
        if (existing?.gameId === gameId && sameEvent(existing, input)) return { event: existing, version: game.eventsVersion };
        throw new AppError(409, 'event_exists', 'A different play was already saved under this id');
      });
    },

    /** Edits one play, if nobody changed it since `change.revision`. */
    async updateEvent(
      viewer: Viewer,
      gameId: string,
      eventId: string,
      change: EventChange,
    ): Promise<{ event: StoredEvent; version: number; replayed?: true }> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'edit', cannotEdit);
        const [updated] = await tx
          .update(gameEvents)
          .set({
            ...(change.seq === undefined ? {} : { seq: change.seq }),
            ...(change.period === undefined ? {} : { period: change.period }),
            ...(change.videoMs === undefined ? {} : { videoMs: change.videoMs }),
            ...(change.clock === undefined ? {} : { clock: change.clock }),
            ...(change.body === undefined ? {} : { body: change.body }),
            revision: change.revision + 1,
            updatedBy: viewer.id,
            updatedAt: new Date(),
          })
          .where(and(eq(gameEvents.id, eventId), eq(gameEvents.gameId, gameId), eq(gameEvents.revision, change.revision)))
          .returning();
        if (updated) {
          await auditGame(tx, viewer, 'analysis.play_changed', gameId, playDetails(game, eventId));
          return { event: updated, version: await bumpVersion(tx, gameId) };
        }
        // A retry of the edit just saved (its answer was lost): nothing changes, so nothing is audited.
        const [existing] = await tx
          .select()
          .from(gameEvents)
          .where(and(eq(gameEvents.id, eventId), eq(gameEvents.gameId, gameId)));
        // Marked as such: the game's version may have moved since by another tab of theirs, which the workspace
        // must then fetch (it cannot take the version for its own save's).
        if (existing && sameChangeSaved(existing, change, viewer))
          return { event: existing, version: game.eventsVersion, replayed: true };
        throw await staleOrMissing(tx, gameId, eventId);
      });
    },

    /** Deletes one play, if nobody changed it since `revision`. */
    async deleteEvent(viewer: Viewer, gameId: string, eventId: string, revision: number): Promise<{ version: number }> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'edit', cannotEdit);
        const [deleted] = await tx
          .delete(gameEvents)
          .where(and(eq(gameEvents.id, eventId), eq(gameEvents.gameId, gameId), eq(gameEvents.revision, revision)))
          .returning({ id: gameEvents.id });
        if (deleted) {
          await auditGame(tx, viewer, 'analysis.play_deleted', gameId, playDetails(game, eventId));
          return { version: await bumpVersion(tx, gameId) };
        }
        throw await staleOrMissing(tx, gameId, eventId);
      });
    },

    /** The tagger sends the game to review: it needs a setup and at least one play. */
    async submit(viewer: Viewer, gameId: string): Promise<Game> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'submit', 'Only the analyst tagging this game can submit it for review');
        if (!game.setup) throw new AppError(409, 'no_setup', 'Fill in the game setup before submitting');
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(gameEvents)
          .where(eq(gameEvents.gameId, gameId));
        if (count === 0) throw new AppError(409, 'no_events', 'Tag the game before submitting it');
        await auditGame(tx, viewer, 'analysis.submitted', gameId, { taggerId: game.analystId });
        return setStatus(tx, gameId, { status: 'in_review', submittedAt: new Date() });
      });
    },

    /** The reviewer sends the game back to its analyst for more work. */
    async sendBack(viewer: Viewer, gameId: string): Promise<Game> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'review', 'Only a reviewer (not the analyst who tagged it) can send this game back');
        await auditGame(tx, viewer, 'analysis.sent_back', gameId, { taggerId: game.analystId });
        return setStatus(tx, gameId, { status: 'in_analysis', submittedAt: null });
      });
    },

    /**
     * The reviewer approves: the game is completed and its owner is e-mailed a link to the box score. A game
     * reopened for correction is delivered again: the new box score replaces the old one, with the reason it
     * was reopened as its note, and the owner is told it was corrected.
     */
    async approve(viewer: Viewer, gameId: string): Promise<Game> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        await requireRight(tx, game, viewer, 'review', 'Only a reviewer (not the analyst who tagged it) can approve this game');
        const completed = await setStatus(tx, gameId, {
          status: 'completed',
          reviewerId: viewer.id,
          completedAt: new Date(),
          reopenReason: null,
        });
        const { report, delivery } = await storeDeliveredReport(tx, game);
        const season = await recordTeamGame(tx, game, report.boxScore);
        await applyGameResult(tx, gameId);
        await auditGame(tx, viewer, 'analysis.approved', gameId, {
          taggerId: game.analystId,
          delivery: delivery.number,
          engineVersion: report.engineVersion,
        });
        const owner = await organizationContact(tx, game.organizationId, game.actorId);
        if (!owner) return completed;
        const links = { url: `${baseUrl}/games/${gameId}`, pdfUrl: `${baseUrl}/api/games/${gameId}/report.pdf` };
        if (delivery.number > 1) {
          await queueEmail(tx, {
            to: owner.email,
            kind: 'box_score_corrected',
            ...renderBoxScoreCorrectedEmail({
              userName: owner.name,
              gameName: game.name,
              note: delivery.correctionNote ?? DEFAULT_CORRECTION_NOTE,
              ...links,
            }),
          });
          return completed;
        }
        await queueEmail(tx, {
          to: owner.email,
          kind: 'box_score_ready',
          ...renderBoxScoreReadyEmail({
            userName: owner.name,
            gameName: game.name,
            ...links,
            teamName: season?.teamName ?? null,
            addedPlayers: season?.added ?? [],
          }),
        });
        return completed;
      });
    },
  };

  async function setStatus(tx: Executor, gameId: string, values: Partial<Game>): Promise<Game> {
    const [updated] = await tx
      .update(games)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(games.id, gameId))
      .returning();
    if (!updated) throw notFound();
    return updated;
  }

  async function staleOrMissing(tx: Executor, gameId: string, eventId: string): Promise<AppError> {
    const [current] = await tx
      .select({ id: gameEvents.id })
      .from(gameEvents)
      .where(and(eq(gameEvents.id, eventId), eq(gameEvents.gameId, gameId)));
    return current
      ? new AppError(409, 'stale_event', 'Someone else changed this play; their version is shown now')
      : new AppError(409, 'event_gone', 'This play was deleted by someone else');
  }
}

const isStaff = (viewer: Viewer) => viewer.role === 'analyst' || viewer.role === 'admin';

/** Analysis is our staff's work: a customer who reaches it (a new route, a job) is told nothing exists. */
function requireStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw notFound();
}

export type Analysis = ReturnType<typeof createAnalysis>;
