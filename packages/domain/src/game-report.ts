import { computeBoxScoreFromWalk, type TeamBox } from './box-score.js';
import { withClocks } from './game-clock.js';
import { computeGameFiguresFromWalk, fastBreaksTracked } from './game-figures.js';
import type { GameDetails } from './game-details.js';
import { computeLineupsFromWalk } from './lineups.js';
import { walkCourt } from './on-court.js';
import { describePlays } from './play-descriptions.js';
import type { EventBody, GameEvent, GameSetup } from './play-by-play.js';
import type { GameReport, ReportHeader, TeamLeaders } from './report-schema.js';
import { shotsOf } from './shots.js';

/**
 * The version of the engine that builds reports. Bump it with any change that could alter a figure: a
 * delivered report keeps the version it was built with, so support can tell which rules it followed. 5: offsetting
 * technicals give no free throws in the possession figures either (points off turnovers, second-chance and
 * fast-break points), as in the +/- walk.
 */
export const ENGINE_VERSION = 5;

/** What the customer said of the game at upload, for the sheet's header. */
export type UploadDetails = Pick<GameDetails, 'competition' | 'venue' | 'playedOn'>;

/**
 * The sheet's header: the analyst's setup details where given, else the customer's upload details; null (or
 * no officials) where neither knows.
 */
export function reportHeaderOf(setup: Pick<GameSetup, 'details'>, upload: UploadDetails | null): ReportHeader {
  const details = setup.details ?? {};
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    competition: text(details.competition) ?? text(upload?.competition),
    date: details.date ?? upload?.playedOn ?? null,
    startTime: details.startTime ?? null,
    venue: text(details.venue) ?? text(upload?.venue),
    attendance: details.attendance ?? null,
    officials: (details.officials ?? []).map((name) => name.trim()).filter((name) => name !== ''),
  };
}

/**
 * Everything a customer receives for a game, from its setup, its play-by-play and what the customer said of it
 * at upload (the header's defaults). Pure: no I/O.
 */
export function buildGameReport(setup: GameSetup, events: readonly GameEvent[], upload: UploadDetails | null = null): GameReport {
  // Every play gets its clock from the game clock's track; the marks themselves are not plays.
  const timed = withClocks(setup, events);
  const ordered = timed.filter((event) => event.type !== 'clock');
  // One walk of the court gives the starters, minutes, +/-, bench points and lineups. It walks the clock marks
  // too: a clock started is play resumed, which ends the wait for a foul's free throws.
  const walk = walkCourt(setup, timed);
  const boxScore = computeBoxScoreFromWalk(setup, timed, walk);
  const bodies = new Map(ordered.map((event) => [event.id, bodyOf(event)]));
  const team = (side: 'home' | 'away') => {
    const five = walk.starters?.[side] ?? setup[side].starters;
    return {
      name: setup[side].name,
      ...(setup[side].color === undefined ? {} : { color: setup[side].color }),
      ...(setup[side].coach?.trim() ? { coach: setup[side].coach.trim() } : {}),
      players: setup[side].players,
      ...(five === undefined ? {} : { starters: [...five] }),
    };
  };
  return {
    engineVersion: ENGINE_VERSION,
    setup: {
      home: team('home'),
      away: team('away'),
      periods: setup.periods,
      periodSeconds: setup.periodSeconds,
      overtimeSeconds: setup.overtimeSeconds,
      plusMinusRule: setup.plusMinusRule ?? 'foul',
      fastBreaksTracked: fastBreaksTracked(setup, timed),
    },
    header: reportHeaderOf(setup, upload),
    clockKnown: ordered.length > 0 && ordered.every((event) => event.clock !== undefined),
    boxScore,
    figures: computeGameFiguresFromWalk(setup, timed, boxScore, walk),
    leaders: { home: leadersOf(boxScore.home), away: leadersOf(boxScore.away) },
    plays: describePlays(setup, ordered).map((play) => {
      const body = bodies.get(play.id);
      return body ? { ...play, body } : play;
    }),
    shots: shotsOf(ordered),
    lineups: computeLineupsFromWalk(timed, walk),
  };
}

/**
 * A team's leaders in points, rebounds and assists: the player with the most (the first in roster order on a
 * tie), or null when nobody has any.
 */
export function leadersOf(box: TeamBox): TeamLeaders {
  const leader = (key: 'pts' | 'reb' | 'ast') => {
    let best: { playerId: string; value: number } | null = null;
    for (const line of box.players) if (line[key] > (best?.value ?? 0)) best = { playerId: line.playerId, value: line[key] };
    return best;
  };
  return { pts: leader('pts'), reb: leader('reb'), ast: leader('ast') };
}

/** A play's body as tagged: the event without its place in the game (id, order, period, footage, clock). */
function bodyOf(event: GameEvent): EventBody {
  const { id: _id, seq: _seq, period: _period, videoMs: _videoMs, clock: _clock, ...body } = event;
  return body;
}
