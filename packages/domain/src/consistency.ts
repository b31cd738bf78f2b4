import { computeBoxScore } from './box-score.js';
import { placeClockMarks, readClock } from './game-clock.js';
import { formatGameClock } from './dates.js';
import { fastBreaksTracked } from './game-figures.js';
import { technicalFreeThrows, walkCourt } from './on-court.js';
import { periodLength } from './periods.js';
import { periodName } from './play-descriptions.js';
import { PERSONAL_FOUL_KINDS, SIDES, type GameEvent, type GameSetup, type Side } from './play-by-play.js';

export type WarningCode =
  | 'unknown_player'
  | 'wrong_team'
  | 'assist_not_teammate'
  | 'assist_on_miss'
  | 'block_on_make'
  | 'block_by_teammate'
  | 'steal_by_teammate'
  | 'rebound_wrong_side'
  | 'rebound_without_miss'
  | 'miss_without_rebound'
  | 'sixth_foul'
  | 'free_throw_without_foul'
  | 'outside_period'
  | 'lineup_not_five'
  | 'ejected_player'
  | 'clock_expired'
  | 'clock_backwards'
  | 'clock_too_long'
  | 'period_length'
  | 'sub_while_clock_runs'
  | 'final_score_differs'
  | 'made_shot_without_location'
  | 'fast_breaks_not_tracked'
  | 'no_fast_break_flagged';

export interface ConsistencyWarning {
  code: WarningCode;
  message: string;
  /** The event the warning is about, when there is one. */
  eventId?: string;
}

/** Events that do not change possession or the ball's state, skipped when looking at what came before or after. */
const isAside = (event: GameEvent) =>
  event.type === 'substitution' ||
  event.type === 'lineup' ||
  event.type === 'clock' ||
  event.type === 'timeout' ||
  (event.type === 'foul' && event.kind === 'technical');

/** Plays of the game itself, with the ball live or about to be: the five on court must be five then. */
const isLivePlay = (event: GameEvent) =>
  event.type === 'shot' || event.type === 'free_throw' || event.type === 'rebound' || event.type === 'turnover';

const isMiss = (event: GameEvent | undefined) => (event?.type === 'shot' || event?.type === 'free_throw') && !event.made;

/**
 * Checks a game's events for what cannot have happened, or was probably tagged wrong. Each warning names the
 * event it is about (its place in the order of play in the message, its id in `eventId`). Pure: no I/O.
 */
