import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isDatabaseUnavailable, type Database, type Executor } from '../../db/client.js';
import {
  FOOTAGE_PASSES,
  SUGGESTION_KINDS,
  footagePasses,
  footageSuggestions,
  gameEvents,
  games,
  type FootagePass,
  type SuggestionKind,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { MAX_PLAYS_PER_GAME, lockGame, rightsFor } from '../analysis/analysis.service.js';
import { failureDetails } from '../../lib/media/media-process.js';
import { UUID, holdClaim, isStale, scratchEntries } from '../../lib/work-claims.js';
import type { Storage } from '../storage/storage.js';
import { FOOTAGE_PASS_RUNNERS, NoRegionsError, processCpuMs, type PassFindings, type PassRunner } from './assist-passes.js';
import type { ScoreboardRegions, SuggestionDetail } from '../../db/json-columns.js';
import type { ClockMark, SoundMark } from './assist-types.js';
import { CALLED, RAN_OUT, gradeDeadTime, gradeSounds, periodEndHorns, withCalls, type BoardClock } from './fusion.js';
import type { Viewer } from '../../lib/viewer.js';

export type FootageSuggestion = typeof footageSuggestions.$inferSelect;
type NewSuggestion = typeof footageSuggestions.$inferInsert;
type ClaimedPass = typeof footagePasses.$inferSelect;

/**
 * The most suggestions the workspace is sent for one game, the earliest in the footage first: well above what
 * a 2-hour game yields (a few hundred), so only a pathological footage or many re-read answered ones reach it.
 */
export const MAX_SUGGESTIONS_SHOWN = 3000;
/**
 * The most suggestions one run of a pass writes (the earliest first), and the most clock marks the scoreboard
 * pass applies: several times what a 2-hour game yields. Faint whistles (decision 030: some 7 a footage minute,
 * most never offered) have a budget of their own, so they never crowd out the sounds heard plainly.
 */
export const MAX_SUGGESTIONS_PER_PASS = 1000;
/**
 * A new suggestion this close (ms) to an answered one of its kind is the same find: it is not offered again. A
 * score change is the same only for the same side and points, so a dismissed misread does not hide a true change
 * read after the boxes were redrawn.
 */
const SAME_FIND_MS = 1000;

type Find = Pick<typeof footageSuggestions.$inferInsert, 'kind' | 'videoMs' | 'detail'>;

export function sameFind(answered: Find, found: Find): boolean {
  if (answered.kind !== found.kind || Math.abs(answered.videoMs - found.videoMs) >= SAME_FIND_MS) return false;
  if (found.kind !== 'score') return true;
  return answered.detail?.side === found.detail?.side && answered.detail?.points === found.detail?.points;
}

/** The passes run as soon as a game's proxy exists; the scoreboard pass waits for the analyst's regions. */
export const PROXY_PASSES = ['sound', 'motion'] as const satisfies readonly FootagePass[];
/**
 * The pass an analyst waits for, at the workspace, once they save the scoreboard's regions: it has a job of its
 * own (jobs/assist-footage.job.ts), so it never queues behind another game's sound or motion pass.
 */
export const ANALYST_PASSES = ['scoreboard'] as const satisfies readonly FootagePass[];

/** How long one pass may run: the footage's own length, at least 10 minutes, at most 5 hours. */
export function passDeadlineMs(durationSeconds: number | null): number {
  const floor = 10 * 60_000;
  if (!durationSeconds || !Number.isFinite(durationSeconds)) return 5 * 60 * 60_000;
  return Math.min(5 * 60 * 60_000, Math.max(floor, Math.ceil(durationSeconds * 1000)));
}

/** What the workspace is told when a pass failed; the details go to the worker's log. */
export const PASS_FAILED = {
  noFootage: 'This game has no footage to read.',
  tooLong: 'The footage took too long to read and the pass was stopped.',
  unreadable: 'The footage could not be read for this pass.',
} as const;

export interface AssistLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AssistDeps {
  db: Database;
  storage: Storage;
  log?: AssistLog;
  /** The passes themselves (tests replace one to make it fail). */
  runners?: Record<FootagePass, PassRunner>;
  passDeadlineMs?: (durationSeconds: number | null) => number;
}

const notFound = () => new AppError(404, 'not_found', 'Game not found');
const isStaff = (viewer: Viewer) => viewer.role === 'analyst' || viewer.role === 'admin';

/** Assistance is our staff's: anyone else who reaches it (a new route, a job) is told nothing exists. */
function requireStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw notFound();
}

