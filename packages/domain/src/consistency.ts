import { computeBoxScore, lineupsKnown } from './box-score.js';
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
  | 'final_score_differs';

export interface ConsistencyWarning {
  code: WarningCode;
  message: string;
  /** The event the warning is about, when there is one. */
  eventId?: string;
}

/** Events that do not change possession or the ball's state, skipped when looking at what came before or after. */
const isAside = (event: GameEvent) =>
  event.type === 'substitution' || event.type === 'timeout' || (event.type === 'foul' && event.kind === 'technical');

const isMiss = (event: GameEvent | undefined) => (event?.type === 'shot' || event?.type === 'free_throw') && !event.made;

/**
 * Checks a game's events for what cannot have happened, or was probably tagged wrong. Each warning names the
 * event it is about (its place in the order of play in the message, its id in `eventId`). Pure: no I/O.
 */
export function checkConsistency(setup: GameSetup, events: readonly GameEvent[]): ConsistencyWarning[] {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
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

  const neighbour = (index: number, step: 1 | -1): GameEvent | undefined => {
    for (let at = index + step; at >= 0 && at < ordered.length; at += step) {
      const candidate = ordered[at];
      if (candidate && !isAside(candidate)) return candidate;
    }
    return undefined;
  };

  // Lineups: five starters, and substitutions that swap a player on court for one on the bench.
  const tracking = lineupsKnown(setup);
  for (const side of SIDES) {
    const starters = setup[side].starters;
    if (starters && starters.length > 0 && new Set(starters).size !== 5) {
      warn('lineup_not_five', null, `${teamName(side)} has ${new Set(starters).size} starters, not five`);
    }
  }
  const onCourt: Record<Side, Set<string>> = {
    home: new Set(tracking ? setup.home.starters : []),
    away: new Set(tracking ? setup.away.starters : []),
  };

  const fouls = new Map<string, number>();
  const usesMarkers = ordered.some((event) => event.type === 'period_start');
  let openPeriod: number | null = null;

  ordered.forEach((event, index) => {
    if (event.type === 'period_start') {
      openPeriod = event.period;
      return;
    }
    if (event.type === 'period_end') {
      if (openPeriod !== event.period) warn('outside_period', event, `period ${event.period} ends without having started`);
      openPeriod = null;
      return;
    }
    if (usesMarkers && openPeriod !== event.period) {
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
        if (!tracking) break;
        const court = onCourt[event.team];
        if (!court.has(event.outId) || court.has(event.inId)) {
          warn(
            'lineup_not_five',
            event,
            `${who(event.inId)} in for ${who(event.outId)} does not leave ${teamName(event.team)} with five on court`,
          );
        }
        court.delete(event.outId);
        court.add(event.inId);
        break;
      }
      case 'timeout':
        break;
    }
  });

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
      if (candidate.type === 'foul') return candidate.team !== shooting && candidate.kind !== 'offensive';
      if (candidate.type === 'substitution' || candidate.type === 'timeout') continue;
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
