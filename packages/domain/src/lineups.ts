import { pointsOf } from './game-figures.js';
import { walkCourt, type CourtWalk } from './on-court.js';
import { SIDES, opponentOf, type GameEvent, type GameSetup, type Side } from './play-by-play.js';
import type { LineupUnit, Lineups, OnOff } from './report-schema.js';

interface Tally {
  seconds: number;
  pointsFor: number;
  pointsAgainst: number;
  possessions: number;
}

/** 100 x margin per possession, from possessions as reported (rounded), so the page's figures agree. */
const netRating = (tally: Tally) =>
  tally.possessions > 0 ? (100 * (tally.pointsFor - tally.pointsAgainst)) / tally.possessions : null;

// Possessions are sums of 0.44s: rounding to hundredths only drops floating-point noise.
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Every unit that played, and each player's team figures on and off the court. Null unless both teams'
 * starters are known. Units follow the same walk as the box score's +/- (`walkCourt`: points count for the
 * players on court at the scoring play, free throws for those at the foul under the `foul` rule), so a
 * player's on-court margin is their +/-; seconds need a clock on every change of lineup, as minutes do, and a
 * period without a change counts whole. A unit's possessions are the usual estimate over the plays it was on
 * court for, its team's FGA - OREB + TOV + 0.44 x FTA (team rebounds and offensive fouls included, as in the
 * box score's totals), not the counted possessions of the game figures: so the units of a team add up to the
 * estimate from its box score. Units are sorted by seconds, then +/-, both descending.
 */
export function computeLineups(setup: GameSetup, events: readonly GameEvent[]): Lineups | null {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  return computeLineupsFromWalk(ordered, walkCourt(setup, ordered));
}

/**
 * `computeLineups` of plays already in order of play, from their walk of the court (`walkCourt` of the same
 * plays), so that a report's parts share one walk.
 */
export function computeLineupsFromWalk(ordered: readonly GameEvent[], walk: CourtWalk): Lineups | null {
  if (!walk.starters) return null;
  const timed = walk.timed;
  const tallies = new Map<string, { side: Side; playerIds: string[]; tally: Tally }>();

  const unitOf = (side: Side, lineup: readonly string[]) => {
    const playerIds = [...lineup].sort();
    const key = `${side}:${playerIds.join(',')}`;
    let unit = tallies.get(key);
    if (!unit) {
      unit = { side, playerIds, tally: { seconds: 0, pointsFor: 0, pointsAgainst: 0, possessions: 0 } };
      tallies.set(key, unit);
    }
    return unit.tally;
  };
  for (const stint of walk.stints) unitOf(stint.side, stint.playerIds).seconds += stint.seconds;

  ordered.forEach((event, index) => {
    const onCourt = walk.onCourt[index];
    const credited = walk.credited[index];
    if (!onCourt || !credited) return;
    const points = pointsOf(event);
    if (points > 0 && 'team' in event) {
      unitOf(event.team, credited[event.team]).pointsFor += points;
      unitOf(opponentOf(event.team), credited[opponentOf(event.team)]).pointsAgainst += points;
    }
    if (!('team' in event)) return;
    const own = () => unitOf(event.team, onCourt[event.team]);
    switch (event.type) {
      case 'shot':
        own().possessions += 1;
        break;
      case 'free_throw':
        own().possessions += 0.44;
        break;
      case 'rebound':
        if (event.offensive) own().possessions -= 1;
        break;
      case 'turnover':
        own().possessions += 1;
        break;
      case 'foul':
        if (event.kind === 'offensive') own().possessions += 1;
        break;
      case 'substitution':
      case 'lineup':
      case 'timeout':
        break;
    }
  });

  // A unit that came and went at one clock (two substitutions in a row) did not play.
  const units: LineupUnit[] = [...tallies.values()]
    .filter(({ tally }) => tally.seconds > 0 || tally.pointsFor > 0 || tally.pointsAgainst > 0 || tally.possessions !== 0)
    .map(({ side, playerIds, tally }) => {
      const figures = { ...tally, possessions: round(tally.possessions) };
      return {
        team: side,
        playerIds,
        seconds: timed ? figures.seconds : null,
        pointsFor: figures.pointsFor,
        pointsAgainst: figures.pointsAgainst,
        possessions: figures.possessions,
        netRating: netRating(figures),
        plusMinus: figures.pointsFor - figures.pointsAgainst,
      };
    })
    .sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0) || b.plusMinus - a.plusMinus);

  const onOff: OnOff[] = [];
  for (const side of SIDES) {
    const mine = units.filter((unit) => unit.team === side);
    const whole = sum(mine);
    const players = [...new Set(mine.flatMap((unit) => unit.playerIds))];
    for (const playerId of players) {
      const on = sum(mine.filter((unit) => unit.playerIds.includes(playerId)));
      const off: Tally = {
        seconds: whole.seconds - on.seconds,
        pointsFor: whole.pointsFor - on.pointsFor,
        pointsAgainst: whole.pointsAgainst - on.pointsAgainst,
        possessions: round(whole.possessions - on.possessions),
      };
      const view = (tally: Tally) => ({ ...tally, seconds: timed ? tally.seconds : null, netRating: netRating(tally) });
      const onView = view(on);
      const offView = view(off);
      onOff.push({
        team: side,
        playerId,
        on: onView,
        off: offView,
        netDifference: onView.netRating === null || offView.netRating === null ? null : onView.netRating - offView.netRating,
      });
    }
  }
  return { units, onOff };
}

function sum(units: readonly LineupUnit[]): Tally {
  const total: Tally = { seconds: 0, pointsFor: 0, pointsAgainst: 0, possessions: 0 };
  for (const unit of units) {
    total.seconds += unit.seconds ?? 0;
    total.pointsFor += unit.pointsFor;
    total.pointsAgainst += unit.pointsAgainst;
    total.possessions += unit.possessions;
  }
  total.possessions = round(total.possessions);
  return total;
}