const cannotEdit = 'This game is not open for your changes: it is not claimed by you, or it has moved on';
/** Statuses in which a pass may still add `clock` plays: the game is on its way to delivery. */
const TAGGABLE = new Set(['ready', 'in_analysis', 'in_review']);

/**
 * A run's copy of the proxy (S3 storage only): `assist-<game id>-<pass>-<run>` in the work directory. The run
 * is in the name so that a worker taking over a stale claim, or running a pass queued again, never shares a
 * directory with the earlier run's worker if it is still alive (its clean-up would remove the new copy).
 */
const SCRATCH = new RegExp(`^assist-(${UUID})-(${FOOTAGE_PASSES.join('|')})-(\\d{1,9})$`);
const scratchOf = (claimed: ClaimedPass) => `assist-${claimed.gameId}-${claimed.pass}-${String(claimed.run)}`;

/**
 * Analyst assistance (issue 18): passes over a game's proxy find whistles, horns, dead time and the
 * scoreboard's changes and clock; the analyst accepts or dismisses each suggestion, and every answer is kept.
 * A pass that fails is recorded and blocks nothing.
 */
export function createAssist({
  db,
  storage,
  log = consoleLog,
  runners = FOOTAGE_PASS_RUNNERS,
  passDeadlineMs: deadline = passDeadlineMs,
}: AssistDeps) {
  async function overviewOf(gameId: string) {
    const [game] = await db.select({ regions: games.scoreboardRegions }).from(games).where(eq(games.id, gameId));
    if (!game) throw notFound();
    const [passes, suggestions] = await Promise.all([
      db
        .select({ pass: footagePasses.pass, state: footagePasses.state, error: footagePasses.error })
        .from(footagePasses)
        .where(eq(footagePasses.gameId, gameId)),
      db
        .select()
        .from(footageSuggestions)
        // What the board's clock refutes is kept (a new reading of the board may judge it again), not offered.
        .where(
          and(eq(footageSuggestions.gameId, gameId), sql`${footageSuggestions.detail}->>'confidence' is distinct from 'refuted'`),
        )
        .orderBy(asc(footageSuggestions.videoMs), asc(footageSuggestions.id))
        .limit(MAX_SUGGESTIONS_SHOWN),
    ]);
    return {
      passes: passes.sort((a, b) => FOOTAGE_PASSES.indexOf(a.pass) - FOOTAGE_PASSES.indexOf(b.pass)),
      regions: game.regions,
      suggestions: await withCalledHorns(db, gameId, suggestions),
    };
  }

  /** Locks the game for a change by `viewer`, who needs the right to edit its play-by-play. */
  async function lockForEdit(tx: Executor, viewer: Viewer, gameId: string) {
    requireStaff(viewer);
    const game = await lockGame(tx, gameId);
    if (!(await rightsFor(tx, game, viewer)).edit) throw new AppError(409, 'not_allowed_now', cannotEdit);
    return game;
  }

  /**
   * Claims one pass to run: a waiting one, or a running one whose worker died (its claim went stale). The
   * scoreboard pass first (an analyst just drew its regions), then sound, then motion.
   */
  async function claimNextPass(passes: readonly FootagePass[]): Promise<ClaimedPass | null> {
    const [claimed] = await db
      .update(footagePasses)
      .set({ state: 'running', startedAt: sql`now()`, run: sql`${footagePasses.run} + 1`, finishedAt: null, error: null })
      .where(
        sql`(${footagePasses.gameId}, ${footagePasses.pass}) = (
          select game_id, pass from ${footagePasses}
          where (${footagePasses.state} = 'waiting' or (${footagePasses.state} = 'running' and ${isStale(footagePasses.startedAt)}))
            and ${inArray(footagePasses.pass, [...passes])}
          order by array_position(array['scoreboard', 'sound', 'motion'], ${footagePasses.pass}::text), ${footagePasses.createdAt}
          limit 1 for update skip locked)`,
      )
      .returning();
    return claimed ?? null;
  }

  /** Whether the claim `run` of this pass is still the pass's current one (not queued again, not taken over). */
  async function holdsClaim(tx: Executor, claimed: ClaimedPass): Promise<boolean> {
    const [current] = await tx
      .select({ state: footagePasses.state, run: footagePasses.run })
      .from(footagePasses)
      .where(and(eq(footagePasses.gameId, claimed.gameId), eq(footagePasses.pass, claimed.pass)))
      .for('update');
    return current?.state === 'running' && current.run === claimed.run;
  }

  const thisRun = (claimed: ClaimedPass) =>
    and(
      eq(footagePasses.gameId, claimed.gameId),
      eq(footagePasses.pass, claimed.pass),
      eq(footagePasses.run, claimed.run),
      eq(footagePasses.state, 'running'),
    );

  /**
   * Writes what a pass found, in place of its open suggestions from an earlier run; answered ones stay, and
   * what they already answered is not offered again. Nothing is written when the pass was queued again or
   * taken over meanwhile: that run's findings replace these.
   */
  async function recordFindings(claimed: ClaimedPass, findings: PassFindings, cpuMs: number) {
    await db.transaction(async (tx) => {
      // The game's row first, as every change to its plays does: the clock plays below are serialised with them.
      const game = await lockGame(tx, claimed.gameId);
      if (!(await holdsClaim(tx, claimed))) return;
      const kinds = await replacedKinds(tx, game.id, findings);
      await tx
        .delete(footageSuggestions)
        .where(
          and(
            eq(footageSuggestions.gameId, game.id),
            inArray(footageSuggestions.kind, kinds),
            eq(footageSuggestions.status, 'open'),
          ),
        );
      const answered = await tx
        .select({ kind: footageSuggestions.kind, videoMs: footageSuggestions.videoMs, detail: footageSuggestions.detail })
        .from(footageSuggestions)
        .where(and(eq(footageSuggestions.gameId, game.id), inArray(footageSuggestions.kind, kinds)));
      const found = suggestionsOf(game.id, findings, kinds).filter((row) => !answered.some((old) => sameFind(old, row)));
      const fresh = [
        ...found.filter((row) => !row.detail?.faint).slice(0, MAX_SUGGESTIONS_PER_PASS),
        ...found.filter((row) => row.detail?.faint).slice(0, MAX_SUGGESTIONS_PER_PASS),
      ];
      if (fresh.length > 0) await tx.insert(footageSuggestions).values(fresh);
      if (findings.pass === 'scoreboard' && TAGGABLE.has(game.status))
        await applyClockMarks(tx, game.id, findings.clockMarks.slice(0, MAX_SUGGESTIONS_PER_PASS));
      await tx
        .update(footagePasses)
        .set({
          state: 'done',
          finishedAt: sql`now()`,
          error: null,
          cpuMs: Math.round(cpuMs),
          ...(findings.pass === 'scoreboard' ? { unread: findings.unread, clockMarks: findings.clockMarks } : {}),
        })
        .where(thisRun(claimed));
      // Either pass's findings grade the sounds again, against the board's clock as the scoreboard pass stored it,
      // and the board offers the horns of the periods it saw run out that no sound was heard for.
      if (findings.pass !== 'motion') {
        const board = await boardClockOf(tx, game.id);
        await gradeSoundSuggestions(tx, game.id, board);
        await offerPeriodEndHorns(tx, game.id, board);
      }
    });
  }

  async function recordFailure(claimed: ClaimedPass, error: string, cpuMs: number) {
    await db
      .update(footagePasses)
      .set({ state: 'failed', finishedAt: sql`now()`, error, cpuMs: Math.round(cpuMs) })
      .where(thisRun(claimed));
  }

  async function copyOfProxy(key: string, directory: string): Promise<string> {
    const local = storage.localPath?.(key);
    if (local) return local;
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, 'proxy.mp4');
    await pipeline(await storage.read(key), createWriteStream(file));
    return file;
  }

  return {
    /** What assistance has for a game: its passes, the scoreboard's regions, its suggestions (bounded). */
    async overview(viewer: Viewer, gameId: string) {
      requireStaff(viewer);
      return overviewOf(gameId);
    },

    /**
     * Saves where the scoreboard is on the footage and queues the scoreboard pass (again): its new run
     * replaces the earlier one's open score suggestions and unedited clock plays.
     */
    async saveRegions(viewer: Viewer, gameId: string, regions: ScoreboardRegions) {
      await db.transaction(async (tx) => {
        const game = await lockForEdit(tx, viewer, gameId);
        if (!game.proxyKey) throw new AppError(409, 'no_footage', 'This game has no footage to read the scoreboard from');
        await tx.update(games).set({ scoreboardRegions: regions, updatedAt: new Date() }).where(eq(games.id, gameId));
        const queued = { state: 'waiting' as const, startedAt: null, finishedAt: null, error: null };
        await tx
          .insert(footagePasses)
          .values({ gameId, pass: 'scoreboard', ...queued })
          .onConflictDoUpdate({ target: [footagePasses.gameId, footagePasses.pass], set: queued });
      });
      return overviewOf(gameId);
    },

    /**
     * The analyst's answer to a suggestion; answering again changes it. Clock marks are applied as plays and
     * corrected there, so they take no answer.
     */
    async answer(viewer: Viewer, gameId: string, suggestionId: string, answer: 'accepted' | 'dismissed') {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, viewer, gameId);
        const [suggestion] = await tx
          .select({ kind: footageSuggestions.kind })
          .from(footageSuggestions)
          .where(and(eq(footageSuggestions.id, suggestionId), eq(footageSuggestions.gameId, gameId)));
        if (!suggestion) throw new AppError(404, 'not_found', 'Suggestion not found');
        if (suggestion.kind === 'clock')
          throw new AppError(409, 'clock_applied', 'A clock mark is already a play: correct or delete the play instead');
        const [answered] = await tx
          .update(footageSuggestions)
          .set({ status: answer, answeredBy: viewer.id, answeredAt: new Date() })
          .where(eq(footageSuggestions.id, suggestionId))
          .returning();
        if (!answered) throw new AppError(404, 'not_found', 'Suggestion not found');
        return answered;
      });
    },

    /**
     * For the back office: each kind's answers across all games and its precision (accepted over answered). A
     * clock mark counts as accepted while its play stands as the pass wrote it, and as dismissed once the
     * analyst changed or deleted the play.
     */
    async precision(viewer: Viewer) {
      if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
      const answers = await db
        .select({ kind: footageSuggestions.kind, status: footageSuggestions.status, count: sql<number>`count(*)::int` })
        .from(footageSuggestions)
        .where(sql`${footageSuggestions.kind} <> 'clock'`)
        .groupBy(footageSuggestions.kind, footageSuggestions.status);
      const [clock] = await db
        .select({
          kept: sql<number>`count(*) filter (where ${gameEvents.revision} = 1)::int`,
          changed: sql<number>`count(*) filter (where ${gameEvents.revision} is distinct from 1)::int`,
        })
        .from(footageSuggestions)
        .leftJoin(gameEvents, sql`${gameEvents.id} = (${footageSuggestions.detail}->>'eventId')::uuid`)
        .where(eq(footageSuggestions.kind, 'clock'));
      const count = (kind: SuggestionKind, status: string) =>
        answers.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
      return {
        kinds: SUGGESTION_KINDS.map((kind) => {
          const accepted = kind === 'clock' ? (clock?.kept ?? 0) : count(kind, 'accepted');
          const dismissed = kind === 'clock' ? (clock?.changed ?? 0) : count(kind, 'dismissed');
          const answeredCount = accepted + dismissed;
          return {
            kind,
            accepted,
            dismissed,
            open: kind === 'clock' ? 0 : count(kind, 'open'),
            precision: answeredCount === 0 ? null : accepted / answeredCount,
          };
        }),
      };
    },

    /**
     * Queues the sound and motion passes of every game on its way to delivery whose proxy exists and has not
     * had them yet. Answers how many passes it queued.
     */
    async queueProxyPasses(): Promise<number> {
      const pass = sql.raw(`(values ${PROXY_PASSES.map((name) => `('${name}')`).join(', ')}) as p(pass)`);
      const result = await db.execute(sql`
        insert into ${footagePasses} (game_id, pass)
        select g.id, p.pass from ${games} g cross join ${pass}
        where g.status in ('ready', 'in_analysis', 'in_review') and g.proxy_key is not null and g.footage_deleted_at is null
          and not exists (select 1 from ${footagePasses} f where f.game_id = g.id and f.pass = p.pass)
        on conflict do nothing`);
      return result.rowCount ?? 0;
    },

    /**
     * Claims one pass of the kinds `passes` names (all by default) and runs it over the game's proxy, recording
     * what it found, or that it failed (with a sentence for the workspace; the details go to the log). Answers
     * whether there was a pass to run.
     */
    async runNextPass(workDirectory: string, passes: readonly FootagePass[] = FOOTAGE_PASSES): Promise<boolean> {
      const claimed = await claimNextPass(passes);
      if (!claimed) return false;
      const [game] = await db
        .select({ proxyKey: games.proxyKey, durationSeconds: games.durationSeconds, regions: games.scoreboardRegions })
        .from(games)
        .where(eq(games.id, claimed.gameId));
      const claim = holdClaim(
        () =>
          db
            .update(footagePasses)
            .set({ startedAt: sql`now()` })
            .where(thisRun(claimed)),
        // Queued again: a pass broken off by a database outage is run afresh once the database answers.
        () => db.update(footagePasses).set({ state: 'waiting', startedAt: null }).where(thisRun(claimed)),
        (error, step) =>
          log.warn({ ...claimed, step, ...failureDetails(error) }, 'could not renew or hand back the claim on a footage pass'),
      );
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), deadline(game?.durationSeconds ?? null));
      timer.unref();
      const directory = path.join(workDirectory, scratchOf(claimed));
      // The CPU of this process and its ended children meanwhile: in-process workers share it with the
      // server, so the figure is a ceiling.
      const cpuBefore = processCpuMs();
      try {
        if (!game?.proxyKey) throw new NoFootageError();
        const file = await copyOfProxy(game.proxyKey, directory);
        const findings = await runners[claimed.pass](file, game.regions, controller.signal);
        await recordFindings(claimed, findings, processCpuMs() - cpuBefore);
      } catch (error) {
        // The database went away: the footage is not at fault. The pass is queued again and the job runs again.
        if (isDatabaseUnavailable(error)) throw error;
        log.warn({ gameId: claimed.gameId, pass: claimed.pass, ...failureDetails(error) }, 'a footage pass failed');
        const sentence =
          error instanceof NoFootageError
            ? PASS_FAILED.noFootage
            : error instanceof NoRegionsError
              ? error.message
              : controller.signal.aborted
                ? PASS_FAILED.tooLong
                : PASS_FAILED.unreadable;
        await recordFailure(claimed, sentence, processCpuMs() - cpuBefore);
      } finally {
        clearTimeout(timer);
        await rm(directory, { recursive: true, force: true });
        await claim.end();
      }
      return true;
    },

    /** Removes the copies of proxies (S3 storage) left by a worker that died during a pass (not the current run's). */
    async removeLeftoverCopies(workDirectory: string): Promise<string[]> {
      const entries = await scratchEntries(workDirectory);
      const removed: string[] = [];
      for (const entry of entries) {
        const match = SCRATCH.exec(entry);
        if (!match) continue;
        const [, gameId = '', pass = '', run = ''] = match;
        const [running] = await db
          .select({ state: footagePasses.state })
          .from(footagePasses)
          .where(
            and(
              eq(footagePasses.gameId, gameId),
              eq(footagePasses.pass, pass as FootagePass),
              eq(footagePasses.run, Number(run)),
              eq(footagePasses.state, 'running'),
            ),
          );
        if (running) continue;
        await rm(path.join(workDirectory, entry), { recursive: true, force: true });
        removed.push(entry);
      }
      return removed;
    },
  };

  /**
   * Sets the footage's clock track from the scoreboard: each mark becomes a `clock` play (by nobody), slotted by
   * its footage time among the plays, and a `clock` suggestion (accepted) naming it. The previous run's clock
   * plays go first, unless the analyst changed them (their corrections stay). The plays' version is bumped, so
   * open workspaces reload them.
   */
  async function applyClockMarks(tx: Executor, gameId: string, marks: ClockMark[]) {
    const earlier = await tx
      .select({
        id: footageSuggestions.id,
        videoMs: footageSuggestions.videoMs,
        eventId: sql<string | null>`${footageSuggestions.detail}->>'eventId'`,
      })
      .from(footageSuggestions)
      .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.kind, 'clock')));
    const earlierEvents = earlier.flatMap((row) => (row.eventId ? [row.eventId] : []));
    const removed =
      earlierEvents.length === 0
        ? []
        : await tx
            .delete(gameEvents)
            .where(and(eq(gameEvents.gameId, gameId), inArray(gameEvents.id, earlierEvents), eq(gameEvents.revision, 1)))
            .returning({ id: gameEvents.id });
    const removedIds = new Set(removed.map((row) => row.id));
    const gone = earlier.filter((row) => row.eventId && removedIds.has(row.eventId)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(footageSuggestions).where(inArray(footageSuggestions.id, gone));
    // A mark the analyst corrected (its play changed, or deleted) stands: the pass does not add it again.
    const corrected = earlier.filter((row) => !gone.includes(row.id)).map((row) => row.videoMs);
    const fresh = marks.filter((mark) => !corrected.some((ms) => Math.abs(ms - mark.videoMs) < SAME_FIND_MS));

    const plays = await tx
      .select({ seq: gameEvents.seq, videoMs: gameEvents.videoMs })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.seq), asc(gameEvents.id));
    // The game's ceiling on plays holds for the pass too: past it, the later marks are left out.
    const room = Math.max(0, MAX_PLAYS_PER_GAME - plays.length);
    const placed = slotByFootageTime(
      plays,
      fresh.slice(0, room).map((mark) => ({ ...mark, videoMs: Math.max(0, Math.round(mark.videoMs)) })),
    );
    if (placed.length > 0) {
      const events = placed.map(({ mark, seq }) => ({
        id: randomUUID(),
        gameId,
        seq,
        period: Math.min(20, Math.max(1, mark.period)),
        videoMs: mark.videoMs,
        clock: Math.min(3600, Math.max(0, Math.round(mark.clock * 10) / 10)),
        body: { type: 'clock' as const, running: mark.running },
        createdBy: null,
        updatedBy: null,
      }));
      await tx.insert(gameEvents).values(events);
      const answeredAt = new Date();
      await tx.insert(footageSuggestions).values(
        events.map((event): NewSuggestion => ({
          gameId,
          kind: 'clock',
          videoMs: event.videoMs,
          status: 'accepted',
          answeredAt,
          detail: { eventId: event.id, period: event.period, clock: event.clock, running: event.body.running },
        })),
      );
    }
    if (removed.length > 0 || placed.length > 0)
      await tx
        .update(games)
        .set({ eventsVersion: sql`${games.eventsVersion} + 1`, updatedAt: new Date() })
        .where(eq(games.id, gameId));
  }
}