export function checkConsistency(setup: GameSetup, events: readonly GameEvent[]): ConsistencyWarning[] {
  // Clock marks in the periods their places give them: the scoreboard pass counts periods its own way.
  const ordered = placeClockMarks([...events].sort((a, b) => a.seq - b.seq));
  const warnings: ConsistencyWarning[] = [];
  const position = new Map(ordered.map((event, index) => [event, index + 1]));
  const warn = (code: WarningCode, event: GameEvent | null, message: string) =>
    warnings.push(
      event ? { code, eventId: event.id, message: `Play ${String(position.get(event))}: ${message}` } : { code, message },
    );

  const sideOf = new Map<string, Side>();
  const label = new Map<string, string>();
  for (const side of SIDES) {
    for (const player of setup[side].players) {
      sideOf.set(player.id, side);
      label.set(player.id, `#${player.number} ${player.name}`.trim());
    }
  }
  const who = (playerId: string) => label.get(playerId) ?? playerId;
  const teamName = (side: Side) => setup[side].name;

  /** Warns when a player is not on the roster, or not on the side the event gives. */
  const checkPlayer = (event: GameEvent, playerId: string | undefined, expected: Side) => {
    if (!playerId) return;
    const actual = sideOf.get(playerId);
    if (!actual) warn('unknown_player', event, `${playerId} is not on either roster`);
    else if (actual !== expected)
      warn('wrong_team', event, `${who(playerId)} plays for ${teamName(actual)}, not ${teamName(expected)}`);
  };

  // A technical foul's free throw (the next free throw of the other team before play resumes) is an aside too:
  // it may come in the middle of another trip, and a miss on it is not rebounded.
  const technicalThrows = technicalFreeThrows(ordered);
  const neighbour = (index: number, step: 1 | -1): GameEvent | undefined => {
    for (let at = index + step; at >= 0 && at < ordered.length; at += step) {
      const candidate = ordered[at];
      if (candidate && !isAside(candidate) && !technicalThrows.has(candidate.id)) return candidate;
    }
    return undefined;
  };

  // Lineups: five starters, changes that swap a player on court for one on the bench, five at every play.
  for (const side of SIDES) {
    const starters = setup[side].starters;
    if (starters && starters.length > 0 && new Set(starters).size !== 5) {
      warn('lineup_not_five', null, `${teamName(side)} has ${new Set(starters).size} starters, not five`);
    }
  }
  const court = walkCourt(setup, ordered);
  const tracking = court.starters !== null;
  /** The side whose count of players on court was last warned about, so one mistake warns once. */
  const shortWarned: Record<Side, boolean> = { home: false, away: false };
  const ejected = new Set<string>();

  // The clock: read from the track, checked against the setup and against itself.
  const readings = readClock(setup, ordered);
  let lastClock: { period: number; clock: number } | null = null;

  const fouls = new Map<string, number>();
  const usesMarkers = ordered.some((event) => event.type === 'period_start');
  let openPeriod: number | null = null;

  ordered.forEach((event, index) => {
    checkClock(event, index);
    if (tracking) checkFive(event, index);
    if (event.type === 'period_start') {
      openPeriod = event.period;
      return;
    }
    if (event.type === 'period_end') {
      if (openPeriod !== event.period) warn('outside_period', event, `period ${event.period} ends without having started`);
      openPeriod = null;
      return;
    }
    // Technical fouls (and their free throws) may come between periods. A clock mark stands in the period its
    // place gives it, whatever period it carries, and between periods it only sets the next start (game-clock.ts).
    const technical = (event.type === 'foul' && event.kind === 'technical') || technicalThrows.has(event.id);
    if (usesMarkers && event.type !== 'clock' && openPeriod !== event.period && !(technical && openPeriod === null)) {
      warn(
        'outside_period',
        event,
        openPeriod === null
          ? `between periods (period ${event.period} is not running)`
          : `tagged period ${event.period} during period ${openPeriod}`,
      );
    }

    switch (event.type) {
      case 'shot': {
        checkPlayer(event, event.playerId, event.team);
        if (event.assistId) {
          if (!event.made) warn('assist_on_miss', event, `assist by ${who(event.assistId)} on a missed shot`);
          if (event.assistId === event.playerId || (sideOf.has(event.assistId) && sideOf.get(event.assistId) !== event.team))
            warn('assist_not_teammate', event, `assist by ${who(event.assistId)}, who is not a teammate of the shooter`);
        }
        if (event.blockId) {
          if (event.made) warn('block_on_make', event, `block by ${who(event.blockId)} on a made shot`);
          if (sideOf.get(event.blockId) === event.team)
            warn('block_by_teammate', event, `block by ${who(event.blockId)}, a teammate of the shooter`);
        }
        if (!event.made) checkReboundAfter(index, event);
        break;
      }
      case 'free_throw': {
        checkPlayer(event, event.playerId, event.team);
        if (technicalThrows.has(event.id)) break;
        const before = neighbour(index, -1);
        const startsTrip = !(before?.type === 'free_throw' && before.team === event.team);
        if (startsTrip && !foulBefore(index, event.team))
          warn('free_throw_without_foul', event, `free throw by ${who(event.playerId)} with no foul before it`);
        const after = neighbour(index, 1);
        const lastOfTrip = !(after?.type === 'free_throw' && after.team === event.team);
        if (!event.made && lastOfTrip) checkReboundAfter(index, event);
        break;
      }
      case 'rebound': {
        checkPlayer(event, event.playerId, event.team);
        const miss = neighbour(index, -1);
        if (!miss || !isMiss(miss) || (miss.type !== 'shot' && miss.type !== 'free_throw')) {
          warn('rebound_without_miss', event, 'rebound with no missed shot or free throw before it');
        } else if (miss.team === event.team && !event.offensive) {
          warn('rebound_wrong_side', event, `defensive rebound credited to ${teamName(event.team)}, the shooting side`);
        } else if (miss.team !== event.team && event.offensive) {
          warn('rebound_wrong_side', event, `offensive rebound credited to ${teamName(event.team)}, the defending side`);
        }
        break;
      }
      case 'turnover': {
        checkPlayer(event, event.playerId, event.team);
        if (event.stealId && sideOf.get(event.stealId) === event.team) {
          warn('steal_by_teammate', event, `steal by ${who(event.stealId)} without a turnover by the other side`);
        }
        break;
      }
      case 'foul': {
        checkPlayer(event, event.playerId, event.team);
        if (event.kind === 'disqualifying' && event.playerId) ejected.add(event.playerId);
        if (event.playerId && PERSONAL_FOUL_KINDS.includes(event.kind)) {
          const count = (fouls.get(event.playerId) ?? 0) + 1;
          fouls.set(event.playerId, count);
          if (count >= 6) warn('sixth_foul', event, `foul number ${count} for ${who(event.playerId)}`);
        }
        break;
      }
      case 'substitution': {
        checkPlayer(event, event.inId, event.team);
        checkPlayer(event, event.outId, event.team);
        if (ejected.has(event.inId)) warn('ejected_player', event, `${who(event.inId)} comes back in after being ejected`);
        if (!tracking) break;
        const before = court.onCourt[index]?.[event.team] ?? [];
        if ((!before.includes(event.outId) && !ejected.has(event.outId)) || before.includes(event.inId)) {
          warn(
            'lineup_not_five',
            event,
            `${who(event.inId)} in for ${who(event.outId)} does not leave ${teamName(event.team)} with five on court`,
          );
        }
        break;
      }
      case 'lineup': {
        for (const playerId of event.playerIds) {
          checkPlayer(event, playerId, event.team);
          if (ejected.has(playerId)) warn('ejected_player', event, `${who(playerId)} is on court after being ejected`);
        }
        const five = new Set(event.playerIds).size;
        if (five !== 5)
          warn('lineup_not_five', event, `${teamName(event.team)} starts the period with ${String(five)} players, not five`);
        break;
      }
      case 'timeout':
      case 'clock':
        break;
    }
  });

  /** The clock never runs past 0:00 under a play, never goes up within a period, never exceeds the period. */
  function checkClock(event: GameEvent, index: number) {
    const reading = readings[index];
    if (!reading || reading.clock === undefined) return;
    const length = periodLength(setup, event.period);
    if (event.type === 'period_start' && reading.clock !== length) {
      warn(
        'period_length',
        event,
        `${periodName(setup, event.period)} starts at ${formatGameClock(reading.clock)}, not the setup's ${formatGameClock(length)}`,
      );
    } else if (reading.clock > length) {
      warn('clock_too_long', event, `the clock reads ${formatGameClock(reading.clock)} in a ${formatGameClock(length)} period`);
    }
    if (reading.overrun >= 1 && event.type !== 'period_end' && event.type !== 'clock') {
      warn('clock_expired', event, `after the clock ran out in ${periodName(setup, event.period)}`);
    }
    if (lastClock && lastClock.period === event.period && reading.clock > lastClock.clock && event.type !== 'period_start') {
      warn(
        'clock_backwards',
        event,
        `the clock reads ${formatGameClock(reading.clock)}, later than ${formatGameClock(lastClock.clock)} before it`,
      );
    }
    if (event.type === 'period_end' && reading.runningBefore && reading.clock >= 1) {
      warn(
        'period_length',
        event,
        `${periodName(setup, event.period)} ends with ${formatGameClock(reading.clock)} left on a running clock (check the period length in the setup)`,
      );
    }
    if ((event.type === 'substitution' || event.type === 'lineup') && reading.runningBefore) {
      warn('sub_while_clock_runs', event, 'a substitution while the clock runs (mark where it stopped)');
    }
    lastClock = { period: event.period, clock: reading.clock };
  }

  /** Five on court for each side at every live play; ejected players take no part. */
  function checkFive(event: GameEvent, index: number) {
    if (!isLivePlay(event)) return;
    for (const side of SIDES) {
      const count = court.onCourt[index]?.[side].length ?? 5;
      if (count === 5) shortWarned[side] = false;
      else if (!shortWarned[side]) {
        shortWarned[side] = true;
        warn('lineup_not_five', event, `${teamName(side)} has ${String(count)} players on court, not five`);
      }
    }
    const actor = 'playerId' in event ? event.playerId : undefined;
    if (actor && ejected.has(actor)) warn('ejected_player', event, `${who(actor)} plays after being ejected`);
  }

  function checkReboundAfter(index: number, miss: GameEvent) {
    const after = neighbour(index, 1);
    if (after?.type !== 'rebound' && after?.type !== 'period_end' && after !== undefined) {
      warn('miss_without_rebound', miss, 'missed with no rebound after it');
    }
  }

  /** Whether a foul by the other side comes before this trip to the line (an and-one's made shot may sit between). */
  function foulBefore(index: number, shooting: Side): boolean {
    for (let at = index - 1; at >= 0; at -= 1) {
      const candidate = ordered[at];
      if (!candidate) break;
      if (candidate.type === 'foul' && candidate.kind !== 'technical')
        return candidate.team !== shooting && candidate.kind !== 'offensive';
      if (
        candidate.type === 'substitution' ||
        candidate.type === 'lineup' ||
        candidate.type === 'clock' ||
        candidate.type === 'timeout' ||
        technicalThrows.has(candidate.id) ||
        (candidate.type === 'foul' && candidate.kind === 'technical')
      )
        continue;
      if (candidate.type === 'shot' && candidate.made && candidate.team === shooting) continue;
      return false;
    }
    return false;
  }

  if (setup.scoreboardFinal) {
    const box = computeBoxScore(setup, ordered);
    const tagged = { home: box.home.totals.pts, away: box.away.totals.pts };
    const typed = setup.scoreboardFinal;
    if (tagged.home !== typed.home || tagged.away !== typed.away) {
      warn(
        'final_score_differs',
        null,
        `the tagged score ${tagged.home}-${tagged.away} differs from the scoreboard final ${typed.home}-${typed.away}`,
      );
    }
  }
  return warnings;
}

