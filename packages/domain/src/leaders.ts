import { STAT_KEYS, effOf, emptyStatLine, type StatLine } from './box-score.js';

/**
 * A competition's leaders, from the delivered box scores of its games: per game (PTS, REB, AST, STL, BLK, 3PM, EFF)
 * among the players who played enough of their team's games, and percentages (FG%, 3P%, FT%) among those who also
 * made enough, the minimum scaled to the games their team has played (the NBA's way: 300 FGM, 82 3PM and 125 FTM
 * over an 82-game season). Pure: the server reads the stored boxes, this ranks.
 */

/** One player's line of one game of the competition, as its delivered box score holds it. */
export interface LeaderLine {
  playerId: string;
  teamId: string;
  fixtureId: string;
  line: StatLine;
}

export interface LeaderQualification {
  /** The share of their team's games a player must have played to be ranked (0.7: 70%). */
  gamesShare: number;
  /** Makes a player must have per game their team played, to be ranked on the matching percentage. */
  makesPerTeamGame: { fg: number; fg3: number; ft: number };
}

/** The defaults: 70% of the team's games; the NBA's 300 FGM, 82 3PM and 125 FTM over 82 games. */
export const DEFAULT_QUALIFICATION: LeaderQualification = {
  gamesShare: 0.7,
  makesPerTeamGame: { fg: 300 / 82, fg3: 82 / 82, ft: 125 / 82 },
};

export const PER_GAME_LEADERS = ['pts', 'reb', 'ast', 'stl', 'blk', 'fg3m', 'eff'] as const;
export const PERCENTAGE_LEADERS = ['fgPct', 'fg3Pct', 'ftPct'] as const;
export type LeaderCategory = (typeof PER_GAME_LEADERS)[number] | (typeof PERCENTAGE_LEADERS)[number];

/** What each category ranks, as its table's heading names it. */
export const LEADER_LABELS: Record<LeaderCategory, { label: string; title: string }> = {
  pts: { label: 'PTS', title: 'Points per game' },
  reb: { label: 'REB', title: 'Rebounds per game' },
  ast: { label: 'AST', title: 'Assists per game' },
  stl: { label: 'STL', title: 'Steals per game' },
  blk: { label: 'BLK', title: 'Blocks per game' },
  fg3m: { label: '3PM', title: 'Three-pointers made per game' },
  eff: { label: 'EFF', title: 'Efficiency per game' },
  fgPct: { label: 'FG%', title: 'Field goal percentage' },
  fg3Pct: { label: '3P%', title: 'Three-point percentage' },
  ftPct: { label: 'FT%', title: 'Free throw percentage' },
};

const SHOTS = {
  fgPct: { made: 'fgm', attempts: 'fga', minimum: 'fg' },
  fg3Pct: { made: 'fg3m', attempts: 'fg3a', minimum: 'fg3' },
  ftPct: { made: 'ftm', attempts: 'fta', minimum: 'ft' },
} as const;

export interface Leader {
  playerId: string;
  teamId: string;
  /** 1 for the first; level players share it. */
  rank: number;
  games: number;
  /** Per game, or the percentage (0 to 100). */
  value: number;
  /** The season's total behind it (the makes, for a percentage), and the attempts for a percentage. */
  total: number;
  attempts?: number;
  /** The games behind it, in the order given: what a leader opens to. */
  fixtureIds: string[];
}

export interface LeaderBoard {
  category: LeaderCategory;
  leaders: Leader[];
  /** The qualification in numbers for this board: games a player needs; makes, for a percentage (by team). */
  minimumGames: Record<string, number>;
  minimumMakes?: Record<string, number>;
}

/** A player's season with one team: the games they came on in, the totals of their lines (and of EFF), the games. */
export interface LeaderSeason {
  playerId: string;
  teamId: string;
  games: number;
  totals: StatLine & { eff: number };
  fixtureIds: string[];
}

/** Each player's season with the team they played for (a player who changed teams has a season with each). */
export function leaderSeasons(lines: readonly LeaderLine[]): LeaderSeason[] {
  const byPlayer = new Map<string, LeaderSeason>();
  for (const { playerId, teamId, fixtureId, line } of lines) {
    const key = `${teamId}\u0000${playerId}`;
    const season = byPlayer.get(key) ?? { playerId, teamId, games: 0, totals: { ...emptyStatLine(), eff: 0 }, fixtureIds: [] };
    season.games += 1;
    season.fixtureIds.push(fixtureId);
    for (const field of STAT_KEYS) season.totals[field] += line[field];
    season.totals.eff += effOf(line);
    byPlayer.set(key, season);
  }
  return [...byPlayer.values()];
}