class NoFootageError extends Error {}

/**
 * The horns the analyst's substitution and timeout plays confirm (fusion.ts, calledHorns), as `sure`: worked out as
 * the suggestions are read, from the plays as they stand, so a play moved or deleted takes its confirmation with it,
 * and the stored grade stays the board's. Every horn offered takes part, answered ones too (answering one must not
 * move a call to another); one the board is already sure of (a period's end) keeps its reason.
 */
async function withCalledHorns<Row extends { kind: SuggestionKind; videoMs: number; detail: SuggestionDetail }>(
  tx: Executor,
  gameId: string,
  suggestions: Row[],
): Promise<Row[]> {
  const horns = suggestions.filter((row) => row.kind === 'horn');
  if (horns.length === 0) return suggestions;
  const calls = await tx
    .select({ videoMs: gameEvents.videoMs })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), sql`${gameEvents.body}->>'type' in ('substitution', 'timeout')`));
  const callTimes = calls.flatMap((call) => (call.videoMs === null ? [] : [call.videoMs]));
  if (callTimes.length === 0) return suggestions;
  const board = await boardClockOf(tx, gameId);
  const grades = withCalls(
    horns.map((row) => ({ startMs: row.videoMs, grade: row.detail })),
    callTimes,
    board?.marks,
  );
  const confirmed = new Set(horns.filter((row, index) => grades[index] === CALLED));
  return suggestions.map((row) => (confirmed.has(row) ? { ...row, detail: { ...row.detail, ...CALLED } } : row));
}

