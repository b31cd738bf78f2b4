import { periodLength, periodStart } from './periods.js';
import { deriveRates, type BoxScore } from './box-score.js';
import { startingLineups, technicalFreeThrows, type CourtWalk, type OnCourt } from './on-court.js';
import { opponentOf, type GameEvent, type GameSetup, type Side } from './play-by-play.js';
import type { CountedFigure, GameFigures, ScoringRun, TeamFigures } from './report-schema.js';

/** The points a play scores: a made shot its value, a made free throw one, anything else none. */
export function pointsOf(event: GameEvent): number {
  if (event.type === 'shot') return event.made ? event.points : 0;
  if (event.type === 'free_throw') return event.made ? 1 : 0;
  return 0;
}

/** The lane of DESIGN.md §4, in feet: |x| <= 8 and y <= 19. A shot without a location is not in it. */
const inPaint = (x: number | undefined, y: number | undefined) =>
  x !== undefined && y !== undefined && Math.abs(x) <= 8 && y <= 19;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

const noPoints = (): CountedFigure => ({ points: 0, plays: [] });
const count = (figure: CountedFigure, event: GameEvent) => {
  figure.points += pointsOf(event);
  figure.plays.push(event.id);
};

/**
 * The derived team figures of DESIGN.md §4 from a game's setup, its events and its box score
 * (`computeBoxScore(setup, events)`, which gives every counting stat, so the two always agree). Pure: no I/O.
 *
 * The possession rule. The ball is held by one team or by nobody; nobody at the start of every period.
 * A possession for a team begins each time the ball comes to it:
 * - when it plays the ball while not holding it: a shot, a free throw, a rebound (defensive, or an offensive
 *   one with the ball not yet its own), a turnover (an offensive foul is one);
 * - at once when the other team turns the ball over;
 * - at the handover after the other team's made basket or last made free throw of a trip. Whether a made
 *   basket ends the possession is known only from what follows: the scoring team's own free throws next
 *   (an and-one, the rest of a trip; fouls, substitutions and timeouts may sit between) keep it in the same
 *   possession. So the handover is counted at the next play with the ball that is not such a free throw, or
 *   when the period ends: the opponent's possession then ends with the period, and counts.
 * An offensive rebound keeps the possession. A team rebound or a team turnover works as a player's does.
 * Each technical foul gives the other team one free throw: its next free throw, shot before play resumes
 * (a shot, a rebound or a turnover ends the wait); technicals on both teams cancel out (technicalFreeThrows,
 * as FIBA's rules have it). A technical free throw changes no possession, and its
 * points belong to no possession: they count in the score and bench points, not in points off turnovers,
 * second-chance or fast-break points.
 * The ball only ever passes from one team to the other, so within a period the teams' possessions alternate:
 * none is counted twice and none is lost.
 */
export function computeGameFigures(setup: GameSetup, events: readonly GameEvent[], box: BoxScore): GameFigures {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  return computeGameFiguresFromWalk(setup, ordered, box, { starters: startingLineups(setup, ordered) });
}

/**
 * `computeGameFigures` of plays already in order of play, with the starters of their walk of the court
 * (`walkCourt`, or `startingLineups`, of the same plays), so that a report's parts share one walk.
 */
export function computeGameFiguresFromWalk(
  setup: GameSetup,
  ordered: readonly GameEvent[],
  box: BoxScore,
  walk: Pick<CourtWalk, 'starters'>,
): GameFigures {
  const flow = followPossessions(ordered, walk.starters);
  const score = followScore(setup, ordered);
  const benchKnown = walk.starters !== null;
  // Not recorded is not zero: paint points need every made field goal located, fast-break points fast breaks tracked.
  const paintKnown = ordered.every(
    (event) => event.type !== 'shot' || !event.made || (event.x !== undefined && event.y !== undefined),
  );
  const fastBreaksKnown = fastBreaksTracked(setup, ordered);

  const lastPeriod = Math.max(setup.periods, ...ordered.map((event) => event.period));
  const regulation = setup.periods * setup.periodSeconds;
  // Overtimes before the last one were played too, even if nothing was tagged in them.
  const played = regulation + (lastPeriod - setup.periods) * setup.overtimeSeconds;
  const meanPossessions = (flow.home.possessions + flow.away.possessions) / 2;
  const offensiveRating = (side: Side) => ratio(100 * box[side].totals.pts, flow[side].possessions);

  const team = (side: Side): TeamFigures => {
    const totals = box[side].totals;
    const other = box[opponentOf(side)].totals;
    const rates = deriveRates(totals);
    return {
      possessions: flow[side].possessions,
      possessionsEstimate: rates.possessions,
      offensiveRating: offensiveRating(side),
      defensiveRating: offensiveRating(opponentOf(side)),
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
      pointsOffTurnovers: flow[side].offTurnovers,
      secondChancePoints: flow[side].secondChance,
      paintPoints: paintKnown ? flow[side].paint : null,
      fastBreakPoints: fastBreaksKnown ? flow[side].fastBreak : null,
      benchPoints: benchKnown ? flow[side].bench : null,
      biggestLead: score.biggestLead[side],
      biggestRun: score.biggestRun[side],
      timeLeadingSeconds: score.timeLeading?.[side] ?? null,
    };
  };

  return {
    home: team('home'),
    away: team('away'),
    pace: meanPossessions > 0 ? (meanPossessions * regulation) / played : null,
    leadChanges: score.leadChanges,
    timesTied: score.timesTied,
  };
}

