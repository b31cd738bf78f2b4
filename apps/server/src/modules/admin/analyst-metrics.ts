/**
 * The analysts' figures, worked out from plain audit rows and game facts: no I/O here, so every number can be
 * checked by hand (analyst-metrics.test.ts). The service only loads the rows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An analysis row of the audit log, as loaded: its game is `gameId` (the row's target; for an accepted play
 * report, the report's id, which the figures do not need).
 */
export interface AnalysisAuditRow {
  action: string;
  actorId: string | null;
  gameId: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface GameFootage {
  id: string;
  /** Footage length; null when it was never probed (a link game, say). */
  durationSeconds: number | null;
  /** When the game's current analyst claimed it (games.claimed_at): the fallback claim time. */
  claimedAt: Date | null;
}

/** The UTC days the figures cover: `days` of them, ending today. */
export interface AnalysisWindow {
  days: number;
  /** The first day's first moment (inclusive). */
  from: Date;
  /** The moment after the last day (exclusive). */
  to: Date;
  /** Each day as `yyyy-mm-dd`, oldest first. */
  dates: string[];
}

export interface DayCount {
  date: string;
  games: number;
}

export interface TaggingTime {
  /** Minutes of work per minute of footage, over the games that could be measured; null with none. */
  median: number | null;
  mean: number | null;
  /** Games measured. */
  games: number;
  /** Games left out: no footage length, or no claim before the submission. */
  withoutDuration: number;
  withoutClaim: number;
}

export interface AnalystFigures {
  analystId: string;
  /** Games whose first submission by this analyst fell in the window. */
  gamesTagged: number;
  perDay: number;
  series: DayCount[];
  taggingTime: TaggingTime;
  /** Plays reviewers added, changed or deleted in this analyst's tagging, and customers' reports admins accepted. */
  corrections: number;
  /** Times a reviewer sent this analyst's game back. */
  sentBack: number;
  /** corrections / gamesTagged; null without games. */
  correctionsPerGame: number | null;
}

export interface AnalystMetrics {
  window: AnalysisWindow;
  analysts: AnalystFigures[];
  totals: { gamesTagged: number; series: DayCount[] };
}

const PLAY_ACTIONS = new Set(['analysis.play_added', 'analysis.play_changed', 'analysis.play_deleted']);
/** A customer's report of a mistake on a delivered play, accepted: a correction of the analyst who delivered it. */
export const ACCEPTED_REPORT_ACTION = 'play_report.accepted';
/** Where an analyst's work on a game begins: their own claim, or an admin's assignment (queue or back office). */
export const CLAIM_ACTIONS = ['analysis.claimed', 'analysis.assigned', 'game.reassigned'] as const;
const claimActions = new Set<string>(CLAIM_ACTIONS);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `days` UTC days ending with the day of `now`. */
export function analysisWindow(now: Date, days: number): AnalysisWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => dayOf(new Date(from.getTime() + i * DAY_MS)));
  return { days, from, to: new Date(today + DAY_MS), dates };
}