/**
 * The board's clock as the game's last scoreboard run read it: every mark it read and where it read none (kept
 * while a new run is queued, and after one that failed: a run that ends grades again). Null when no run read a
 * clock: sounds are then judged by their sound alone, and dead time is motion's.
 */
async function boardClockOf(tx: Executor, gameId: string): Promise<BoardClock | null> {
  const [pass] = await tx
    .select({ unread: footagePasses.unread, clockMarks: footagePasses.clockMarks })
    .from(footagePasses)
    .where(and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, 'scoreboard')));
  if (!pass?.unread) return null;
  const marks = pass.clockMarks ?? (await clockPlaysOf(tx, gameId));
  return marks.length > 0 ? { marks, unread: pass.unread } : null;
}

/**
 * The clock marks a scoreboard run that ended before migration 0023 left, as its `clock` suggestions: the best
 * such a game has until its scoreboard is read again.
 */
async function clockPlaysOf(tx: Executor, gameId: string): Promise<ClockMark[]> {
  const rows = await tx
    .select({ videoMs: footageSuggestions.videoMs, detail: footageSuggestions.detail })
    .from(footageSuggestions)
    .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.kind, 'clock')))
    .orderBy(asc(footageSuggestions.videoMs));
  return rows.flatMap(({ videoMs, detail }): ClockMark[] =>
    detail.clock === undefined || detail.running === undefined
      ? []
      : [{ videoMs, period: detail.period ?? 1, clock: detail.clock, running: detail.running }],
  );
}