/**
 * What the plays leave unrecorded, warned before submission: points in the paint read "not recorded" while a
 * made field goal has no location, fast-break points while fast breaks were not tracked. Pure: no I/O.
 */
export function checkRecording(setup: GameSetup, events: readonly GameEvent[]): ConsistencyWarning[] {
  const madeShots = events.filter((event) => event.type === 'shot' && event.made);
  // Until a basket is tagged there is nothing for these figures to count, and nothing to warn about yet.
  if (madeShots.length === 0) return [];
  const warnings: ConsistencyWarning[] = [];
  const unplaced = madeShots.filter((shot) => shot.type === 'shot' && (shot.x === undefined || shot.y === undefined));
  if (unplaced.length > 0) {
    const count = unplaced.length === 1 ? '1 made field goal has' : `${String(unplaced.length)} made field goals have`;
    warnings.push({
      code: 'made_shot_without_location',
      message: `${count} no location: points in the paint will read “not recorded”. Select each and click the court where it was taken.`,
    });
  }
  const flagged = events.filter((event) => (event.type === 'shot' || event.type === 'foul') && event.fastBreak).length;
  const howToFlag = 'f while tagging a made shot or a shooting foul, or its Fast break box once selected';
  // As the engine reads it: an older setup that does not say counts them tracked when some play is flagged.
  if (!fastBreaksTracked(setup, events)) {
    const ignored =
      flagged > 0 ? ` The ${flagged === 1 ? 'play' : `${String(flagged)} plays`} flagged as fast breaks will not count.` : '';
    warnings.push({
      code: 'fast_breaks_not_tracked',
      message: `Fast breaks were not tracked: fast-break points will read “not recorded”.${ignored} To count them, tick “Fast breaks tracked in this game” in the setup and flag each fast break (${howToFlag}).`,
    });
  } else if (flagged === 0) {
    warnings.push({
      code: 'no_fast_break_flagged',
      message: `Fast breaks are tracked, but no play is flagged as one: fast-break points will read 0. Flag each fast break (${howToFlag}), or untick “Fast breaks tracked in this game” in the setup.`,
    });
  }
  return warnings;
}
