import { walkCourt, type CourtWalk, type WalkOptions } from './on-court.js';
import { periodLength } from './periods.js';
import { PERSONAL_FOUL_KINDS, SIDES, opponentOf, type GameEvent, type GameSetup, type Side } from './play-by-play.js';

export interface StatLine {
  pts: number;
  fgm: number;
  fga: number;
  fg3m: number;
  fg3a: number;
  ftm: number;
  fta: number;
  oreb: number;
  dreb: number;
  reb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}

/**
 * The coach's sheet's figures beyond the counts (DESIGN.md §4, "The coach's sheet"). `computeBoxScore` always
 * gives them; they are optional because reports stored by engines 1 and 2 were delivered without them (a
 * delivered report is never rebuilt), and pages, exports and seasons read those too.
 */
export interface SheetFigures {
  /** Two-point field goals: FGM - 3PM, FGA - 3PA. */
  fg2m?: number;
  fg2a?: number;
  /** Fouls drawn: fouls whose `drawnById` is the player, offensive fouls included. */
  fd?: number;
  /** Blocks received: the player's missed shots with a `blockId`. */
  blka?: number;
  /** FIBA's efficiency: PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV. */
  eff?: number;
}

export interface PlayerLine extends StatLine, SheetFigures {
  playerId: string;
  technicals: number;
  /** In the team's starting five (false when the starters are unknown). Engine 3 on, as the sheet's figures. */
  starter?: boolean;
  /** Did not play: lineups were followed, the player was never on court and did nothing (false when lineups were not followed). */
  dnp?: boolean;
  /** Null where lineups are unknown (no five starters). */
  plusMinus: number | null;
  /** Null where lineups or clocks are unknown. */
  seconds: number | null;
}

export interface TeamTotals extends StatLine, SheetFigures {
  /** Rebounds credited to the team, not a player (out of bounds, a foul before possession); inside oreb/dreb/reb. */
  teamReb: number;
  /** Turnovers of the team, not a player (shot clock, 5 or 8 seconds); inside tov. */
  teamTov: number;
  technicals: number;
  /** The team's minutes in seconds: five players for the game's length played (4 x 10 min: 12000, "200:00"). */
  seconds?: number;
}

export interface TeamBox {
  players: PlayerLine[];
  totals: TeamTotals;
  /** One entry per period played, overtime included. */
  periodPoints: number[];
  /**
   * Team fouls per period played, each overtime its own entry (FIBA's count: every foul by a player, technical
   * included, and a team foul without a player; not a technical on the coach or the bench).
   */
  fouls?: number[];
  /** Timeouts taken per period played. */
  timeouts?: number[];
}

export interface BoxScore {
  home: TeamBox;
  away: TeamBox;
}

/** The counts of a stat line, in box-score order. */
export const STAT_KEYS = [
  'pts',
  'fgm',
  'fga',
  'fg3m',
  'fg3a',
  'ftm',
  'fta',
  'oreb',
  'dreb',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
] as const;

/** A stat line of zeros. */
export const emptyStatLine = (): StatLine => ({
  pts: 0,
  fgm: 0,
  fga: 0,
  fg3m: 0,
  fg3a: 0,
  ftm: 0,
  fta: 0,
  oreb: 0,
  dreb: 0,
  reb: 0,
  ast: 0,
  stl: 0,
  blk: 0,
  tov: 0,
  pf: 0,
});

/** A line as the engine builds it: every figure present. */
type FullLine = PlayerLine & Required<SheetFigures>;

/** FIBA's efficiency of a line: PTS + REB + AST + STL + BLK - (FGA - FGM) - (FTA - FTM) - TOV. */
export const effOf = (line: StatLine): number =>
  line.pts + line.reb + line.ast + line.stl + line.blk - (line.fga - line.fgm) - (line.fta - line.ftm) - line.tov;

/** The game's length in seconds up to the end of `lastPeriod` (regulation, then each overtime). */
export function gameSeconds(setup: Pick<GameSetup, 'periods' | 'periodSeconds' | 'overtimeSeconds'>, lastPeriod: number) {
  let seconds = 0;
  for (let period = 1; period <= Math.max(lastPeriod, setup.periods); period += 1) seconds += periodLength(setup, period);
  return seconds;
}