/**
 * Grades the game's open whistles and horns against the board's clock (`board`), or by their sound alone
 * (null): each keeps its confidence in its detail. Answered ones keep theirs: the analyst has judged them, and
 * the accepted ones keep the stops that confirmed them.
 */
async function gradeSoundSuggestions(tx: Executor, gameId: string, board: BoardClock | null) {
  const rows = await tx
    .select({
      id: footageSuggestions.id,
      kind: footageSuggestions.kind,
      status: footageSuggestions.status,
      videoMs: footageSuggestions.videoMs,
      endMs: footageSuggestions.endMs,
      detail: footageSuggestions.detail,
    })
    .from(footageSuggestions)
    .where(
      and(
        eq(footageSuggestions.gameId, gameId),
        inArray(footageSuggestions.kind, ['whistle', 'horn']),
        inArray(footageSuggestions.status, ['open', 'accepted']),
        // The board's own horns are no sound to grade (offerPeriodEndHorns).
        sql`${footageSuggestions.detail}->>'basis' is distinct from ${RAN_OUT.basis}`,
      ),
    );
  const soundOf = (row: (typeof rows)[number]): SoundMark => ({
    kind: row.kind === 'horn' ? 'horn' : 'whistle',
    startMs: row.videoMs,
    endMs: row.endMs ?? row.videoMs,
    strength: row.detail.strength ?? 0,
    ...(row.detail.faint ? { faint: true } : {}),
  });
  const open = rows.filter((row) => row.status === 'open');
  if (open.length === 0) return;
  const accepted = rows.filter((row) => row.status === 'accepted').map(soundOf);
  const grades = gradeSounds(open.map(soundOf), board, accepted);
  const values = sql.join(
    open.map((row, i) => sql`(${row.id}::uuid, ${JSON.stringify(grades[i])}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${footageSuggestions} s set detail = s.detail || v.grade
    from (values ${values}) as v(id, grade) where s.id = v.id`);
}

/**
 * The horns the board alone tells of (fusion.ts, periodEndHorns): one where the clock ran out to 0.0 and no horn was
 * heard within a second, `sure` (RAN_OUT). Those still open are made again from the board as it now reads (it may
 * have been read again, or a sound pass may have heard the horn since); answered ones stay, and a horn of any
 * answer there keeps the board from offering another.
 */
async function offerPeriodEndHorns(tx: Executor, gameId: string, board: BoardClock | null) {
  const ofTheBoard = and(
    eq(footageSuggestions.gameId, gameId),
    eq(footageSuggestions.kind, 'horn'),
    eq(footageSuggestions.status, 'open'),
    sql`${footageSuggestions.detail}->>'basis' = ${RAN_OUT.basis}`,
  );
  await tx.delete(footageSuggestions).where(ofTheBoard);
  if (!board) return;
  const horns = await tx
    .select({ startMs: footageSuggestions.videoMs })
    .from(footageSuggestions)
    .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.kind, 'horn')));
  const ranOut = periodEndHorns(board, horns);
  if (ranOut.length === 0) return;
  await tx
    .insert(footageSuggestions)
    .values(ranOut.map((videoMs) => ({ gameId, kind: 'horn' as const, videoMs, endMs: videoMs, detail: { ...RAN_OUT } })));
}

