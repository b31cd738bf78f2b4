import { computeBoxScore } from './box-score.js';
import type { GameEvent, GameSetup } from './play-by-play.js';

/** The score the scoreboard showed from `videoMs` of the footage on (a change read off the scoreboard). */
export interface ScoreboardScore {
  videoMs: number;
  home: number;
  away: number;
}

/** A period end where the tagged score is not the scoreboard's. */
export interface ScoreboardMismatch {
  period: number;
  /** The `period_end` play. */
  eventId: string;
  tagged: { home: number; away: number };
  scoreboard: { home: number; away: number };
}

/**
 * How long after a period end's footage position a scoreboard change still counts for it: the board is
 * updated a moment after the basket, and the analyst marks the end at the horn, a beat early or late.
 */
export const SCOREBOARD_GRACE_MS = 3000;

/**
 * The period ends whose tagged score (the box score of the plays up to the `period_end` play, in the order of
 * play) differs from the scoreboard's (the latest score change read at or before the play's footage position,
 * plus a few seconds' grace; 0-0 before the first). A period end without a footage position is not checked, and
 * nothing is when the scoreboard was never read (no changes). Pure: no I/O.
 */
export function scoreboardMismatches(
  setup: GameSetup,
  events: readonly GameEvent[],
  scoreChanges: readonly ScoreboardScore[],
  graceMs = SCOREBOARD_GRACE_MS,
): ScoreboardMismatch[] {
  if (scoreChanges.length === 0) return [];
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const changes = [...scoreChanges].sort((a, b) => a.videoMs - b.videoMs);
  const mismatches: ScoreboardMismatch[] = [];
  ordered.forEach((event, index) => {
    if (event.type !== 'period_end' || event.videoMs === undefined) return;
    const until = event.videoMs + graceMs;
    const shown = changes.filter((change) => change.videoMs <= until).at(-1) ?? { home: 0, away: 0 };
    const box = computeBoxScore(setup, ordered.slice(0, index + 1));
    const tagged = { home: box.home.totals.pts, away: box.away.totals.pts };
    if (tagged.home !== shown.home || tagged.away !== shown.away) {
      mismatches.push({ period: event.period, eventId: event.id, tagged, scoreboard: { home: shown.home, away: shown.away } });
    }
  });
  return mismatches;
}
