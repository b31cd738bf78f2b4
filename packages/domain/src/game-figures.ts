import { deriveRates, lineupsKnown, type BoxScore } from './box-score.js';
import { SIDES, opponentOf, periodLength, type GameEvent, type GameSetup, type Side } from './play-by-play.js';
import type { CountedFigure, GameFigures, ScoringRun, TeamFigures } from './report-schema.js';

/** The points a play scores: a made shot its value, a made free throw one. */
export function pointsOf(event: GameEvent): number {
  if (event.type === 'shot') return event.made ? event.points : 0;
  if (event.type === 'free_throw') return event.made ? 1 : 0;
  return 0;
}

/** Whether a made field goal was inside the lane: |x| <= 8 ft and y <= 19 ft (DESIGN.md §4). */
export function isInPaint(x: number | undefined, y: number | undefined): boolean {
  return x !== undefined && y !== undefined && Math.abs(x) <= 8 && y <= 19;
}

/** How the ball came to the team holding it: an opponent's turnover, a defensive rebound, or otherwise. */
type Cause = 'turnover' | 'rebound' | 'other';

interface Counted {
  points: number;
  plays: string[];
}

const counted = (): Counted => ({ points: 0, plays: [] });
const add = (figure: Counted, event: GameEvent) => {
  figure.points += pointsOf(event);
  figure.plays.push(event.id);
};
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The derived team figures of DESIGN.md §4, from a game's setup, its events and its box score (which gives the
 * counting stats, so both agree). Pure: no I/O.
 *
 * Possessions are counted from the plays: a possession begins each time the ball comes to a team. The ball
 * is nobody's at a period's start; the first team to act with it (a shot, a free throw, a turnover, a defensive
 * rebound) has it. A turnover (an offensive foul is one) hands it to the opponent at once. A made field goal
 * or free throw hands it to the opponent when the next play is not another free throw by the scoring team (an
 * and-one, or the rest of a trip). An offensive rebound keeps the possession. Free throws after a technical
 * foul are shot without changing possession. A possession still open when a period ends counts; a handover
 * after a period's last basket does not (the period ended first).
 */
export function computeGameFigures(setup: GameSetup, events: readonly GameEvent[], box: BoxScore): GameFigures {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const tracked = lineupsKnown(setup);
  const starters = { home: new Set(setup.home.starters ?? []), away: new Set(setup.away.starters ?? []) };

  const possessions = { home: 0, away: 0 };
  const offTurnovers = { home: counted(), away: counted() };
  const secondChance = { home: counted(), away: counted() };
  const paint = { home: counted(), away: counted() };
  const fastBreak = { home: counted(), away: counted() };
  const bench = { home: counted(), away: counted() };

  let holder = null as Side | null;
  let cause = 'other' as Cause;
  let afterOffensiveRebound = false;
  /** The team that just scored: the ball goes over unless it shoots free throws next. */
  let scoredBy: Side | null = null;
  /** The team whose made fast-break shot may be followed by and-one free throws. */
  let fastBreakAndOne: Side | null = null;
  /** Free throws now are for a technical foul: shot without changing possession. */
  let technicalTrip = false;
  let period = 0;

  const gain = (side: Side, how: Cause) => {
    if (holder === side) return;
    holder = side;
    cause = how;
    afterOffensiveRebound = false;
    possessions[side] += 1;
  };

  for (const event of ordered) {
    if (event.period !== period || event.type === 'period_start') {
      period = event.period;
      holder = null;
      scoredBy = null;
      fastBreakAndOne = null;
      technicalTrip = false;
    }
    if (event.type === 'period_end') {
      holder = null;
      scoredBy = null;
      continue;
    }
    if (event.type === 'foul' && event.kind === 'technical') {
      technicalTrip = true;
      continue;
    }
    const ballPlay =
      event.type === 'shot' ||
      event.type === 'free_throw' ||
      event.type === 'rebound' ||
      event.type === 'turnover' ||
      (event.type === 'foul' && event.kind === 'offensive');
    if (!ballPlay) continue;
    const team = event.team;

    if (event.type === 'free_throw' && technicalTrip) {
      // Technical free throws score, but belong to no possession.
      if (event.made && tracked && !starters[team].has(event.playerId)) add(bench[team], event);
      continue;
    }
    technicalTrip = false;
    const andOne = event.type === 'free_throw' && scoredBy === team;
    if (scoredBy && !andOne) gain(opponentOf(scoredBy), 'other');
    scoredBy = null;
    if (!(event.type === 'free_throw' && fastBreakAndOne === team)) fastBreakAndOne = null;

    switch (event.type) {
      case 'shot':
      case 'free_throw': {
        gain(team, 'other');
        if (!event.made) break;
        if (cause === 'turnover') add(offTurnovers[team], event);
        if (afterOffensiveRebound) add(secondChance[team], event);
        if (tracked && !starters[team].has(event.playerId)) add(bench[team], event);
        if (event.type === 'shot') {
          if (isInPaint(event.x, event.y)) add(paint[team], event);
          if (event.fastBreak) {
            add(fastBreak[team], event);
            fastBreakAndOne = team;
          }
        } else if (fastBreakAndOne === team) {
          add(fastBreak[team], event);
        }
        scoredBy = team;
        break;
      }
      case 'rebound': {
        if (event.offensive) {
          gain(team, 'other');
          afterOffensiveRebound = true;
        } else {
          gain(team, 'rebound');
        }
        break;
      }
      case 'turnover':
      case 'foul': {
        gain(team, 'other');
        gain(opponentOf(team), 'turnover');
        break;
      }
    }
  }

  const flow = scoreFlow(setup, ordered);
  const lastPeriod = Math.max(setup.periods, ...ordered.map((event) => event.period));
  const regulation = setup.periods * setup.periodSeconds;
  const played = regulation + Math.max(0, lastPeriod - setup.periods) * setup.overtimeSeconds;
  const meanPossessions = (possessions.home + possessions.away) / 2;

  const team = (side: Side): TeamFigures => {
    const totals = box[side].totals;
    const other = box[opponentOf(side)].totals;
    const rates = deriveRates(totals);
    const rating = (of: Side) => ratio(100 * box[of].totals.pts, possessions[of]);
    const figure = (value: Counted): CountedFigure => ({ points: value.points, plays: value.plays });
    return {
      possessions: possessions[side],
      possessionsEstimate: rates.possessions,
      offensiveRating: rating(side),
      defensiveRating: rating(opponentOf(side)),
      fgPct: rates.fgPct,
      fg3Pct: rates.fg3Pct,
      ftPct: rates.ftPct,
      efgPct: rates.efgPct,
      tsPct: rates.tsPct,
      assists: totals.ast,
      turnovers: totals.tov,
      assistToTurnover: ratio(totals.ast, totals.tov),
      offensiveReboundPct: ratio(totals.oreb, totals.oreb + other.dreb),
      defensiveReboundPct: ratio(totals.dreb, totals.dreb + other.oreb),
      pointsOffTurnovers: figure(offTurnovers[side]),
      secondChancePoints: figure(secondChance[side]),
      paintPoints: figure(paint[side]),
      fastBreakPoints: figure(fastBreak[side]),
      benchPoints: tracked ? figure(bench[side]) : null,
      biggestLead: flow.biggestLead[side],
      biggestRun: flow.biggestRun[side],
      timeLeadingSeconds: flow.timeLeading?.[side] ?? null,
    };
  };

  return {
    home: team('home'),
    away: team('away'),
    pace: meanPossessions > 0 ? (meanPossessions * regulation) / played : null,
    leadChanges: flow.leadChanges,
    timesTied: flow.timesTied,
  };
}

