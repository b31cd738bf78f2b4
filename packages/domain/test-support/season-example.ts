import { STAT_KEYS, computeBoxScore, emptyStatLine, type StatLine } from '../src/box-score.js';
import type { StoredPlayerLine as PlayerLine, StoredTeamBox } from '../src/report-schema.js';
import type { EventBody, GameEvent, GameSetup } from '../src/play-by-play.js';
import type { SeasonGame } from '../src/season.js';

/** The Tigers' roster: the same ids in every game (roster players), so a season adds them up. */
const tigers = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `t${String(n)}`, number: String(n), name: `Tiger ${String(n)}` }));
const others = (prefix: string) =>
  [1, 2, 3, 4, 5].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `${prefix}${String(n)}` }));
const starters = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix}${String(n)}`);

function events(rows: [clock: number, body: EventBody][]): GameEvent[] {
  return rows.map(([clock, body], index) => ({ id: `e${String(index)}`, seq: index + 1, period: 1, clock, ...body }));
}

/**
 * Game 1 of the Tigers' hand-worked season (see season.test.ts), at home to the Hawks: four 10-minute periods,
 * the Tigers' six players under their roster ids t1-t6.
 */
export const SEASON_EXAMPLE_HOME_SETUP: GameSetup = {
  home: { name: 'Tigers', players: tigers, starters: starters('t') },
  away: { name: 'Hawks', players: others('h'), starters: starters('h') },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

// Game 1, Tigers 8-2: t1 a three (assist t2) and a two, h1 a two, t6 on for t5 at 5:00, t6 a two, h2 fouls t2
// shooting, t2 makes one free throw of two, h3 rebounds the miss.
const game1 = computeBoxScore(
  SEASON_EXAMPLE_HOME_SETUP,
  events([
    [590, { type: 'shot', team: 'home', playerId: 't1', made: true, points: 3, assistId: 't2' }],
    [560, { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 }],
    [400, { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 }],
    [300, { type: 'substitution', team: 'home', inId: 't6', outId: 't5' }],
    [250, { type: 'shot', team: 'home', playerId: 't6', made: true, points: 2 }],
    [200, { type: 'foul', team: 'away', playerId: 'h2', drawnById: 't2', kind: 'shooting' }],
    [200, { type: 'free_throw', team: 'home', playerId: 't2', made: true }],
    [200, { type: 'free_throw', team: 'home', playerId: 't2', made: false }],
    [198, { type: 'rebound', team: 'away', playerId: 'h3', offensive: false }],
  ]),
);

// Game 2, away at the Eagles, Tigers 2-3: e1 a three, t1 misses a two, e2 rebounds, e2 loses it to t4's steal,
// t3 a two, e1 misses a two and the ball goes out off an Eagle (a Tigers team rebound), then the Tigers run out
// the shot clock (a team turnover). t6 does not play.
const game2 = computeBoxScore(
  {
    home: { name: 'Eagles', players: others('e'), starters: starters('e') },
    away: { name: 'Tigers', players: tigers, starters: starters('t') },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  },
  events([
    [580, { type: 'shot', team: 'home', playerId: 'e1', made: true, points: 3 }],
    [560, { type: 'shot', team: 'away', playerId: 't1', made: false, points: 2 }],
    [558, { type: 'rebound', team: 'home', playerId: 'e2', offensive: false }],
    [540, { type: 'turnover', team: 'home', playerId: 'e2', stealId: 't4' }],
    [530, { type: 'shot', team: 'away', playerId: 't3', made: true, points: 2 }],
    [510, { type: 'shot', team: 'home', playerId: 'e1', made: false, points: 2 }],
    [508, { type: 'rebound', team: 'away', offensive: false }],
    [484, { type: 'turnover', team: 'away', kind: 'shot clock' }],
  ]),
);

/**
 * The Tigers' two hand-worked games as stored for their season, newest first as a caller may pass them: g1 on
 * 2026-10-01 at home to the Hawks (won 8-2), g2 on 2026-10-08 away at the Eagles (lost 2-3).
 */
export const SEASON_EXAMPLE_GAMES: readonly SeasonGame[] = [
  { gameId: 'g2', playedOn: '2026-10-08', opponent: 'Eagles', side: 'away', periodSeconds: 600, box: game2 },
  { gameId: 'g1', playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', periodSeconds: 600, box: game1 },
];

/** A stored player line written by hand: `counts` over zeros, with its seconds on court and +/-. */
export const playerLine = (
  playerId: string,
  counts: Partial<StatLine>,
  seconds: number | null,
  plusMinus: number | null,
): PlayerLine => ({
  ...emptyStatLine(),
  ...counts,
  playerId,
  technicals: 0,
  seconds,
  plusMinus,
});

/** A team's totals as the sum of its lines' counts, with no team rebound, team turnover or technical. */
export function sumLines(lines: readonly StatLine[]): StoredTeamBox['totals'] {
  const totals = { ...emptyStatLine(), teamReb: 0, teamTov: 0, technicals: 0 };
  for (const line of lines) for (const key of STAT_KEYS) totals[key] += line[key];
  return totals;
}