/** "25:40": minutes and seconds, as a box score prints a player's or a team's minutes. */
export function formatMinutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Computes both teams' box scores from a game's setup and its events (in `seq` order). Pure: no I/O.
 * An offensive foul counts as a foul and a turnover of the fouler; a technical foul without a player (on the
 * coach or the bench) counts for the team alone. With five starters per team (the setup's or a first-period
 * `lineup` play), +/- follows the lineups the official way (see `walkCourt`: free throws count for the
 * lineups at the foul, or at the shot under the `free-throw` rule); when every change of lineup carries the
 * clock, so do the minutes. With `soFar` (the workspace's live box of a game still being tagged), minutes run
 * to the latest clock known in the latest period, not to the end of the game.
 */
export function computeBoxScore(setup: GameSetup, events: readonly GameEvent[], options: WalkOptions = {}): BoxScore {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  return computeBoxScoreFromWalk(setup, ordered, walkCourt(setup, ordered, options));
}

/**
 * `computeBoxScore` of plays already in order of play, from their walk of the court (`walkCourt` of the same
 * plays), so that a report's parts share one walk.
 */
export function computeBoxScoreFromWalk(setup: GameSetup, ordered: readonly GameEvent[], walk: CourtWalk): BoxScore {
  const tracking = walk.starters !== null;
  const timed = tracking && walk.timed;
  const lastPeriod = Math.max(setup.periods, ...ordered.map((event) => event.period));

  const lines: Record<Side, Map<string, FullLine>> = { home: new Map(), away: new Map() };
  const starterIds = { home: new Set(walk.starters?.home), away: new Set(walk.starters?.away) };
  const newLine = (playerId: string): FullLine => ({
    playerId,
    ...emptyStatLine(),
    fg2m: 0,
    fg2a: 0,
    fd: 0,
    blka: 0,
    eff: 0,
    technicals: 0,
    starter: false,
    dnp: false,
    plusMinus: tracking ? 0 : null,
    seconds: timed ? 0 : null,
  });
  for (const side of SIDES) for (const player of setup[side].players) lines[side].set(player.id, newLine(player.id));
  /** A player's line; a player missing from the roster still gets one, so no point is lost (the checker says so). */
  const lineOf = (side: Side, playerId: string): FullLine => {
    let line = lines[side].get(playerId);
    if (!line) {
      line = newLine(playerId);
      lines[side].set(playerId, line);
    }
    return line;
  };
  const team = {
    home: { oreb: 0, dreb: 0, tov: 0, technicals: 0 },
    away: { oreb: 0, dreb: 0, tov: 0, technicals: 0 },
  };
  const perPeriod = (): Record<Side, number[]> => ({
    home: Array<number>(lastPeriod).fill(0),
    away: Array<number>(lastPeriod).fill(0),
  });
  const periodPoints = perPeriod();
  const teamFouls = perPeriod();
  const timeouts = perPeriod();
  const add = (counts: number[], period: number) => {
    counts[period - 1] = (counts[period - 1] ?? 0) + 1;
  };

  if (timed) {
    for (const stint of walk.stints) {
      for (const playerId of stint.playerIds) {
        const line = lineOf(stint.side, playerId);
        line.seconds = (line.seconds ?? 0) + stint.seconds;
      }
    }
  }
  let index = -1;
  const score = (side: Side, points: number, at: number) => {
    periodPoints[side][at - 1] = (periodPoints[side][at - 1] ?? 0) + points;
    if (!tracking) return;
    const credited = walk.credited[index];
    if (!credited) return;
    const change = (team: Side, delta: number) => {
      for (const playerId of credited[team]) {
        const line = lineOf(team, playerId);
        line.plusMinus = (line.plusMinus ?? 0) + delta;
      }
    };
    change(side, points);
    change(opponentOf(side), -points);
  };

  for (const event of ordered) {
    index += 1;
    switch (event.type) {
      case 'shot': {
        const line = lineOf(event.team, event.playerId);
        line.fga += 1;
        if (event.points === 3) line.fg3a += 1;
        if (event.made) {
          line.fgm += 1;
          if (event.points === 3) line.fg3m += 1;
          line.pts += event.points;
          if (event.assistId) lineOf(event.team, event.assistId).ast += 1;
          score(event.team, event.points, event.period);
        } else if (event.blockId) {
          lineOf(opponentOf(event.team), event.blockId).blk += 1;
          line.blka += 1;
        }
        break;
      }
      case 'free_throw': {
        const line = lineOf(event.team, event.playerId);
        line.fta += 1;
        if (event.made) {
          line.ftm += 1;
          line.pts += 1;
          score(event.team, 1, event.period);
        }
        break;
      }
      case 'rebound': {
        if (event.playerId) {
          const line = lineOf(event.team, event.playerId);
          if (event.offensive) line.oreb += 1;
          else line.dreb += 1;
          line.reb += 1;
        } else if (event.offensive) team[event.team].oreb += 1;
        else team[event.team].dreb += 1;
        break;
      }
      case 'turnover': {
        if (event.playerId) lineOf(event.team, event.playerId).tov += 1;
        else team[event.team].tov += 1;
        if (event.stealId) lineOf(opponentOf(event.team), event.stealId).stl += 1;
        break;
      }
      case 'foul': {
        if (event.drawnById) lineOf(opponentOf(event.team), event.drawnById).fd += 1;
        if (event.playerId || !event.bench) add(teamFouls[event.team], event.period);
        if (event.kind === 'technical') {
          if (event.playerId) lineOf(event.team, event.playerId).technicals += 1;
          else team[event.team].technicals += 1;
          break;
        }
        if (event.playerId && PERSONAL_FOUL_KINDS.includes(event.kind)) lineOf(event.team, event.playerId).pf += 1;
        // An offensive foul is also a turnover.
        if (event.kind === 'offensive') {
          if (event.playerId) lineOf(event.team, event.playerId).tov += 1;
          else team[event.team].tov += 1;
        }
        break;
      }
      case 'substitution':
      case 'lineup':
        // A player who comes on gets a line even without a figure (their minutes and +/- count).
        if (event.type === 'substitution') lineOf(event.team, event.inId);
        else for (const playerId of event.playerIds) lineOf(event.team, playerId);
        break;
      case 'timeout':
        add(timeouts[event.team], event.period);
        break;
      case 'clock':
      case 'period_start':
      case 'period_end':
        break;
    }
  }

  // Everyone who was on court at some point, when lineups are followed.
  const played = { home: new Set<string>(), away: new Set<string>() };
  for (const stint of walk.stints) for (const playerId of stint.playerIds) played[stint.side].add(playerId);
  for (const onCourt of walk.onCourt) for (const side of SIDES) for (const playerId of onCourt[side]) played[side].add(playerId);

  const box = (side: Side): TeamBox => {
    const players = [...lines[side].values()];
    const totals: Required<TeamTotals> = {
      ...emptyStatLine(),
      fg2m: 0,
      fg2a: 0,
      fd: 0,
      blka: 0,
      eff: 0,
      teamReb: 0,
      teamTov: 0,
      technicals: 0,
      seconds: 5 * gameSeconds(setup, lastPeriod),
    };
    for (const line of players) {
      line.fg2m = line.fgm - line.fg3m;
      line.fg2a = line.fga - line.fg3a;
      line.eff = effOf(line);
      line.starter = starterIds[side].has(line.playerId);
      // A player who did something was there, even if the lineups missed them coming on (the checker says so).
      const acted = STAT_KEYS.some((key) => line[key] !== 0) || line.fd > 0 || line.blka > 0 || line.technicals > 0;
      line.dnp = tracking && !line.starter && !played[side].has(line.playerId) && !acted;
      for (const key of STAT_KEYS) totals[key] += line[key];
      totals.fd += line.fd;
      totals.blka += line.blka;
      totals.technicals += line.technicals;
    }
    const extra = team[side];
    totals.oreb += extra.oreb;
    totals.dreb += extra.dreb;
    totals.teamReb = extra.oreb + extra.dreb;
    totals.reb += totals.teamReb;
    totals.teamTov = extra.tov;
    totals.tov += extra.tov;
    totals.technicals += extra.technicals;
    totals.fg2m = totals.fgm - totals.fg3m;
    totals.fg2a = totals.fga - totals.fg3a;
    totals.eff = effOf(totals);
    return { players, totals, periodPoints: periodPoints[side], fouls: teamFouls[side], timeouts: timeouts[side] };
  };
  return { home: box('home'), away: box('away') };
}

/** Shooting rates and possessions derived from a line's counts; null where the denominator is zero. */
export function deriveRates(line: StatLine) {
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    fgPct: ratio(line.fgm, line.fga),
    fg2Pct: ratio(line.fgm - line.fg3m, line.fga - line.fg3a),
    fg3Pct: ratio(line.fg3m, line.fg3a),
    ftPct: ratio(line.ftm, line.fta),
    /** Effective field goal %: a three is worth 1.5 twos. */
    efgPct: ratio(line.fgm + 0.5 * line.fg3m, line.fga),
    /** True shooting %: points per shooting possession, free throws included. */
    tsPct: ratio(line.pts, 2 * (line.fga + 0.44 * line.fta)),
    possessions: line.fga - line.oreb + line.tov + 0.44 * line.fta,
  };
}