interface ScoreFlow {
  biggestLead: Record<Side, { points: number; playId: string | null }>;
  biggestRun: Record<Side, ScoringRun | null>;
  leadChanges: number;
  timesTied: number;
  /** Null unless every event carries the clock. */
  timeLeading: Record<Side, number> | null;
}

/**
 * The score through the game: each team's biggest lead and biggest run, lead changes, ties, and (with a
 * clock on every play) the game seconds each team led.
 */
function scoreFlow(setup: GameSetup, ordered: readonly GameEvent[]): ScoreFlow {
  const score = { home: 0, away: 0 };
  const biggestLead: ScoreFlow['biggestLead'] = { home: { points: 0, playId: null }, away: { points: 0, playId: null } };
  const biggestRun: ScoreFlow['biggestRun'] = { home: null, away: null };
  let run = null as ScoringRun | null;
  let leadChanges = 0;
  let timesTied = 0;
  let lastLeader: Side | null = null;

  const timed = ordered.length > 0 && ordered.every((event) => event.clock !== undefined);
  const lastPeriod = Math.max(setup.periods, ...ordered.map((event) => event.period));
  const periodStart = (period: number) => {
    let elapsed = 0;
    for (let earlier = 1; earlier < period; earlier += 1) elapsed += periodLength(setup, earlier);
    return elapsed;
  };
  const momentOf = (event: GameEvent) => periodStart(event.period) + periodLength(setup, event.period) - (event.clock ?? 0);
  const timeLeading = { home: 0, away: 0 };
  let since = 0;
  const leaderNow = (): Side | null => (score.home > score.away ? 'home' : score.away > score.home ? 'away' : null);

  for (const event of ordered) {
    const points = pointsOf(event);
    if (points === 0 || (event.type !== 'shot' && event.type !== 'free_throw')) continue;
    const side = event.team;
    if (timed) {
      const now = momentOf(event);
      const leader = leaderNow();
      if (leader) timeLeading[leader] += Math.max(0, now - since);
      since = Math.max(since, now);
    }
    score[side] += points;

    if (run?.team === side) {
      run.points += points;
      run.plays.push(event.id);
    } else {
      run = { team: side, points, plays: [event.id] };
    }
    const best = biggestRun[side];
    if (!best || run.points > best.points) biggestRun[side] = { team: side, points: run.points, plays: [...run.plays] };

    const margin = score[side] - score[opponentOf(side)];
    if (margin > biggestLead[side].points) biggestLead[side] = { points: margin, playId: event.id };
    const leader = leaderNow();
    if (leader === null) timesTied += 1;
    else {
      if (lastLeader !== null && leader !== lastLeader) leadChanges += 1;
      lastLeader = leader;
    }
  }
  if (timed) {
    const end = periodStart(lastPeriod + 1);
    const leader = leaderNow();
    if (leader) timeLeading[leader] += Math.max(0, end - since);
  }
  for (const side of SIDES) if (biggestRun[side]?.points === 0) biggestRun[side] = null;
  return { biggestLead, biggestRun, leadChanges, timesTied, timeLeading: timed ? timeLeading : null };
}