/**
 * Whether the analyst tracked fast breaks: the setup says so or, for a game set up before it could, some play
 * carries the flag.
 */
export function fastBreaksTracked(setup: Pick<GameSetup, 'fastBreaksTracked'>, events: readonly GameEvent[]): boolean {
  return (
    setup.fastBreaksTracked ??
    events.some((event) => (event.type === 'shot' || event.type === 'foul') && event.fastBreak === true)
  );
}

interface Possession {
  team: Side;
  /** Began with the other team's turnover. */
  offTurnover: boolean;
  /** The team has had an offensive rebound in it. */
  afterOffensiveRebound: boolean;
}

interface PossessionFigures {
  possessions: number;
  offTurnovers: CountedFigure;
  secondChance: CountedFigure;
  paint: CountedFigure;
  fastBreak: CountedFigure;
  bench: CountedFigure;
}

/**
 * Follows the ball through the plays (the possession rule is on `computeGameFigures`): counted possessions,
 * the points that depend on how a possession began (off a turnover) or went on (after an offensive rebound),
 * paint and fast-break points, and bench points. Fast-break points are flagged made shots, the free throws
 * of their and-one (after a shooting foul by the other team, before the ball goes over), and the made free
 * throws of a trip awarded by a shooting foul flagged as on a fast break (until play resumes).
 */
function followPossessions(ordered: readonly GameEvent[], starting: OnCourt | null): Record<Side, PossessionFigures> {
  const figuresOf = (): PossessionFigures => ({
    possessions: 0,
    offTurnovers: noPoints(),
    secondChance: noPoints(),
    paint: noPoints(),
    fastBreak: noPoints(),
    bench: noPoints(),
  });
  const figures = { home: figuresOf(), away: figuresOf() };
  const starters = { home: new Set(starting?.home), away: new Set(starting?.away) };

  let ball = null as Possession | null;
  /** The team that just scored: it passes the ball on, unless its own free throws come next. */
  let scored = null as { team: Side; fastBreak: boolean; shootingFoul: boolean } | null;
  /** Technical free throws, as the +/- walk finds them (technicals on both teams cancel out: neither shoots). */
  const technicalThrows = technicalFreeThrows(ordered);
  /** The team shooting free throws after a shooting foul on a fast break, until play resumes. */
  let fastBreakTrip = null as Side | null;

  const gain = (team: Side, offTurnover = false): Possession => {
    if (ball?.team === team) return ball;
    figures[team].possessions += 1;
    ball = { team, offTurnover, afterOffensiveRebound: false };
    return ball;
  };
  const handOver = () => {
    if (scored) gain(opponentOf(scored.team));
    scored = null;
  };
  const endPeriod = () => {
    handOver();
    ball = null;
    fastBreakTrip = null;
  };
  /** A shot, a rebound or a turnover: play has resumed, and any handover has happened. */
  const resume = () => {
    fastBreakTrip = null;
    handOver();
  };
  const turnOver = (team: Side) => {
    resume();
    gain(team);
    gain(opponentOf(team), true);
  };
  /** Points off turnovers and second-chance points: a made shot or free throw, by how its possession went. */
  const countInPossession = (possession: Possession, event: GameEvent) => {
    const own = figures[possession.team];
    if (possession.offTurnover) count(own.offTurnovers, event);
    if (possession.afterOffensiveRebound) count(own.secondChance, event);
  };
  const countBench = (team: Side, event: GameEvent & { playerId: string }) => {
    if (!starters[team].has(event.playerId)) count(figures[team].bench, event);
  };

  let period = 0;
  for (const event of ordered) {
    if (event.period !== period) {
      endPeriod();
      period = event.period;
    }
    switch (event.type) {
      case 'period_start':
      case 'period_end':
        endPeriod();
        break;
      case 'substitution':
      case 'lineup':
      case 'clock':
      case 'timeout':
        break;
      case 'foul':
        if (event.kind === 'offensive') turnOver(event.team);
        else if (event.kind === 'shooting') {
          if (scored && scored.team !== event.team) scored.shootingFoul = true;
          if (event.fastBreak) fastBreakTrip = opponentOf(event.team);
        }
        break;
      case 'turnover':
        turnOver(event.team);
        break;
      case 'rebound': {
        resume();
        const possession = gain(event.team);
        if (event.offensive) possession.afterOffensiveRebound = true;
        break;
      }
      case 'shot': {
        resume();
        const possession = gain(event.team);
        if (!event.made) break;
        countInPossession(possession, event);
        if (inPaint(event.x, event.y)) count(figures[event.team].paint, event);
        if (event.fastBreak) count(figures[event.team].fastBreak, event);
        countBench(event.team, event);
        scored = { team: event.team, fastBreak: event.fastBreak === true, shootingFoul: false };
        break;
      }
      case 'free_throw': {
        if (technicalThrows.has(event.id)) {
          if (event.made) countBench(event.team, event);
          break;
        }
        const trip = scored?.team === event.team ? scored : null;
        if (!trip) handOver();
        const possession = gain(event.team);
        if (!event.made) {
          // A missed free throw leaves the ball live: the rebound decides.
          scored = null;
          break;
        }
        countInPossession(possession, event);
        if ((trip?.fastBreak && trip.shootingFoul) || fastBreakTrip === event.team) count(figures[event.team].fastBreak, event);
        countBench(event.team, event);
        scored = trip ?? { team: event.team, fastBreak: false, shootingFoul: false };
        break;
      }
    }
  }
  endPeriod();
  return figures;
}