const stringIn = (details: Record<string, unknown>, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The analyst whose tagging a row is about. */
const taggerOf = (row: AnalysisAuditRow) => stringIn(row.details, 'taggerId');

/** The analyst a claim or an assignment gave the game to: the claimer, or the assignment's `to`. */
function claimantOf(row: AnalysisAuditRow): string | null {
  return row.action === 'analysis.claimed' ? row.actorId : stringIn(row.details, 'to');
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * Each analyst's figures over the window:
 * - games tagged per day: a game counts once, on the UTC day of its first `analysis.submitted` row naming the
 *   analyst as tagger (a resubmission after a send-back does not count again; a game first submitted before
 *   the window does not count);
 * - tagging time per game-minute: (first submission − claim) / footage minutes, the claim being the latest
 *   claim by the analyst, or assignment to them (`details.to`), at or before that submission, else
 *   `games.claimed_at` if it is not later; games without a length or a claim are counted apart;
 * - corrections: play rows written during review about the analyst's tagging, and customers' reports of a
 *   mistake on a play the analyst delivered that an admin accepted (`play_report.accepted`, its `taggerId`);
 *   send-backs of their games are counted apart.
 *
 * `rows` holds the window's play, send-back and submission rows, plus every earlier submission, claim and
 * assignment of the games submitted in the window; `taggers` anyone who tagged in the window (their rows
 * outside review need not be loaded).
 */
export function computeAnalystMetrics(input: {
  window: AnalysisWindow;
  rows: AnalysisAuditRow[];
  games: GameFootage[];
  taggers?: string[];
}): AnalystMetrics {
  const { window } = input;
  const inWindow = (at: Date) => at >= window.from && at < window.to;
  const gamesById = new Map(input.games.map((game) => [game.id, game]));

  const analystIds = new Set(input.taggers ?? []);
  const firstSubmission = new Map<string, { analystId: string; gameId: string; at: Date }>();
  const corrections = new Map<string, number>();
  const sentBack = new Map<string, number>();
  const bump = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);

  for (const row of input.rows) {
    const tagger = taggerOf(row);
    if (!tagger) continue;
    if (row.action === 'analysis.submitted') {
      const key = `${tagger}\u0000${row.gameId}`;
      const known = firstSubmission.get(key);
      if (!known || row.createdAt < known.at)
        firstSubmission.set(key, { analystId: tagger, gameId: row.gameId, at: row.createdAt });
    }
    if (!inWindow(row.createdAt)) continue;
    if (PLAY_ACTIONS.has(row.action)) {
      analystIds.add(tagger);
      if (row.details.duringReview === true) bump(corrections, tagger);
    } else if (row.action === ACCEPTED_REPORT_ACTION) {
      analystIds.add(tagger);
      bump(corrections, tagger);
    } else if (row.action === 'analysis.sent_back') {
      analystIds.add(tagger);
      bump(sentBack, tagger);
    } else if (row.action === 'analysis.submitted') {
      analystIds.add(tagger);
    }
  }

  const claimsByGame = new Map<string, AnalysisAuditRow[]>();
  for (const row of input.rows) {
    if (claimActions.has(row.action)) claimsByGame.set(row.gameId, [...(claimsByGame.get(row.gameId) ?? []), row]);
  }

  /** The latest claim of `gameId` naming `analystId` at or before `at`. */
  const claimBefore = (analystId: string, gameId: string, at: Date): Date | null => {
    let latest: Date | null = null;
    for (const row of claimsByGame.get(gameId) ?? []) {
      if (row.createdAt > at || claimantOf(row) !== analystId) continue;
      if (!latest || row.createdAt > latest) latest = row.createdAt;
    }
    if (latest) return latest;
    const fallback = gamesById.get(gameId)?.claimedAt ?? null;
    return fallback && fallback <= at ? fallback : null;
  };

  const perAnalyst = new Map<
    string,
    { days: Map<string, number>; ratios: number[]; withoutDuration: number; withoutClaim: number }
  >();
  const figuresOf = (analystId: string) => {
    let figures = perAnalyst.get(analystId);
    if (!figures) {
      figures = { days: new Map(), ratios: [], withoutDuration: 0, withoutClaim: 0 };
      perAnalyst.set(analystId, figures);
    }
    return figures;
  };

  for (const { analystId, gameId, at } of firstSubmission.values()) {
    if (!inWindow(at)) continue;
    const figures = figuresOf(analystId);
    bump(figures.days, dayOf(at));
    const duration = gamesById.get(gameId)?.durationSeconds ?? null;
    if (duration === null || !(duration > 0)) {
      figures.withoutDuration += 1;
      continue;
    }
    const claimed = claimBefore(analystId, gameId, at);
    if (!claimed) {
      figures.withoutClaim += 1;
      continue;
    }
    const workMinutes = (at.getTime() - claimed.getTime()) / 60_000;
    figures.ratios.push(workMinutes / (duration / 60));
  }

  const analysts = [...analystIds].map((analystId): AnalystFigures => {
    const figures = figuresOf(analystId);
    const series = window.dates.map((date) => ({ date, games: figures.days.get(date) ?? 0 }));
    const gamesTagged = series.reduce((sum, day) => sum + day.games, 0);
    const ratios = [...figures.ratios].sort((a, b) => a - b);
    const correctionCount = corrections.get(analystId) ?? 0;
    return {
      analystId,
      gamesTagged,
      perDay: gamesTagged / window.days,
      series,
      taggingTime: {
        median: median(ratios),
        mean: ratios.length ? ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length : null,
        games: ratios.length,
        withoutDuration: figures.withoutDuration,
        withoutClaim: figures.withoutClaim,
      },
      corrections: correctionCount,
      sentBack: sentBack.get(analystId) ?? 0,
      correctionsPerGame: gamesTagged ? correctionCount / gamesTagged : null,
    };
  });
  analysts.sort((a, b) => b.gamesTagged - a.gamesTagged || a.analystId.localeCompare(b.analystId));

  const totals = window.dates.map((date, i) => ({
    date,
    games: analysts.reduce((sum, analyst) => sum + (analyst.series[i]?.games ?? 0), 0),
  }));
  return {
    window,
    analysts,
    totals: { gamesTagged: totals.reduce((sum, day) => sum + day.games, 0), series: totals },
  };
}