/**
 * The kinds of open suggestion a pass's findings replace. Dead time is the clock's when the scoreboard's clock
 * is read (the clock stops on every whistle: a stopped clock is the dead ball), and motion's only without it:
 * a scoreboard pass that read a clock replaces motion's stretches, and a motion pass on a game whose clock is
 * on the track (its clock marks) leaves the clock's alone.
 */
async function replacedKinds(tx: Executor, gameId: string, findings: PassFindings): Promise<SuggestionKind[]> {
  switch (findings.pass) {
    case 'sound':
      return ['whistle', 'horn'];
    case 'scoreboard':
      return findings.clockMarks.length > 0 ? ['score', 'dead_time'] : ['score'];
    case 'motion':
      return (await boardClockOf(tx, gameId)) ? [] : ['dead_time'];
  }
}

/** The suggestions a pass's findings make (the scoreboard's clock marks become plays, see applyClockMarks). */
function suggestionsOf(gameId: string, findings: PassFindings, kinds: readonly SuggestionKind[]): NewSuggestion[] {
  return suggestionsFound(gameId, findings).filter((row) => kinds.includes(row.kind));
}

function suggestionsFound(gameId: string, findings: PassFindings): NewSuggestion[] {
  const ms = (value: number) => Math.max(0, Math.round(value));
  switch (findings.pass) {
    case 'sound':
      return findings.sounds.map((sound) => ({
        gameId,
        kind: sound.kind,
        videoMs: ms(sound.startMs),
        endMs: ms(sound.endMs),
        detail: { strength: Math.round(sound.strength * 10) / 10, ...(sound.faint ? { faint: true } : {}) },
      }));
    case 'motion':
      return findings.stretches.map((stretch) => ({
        gameId,
        kind: 'dead_time',
        videoMs: ms(stretch.startMs),
        endMs: ms(stretch.endMs),
        detail: gradeDeadTime('motion'),
      }));
    case 'scoreboard':
      return [
        ...findings.scoreChanges.map((change): NewSuggestion => ({
          gameId,
          kind: 'score',
          videoMs: ms(change.videoMs),
          detail: { side: change.side, points: change.points, home: change.home, away: change.away },
        })),
        ...findings.stretches.map((stretch): NewSuggestion => ({
          gameId,
          kind: 'dead_time',
          videoMs: ms(stretch.startMs),
          endMs: ms(stretch.endMs),
          detail: gradeDeadTime('clock'),
        })),
      ];
  }
}