/** Highest first; level values share a rank ("1, 2, 2, 4"); ties listed by player id, so the order never wavers. */
function ranked(entries: Omit<Leader, 'rank'>[], limit: number): Leader[] {
  const sorted = [...entries].sort((a, b) => b.value - a.value || (a.playerId < b.playerId ? -1 : 1));
  const out: Leader[] = [];
  sorted.forEach((entry, index) => {
    const previous = out[index - 1];
    out.push({ ...entry, rank: previous && previous.value === entry.value ? previous.rank : index + 1 });
  });
  // A player level with the last shown is shown too.
  const last = out[limit - 1];
  return last ? out.filter((entry) => entry.rank <= last.rank) : out;
}

/**
 * The leader boards of a competition: `lines` are every player's line of every game delivered, `teamGames` how many
 * games each team has played (forfeits too: a team's games, whatever its players did). `limit` leaders a board, more
 * when level with the last.
 */
export function leaderBoards(
  lines: readonly LeaderLine[],
  teamGames: Readonly<Record<string, number>>,
  qualification: LeaderQualification = DEFAULT_QUALIFICATION,
  limit = 10,
): LeaderBoard[] {
  return rankLeaders(leaderSeasons(lines), teamGames, qualification, limit);
}

/** The leader boards from seasons already added up (the server adds its stored lines up in the database). */
export function rankLeaders(
  all: readonly LeaderSeason[],
  teamGames: Readonly<Record<string, number>>,
  qualification: LeaderQualification = DEFAULT_QUALIFICATION,
  limit = 10,
): LeaderBoard[] {
  const minimumGames = Object.fromEntries(
    Object.entries(teamGames).map(([team, games]) => [team, Math.ceil(qualification.gamesShare * games - 1e-9)]),
  );
  const qualified = all.filter((season) => season.games > 0 && season.games >= (minimumGames[season.teamId] ?? 0));
  const perGame = PER_GAME_LEADERS.map((category): LeaderBoard => ({
    category,
    minimumGames,
    leaders: ranked(
      qualified.map((season) => ({
        playerId: season.playerId,
        teamId: season.teamId,
        games: season.games,
        value: season.totals[category] / season.games,
        total: season.totals[category],
        fixtureIds: season.fixtureIds,
      })),
      limit,
    ),
  }));
  const percentages = PERCENTAGE_LEADERS.map((category): LeaderBoard => {
    const { made, attempts, minimum } = SHOTS[category];
    const minimumMakes = Object.fromEntries(
      Object.entries(teamGames).map(([team, games]) => [team, Math.ceil(qualification.makesPerTeamGame[minimum] * games - 1e-9)]),
    );
    return {
      category,
      minimumGames,
      minimumMakes,
      leaders: ranked(
        qualified
          .filter((season) => season.totals[attempts] > 0 && season.totals[made] >= (minimumMakes[season.teamId] ?? 0))
          .map((season) => ({
            playerId: season.playerId,
            teamId: season.teamId,
            games: season.games,
            value: (100 * season.totals[made]) / season.totals[attempts],
            total: season.totals[made],
            attempts: season.totals[attempts],
            fixtureIds: season.fixtureIds,
          })),
        limit,
      ),
    };
  });
  return [...perGame, ...percentages];
}

/**
 * The qualification in a sentence, as the page states it: "Ranked: players in at least 70% of their team's games;
 * for FG% also 3.66 FGM per team game, for 3P% 1 3PM, for FT% 1.52 FTM."
 */
export function qualificationText(qualification: LeaderQualification = DEFAULT_QUALIFICATION): string {
  const share = Math.round(qualification.gamesShare * 100);
  const per = (value: number) => String(Math.round(value * 100) / 100);
  const { fg, fg3, ft } = qualification.makesPerTeamGame;
  return `Ranked: players in at least ${String(share)}% of their team's games; for FG% also ${per(fg)} FGM per team game, for 3P% ${per(fg3)} 3PM, for FT% ${per(ft)} FTM.`;
}