interface ScoreFigures {
  biggestLead: Record<Side, { points: number; playId: string | null }>;
  biggestRun: Record<Side, ScoringRun | null>;
  leadChanges: number;
  timesTied: number;
  /** Null unless every event carries the clock. */
  timeLeading: Record<Side, number> | null;
}

/**
 * The score through the game, play by scoring play: each team's biggest lead and biggest run (across
 * periods), lead changes, ties, and, with a clock on every play, the game seconds each team led. The score
 * after a scoring play holds until the next one, or until the end of the last period.
 */
function followScore(setup: GameSetup, ordered: readonly GameEvent[]): ScoreFigures {
  const score = { home: 0, away: 0 };
  const biggestLead: ScoreFigures['biggestLead'] = { home: { points: 0, playId: null }, away: { points: 0, playId: null } };
  const biggestRun: ScoreFigures['biggestRun'] = { home: null, away: null };
  let run = null as ScoringRun | null;
  let leadChanges = 0;
  let timesTied = 0;
  let lastLeader: Side | null = null;
  const leader = (): Side | null => (score.home > score.away ? 'home' : score.away > score.home ? 'away' : null);

  const timed = ordered.length > 0 && ordered.every((event) => event.clock !== undefined);
  const momentOf = (event: GameEvent) =>
    periodStart(setup, event.period) + periodLength(setup, event.period) - (event.clock ?? 0);
  const timeLeading = { home: 0, away: 0 };
  let since = 0;
  /** Gives the seconds from the last scoring play to `until` (game seconds) to the team that was ahead. */
  const holdScore = (until: number) => {
    const ahead = leader();
    if (ahead) timeLeading[ahead] += Math.max(0, until - since);
    since = Math.max(since, until);
  };

  for (const event of ordered) {
    const points = pointsOf(event);
    if (points === 0 || (event.type !== 'shot' && event.type !== 'free_throw')) continue;
    const side = event.team;
    if (timed) holdScore(momentOf(event));
    score[side] += points;

    run =
      run?.team === side
        ? { ...run, points: run.points + points, plays: [...run.plays, event.id] }
        : { team: side, points, plays: [event.id] };
    if (run.points > (biggestRun[side]?.points ?? 0)) biggestRun[side] = run;

    const margin = score[side] - score[opponentOf(side)];
    if (margin > biggestLead[side].points) biggestLead[side] = { points: margin, playId: event.id };

    const ahead = leader();
    if (ahead === null) timesTied += 1;
    else {
      if (lastLeader !== null && ahead !== lastLeader) leadChanges += 1;
      lastLeader = ahead;
    }
  }
  if (timed) holdScore(periodStart(setup, Math.max(setup.periods, ...ordered.map((event) => event.period)) + 1));

  return { biggestLead, biggestRun, leadChanges, timesTied, timeLeading: timed ? timeLeading : null };
}