/**
 * Where new plays at given footage times go in the order of play: before the first play (by seq) that happens
 * later in the footage, spread evenly over the gap they share (so no run of halvings wears a gap's seq out), or
 * after the last play. Plays without a footage time keep their place. Marks must come in footage order.
 */
export function slotByFootageTime<T extends { videoMs: number }>(
  plays: readonly { seq: number; videoMs: number | null }[],
  marks: readonly T[],
): { mark: T; seq: number }[] {
  const gaps = new Map<number, T[]>();
  for (const mark of [...marks].sort((a, b) => a.videoMs - b.videoMs)) {
    const next = plays.findIndex((play) => play.videoMs !== null && play.videoMs > mark.videoMs);
    const gap = next === -1 ? plays.length : next;
    gaps.set(gap, [...(gaps.get(gap) ?? []), mark]);
  }
  const last = plays.at(-1)?.seq ?? 0;
  return [...gaps].flatMap(([gap, inGap]) =>
    inGap.map((mark, index) => {
      if (gap === plays.length) return { mark, seq: last + index + 1 };
      const before = plays[gap]?.seq ?? 0;
      // Before the first play: from 0, or below it when the first play's seq is already 0 (seqs may be any number).
      const after = gap === 0 ? Math.min(0, before - 1) : (plays[gap - 1]?.seq ?? before - 1);
      return { mark, seq: after + ((before - after) * (index + 1)) / (inGap.length + 1) };
    }),
  );
}

const consoleLog: AssistLog = { warn: (details, message) => console.warn(message, details) };

export type Assist = ReturnType<typeof createAssist>;
