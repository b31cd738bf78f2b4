import { deriveRates, formatShortDate, type StatLine } from '@courtside/domain';
import type { Season, SeasonResult } from './season-api';

/** The record as W-L, with -T only when a game was tied: `5-2`, `5-2-1`. */
export function recordText({ wins, losses, ties }: Pick<Season, 'wins' | 'losses' | 'ties'>): string {
  return ties > 0 ? `${String(wins)}-${String(losses)}-${String(ties)}` : `${String(wins)}-${String(losses)}`;
}

/**
 * The day a game was played, like `Oct 1, 2026`. `playedOn` is a calendar day (YYYY-MM-DD), which Date reads as
 * midnight UTC, so it is written in UTC: in any other zone west of Greenwich it would show the day before.
 */
export function playedOnText(playedOn: string | null): string {
  return playedOn === null ? 'Date not recorded' : formatShortDate(playedOn, 'UTC');
}

/** The opponent as a schedule reads: `vs Hawks` at home, `at Hawks` away. */
export function opponentText(result: Pick<SeasonResult, 'side' | 'opponent'>): string {
  return `${result.side === 'home' ? 'vs' : 'at'} ${result.opponent}`;
}

/** The score, the team's points first: `8-2`. */
export function scoreText(result: Pick<SeasonResult, 'pointsFor' | 'pointsAgainst'>): string {
  return `${String(result.pointsFor)}-${String(result.pointsAgainst)}`;
}

const RESULT_WORDS = { W: 'Win', L: 'Loss', T: 'Tie' } as const;

/** A result in words: `W` is a win. */
export const resultWord = (result: SeasonResult['result']): string => RESULT_WORDS[result];

/** A game in one line, for a chart's tooltip or a summary: `Oct 1, 2026 vs Hawks: W 8-2`. */
export function resultSummary(result: SeasonResult): string {
  const day = result.playedOn === null ? '' : `${playedOnText(result.playedOn)} `;
  return `${day}${opponentText(result)}: ${result.result} ${scoreText(result)}`;
}

/** A fraction as a percentage with one decimal, as the box score writes it (`45.5`); a dash without attempts. */
export const percentText = (fraction: number | null): string => (fraction === null ? '–' : (100 * fraction).toFixed(1));

/** One figure of the team-against-opponents table. */
export interface AverageRow {
  label: string;
  title: string;
  team: string;
  opponents: string;
}

const AVERAGES = [
  { key: 'pts', label: 'PTS', title: 'Points' },
  { key: 'reb', label: 'REB', title: 'Rebounds' },
  { key: 'ast', label: 'AST', title: 'Assists' },
  { key: 'stl', label: 'STL', title: 'Steals' },
  { key: 'blk', label: 'BLK', title: 'Blocks' },
  { key: 'tov', label: 'TOV', title: 'Turnovers' },
] as const satisfies readonly { key: keyof StatLine; label: string; title: string }[];

const RATES = [
  { key: 'fgPct', label: 'FG%', title: 'Field goal percentage' },
  { key: 'fg3Pct', label: '3P%', title: 'Three-point percentage' },
  { key: 'ftPct', label: 'FT%', title: 'Free throw percentage' },
] as const;

/**
 * The team's averages per game beside its opponents': counts from the per-game lines, shooting percentages from
 * the season's totals (made over attempted across every game, not an average of each game's percentage).
 */
export function averageRows(season: Pick<Season, 'team' | 'opponents'>): AverageRow[] {
  const teamRates = deriveRates(season.team.totals);
  const opponentRates = deriveRates(season.opponents.totals);
  return [
    ...AVERAGES.map(({ key, label, title }) => ({
      label,
      title,
      team: season.team.perGame[key].toFixed(1),
      opponents: season.opponents.perGame[key].toFixed(1),
    })),
    ...RATES.map(({ key, label, title }) => ({
      label,
      title,
      team: percentText(teamRates[key]),
      opponents: percentText(opponentRates[key]),
    })),
  ];
}
