import {
  SEASON_RATE_MINIMUMS,
  formatShortDate,
  recordedAverageText,
  seasonRates,
  type SeasonRateKey,
  type StatLine,
} from '@courtside/domain';
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

/** A dash for a rate left out on too few attempts (a blank dash, "–", is a rate without any attempt). */
export const SHORT_RATE = '—';

/** Why a rate is left out: "Fewer than 10 FGA over the season (7)"; undefined when it is shown or has no attempt. */
export function shortRateTitle(totals: StatLine, key: SeasonRateKey): string | undefined {
  const { attempts, label, minimum } = SEASON_RATE_MINIMUMS[key];
  const taken = totals[attempts];
  return taken > 0 && taken < minimum
    ? `Fewer than ${String(minimum)} ${label} over the season (${String(taken)}): too few attempts for a rate`
    : undefined;
}

/** A season rate's text: the percentage, `—` under its minimum of attempts, `–` without attempts. */
export function seasonRateText(totals: StatLine, key: SeasonRateKey): string {
  return shortRateTitle(totals, key) ? SHORT_RATE : percentText(seasonRates(totals)[key]);
}

/** One figure of the team-against-opponents table. */
export interface AverageRow {
  label: string;
  title: string;
  team: string;
  opponents: string;
}

/** A season's counting figures, in the box score's order: the player page shows each, the team table all but PF. */
export const SEASON_COUNTS = [
  { key: 'pts', label: 'PTS', title: 'Points' },
  { key: 'reb', label: 'REB', title: 'Rebounds' },
  { key: 'ast', label: 'AST', title: 'Assists' },
  { key: 'stl', label: 'STL', title: 'Steals' },
  { key: 'blk', label: 'BLK', title: 'Blocks' },
  { key: 'tov', label: 'TOV', title: 'Turnovers' },
  { key: 'pf', label: 'PF', title: 'Personal fouls' },
] as const satisfies readonly { key: keyof StatLine; label: string; title: string }[];

const AVERAGES = SEASON_COUNTS.filter(({ key }) => key !== 'pf');

/** A season's shooting figures: each rate with the made and attempted it is over, and the shots' name (`FG`, Field goals). */
export const SEASON_RATES = [
  {
    key: 'fgPct',
    label: 'FG%',
    title: 'Field goal percentage',
    made: 'fgm',
    attempts: 'fga',
    shots: 'FG',
    shotsTitle: 'Field goals',
  },
  {
    key: 'fg3Pct',
    label: '3P%',
    title: 'Three-point percentage',
    made: 'fg3m',
    attempts: 'fg3a',
    shots: '3P',
    shotsTitle: 'Three-pointers',
  },
  {
    key: 'ftPct',
    label: 'FT%',
    title: 'Free throw percentage',
    made: 'ftm',
    attempts: 'fta',
    shots: 'FT',
    shotsTitle: 'Free throws',
  },
] as const satisfies readonly {
  key: SeasonRateKey;
  label: string;
  title: string;
  made: keyof StatLine;
  attempts: keyof StatLine;
  shots: string;
  shotsTitle: string;
}[];

/** A rate with the made-attempted it stands on: `51.3 (20-39)`, `— (2-2)` under its minimum. */
const rateWithAttempts = (totals: StatLine, rate: (typeof SEASON_RATES)[number]) =>
  `${seasonRateText(totals, rate.key)} (${String(totals[rate.made])}-${String(totals[rate.attempts])})`;

/**
 * The team's averages per game beside its opponents': counts from the per-game lines (team rebounds and
 * turnovers included, and listed after the counts), points in the paint and fast-break points over the games
 * that recorded them ("12.4 (8 of 10 games)", "not recorded"), shooting percentages from the season's totals (made over
 * attempted across every game, not an average of each game's percentage) beside their made-attempted, left
 * out under their minimum of attempts as in the players' table.
 */
export function averageRows(season: Pick<Season, 'games' | 'team' | 'opponents'>): AverageRow[] {
  return [
    ...AVERAGES.map(({ key, label, title }) => ({
      label,
      title,
      team: season.team.perGame[key].toFixed(1),
      opponents: season.opponents.perGame[key].toFixed(1),
    })),
    {
      label: 'Team REB',
      title: 'Team rebounds: credited to the team, not to a player (counted in REB)',
      team: season.team.teamRow.perGame.reb.toFixed(1),
      opponents: season.opponents.teamRow.perGame.reb.toFixed(1),
    },
    {
      label: 'Team TOV',
      title: 'Team turnovers: shot clock, 5 or 8 seconds, not a player’s (counted in TOV)',
      team: season.team.teamRow.perGame.tov.toFixed(1),
      opponents: season.opponents.teamRow.perGame.tov.toFixed(1),
    },
    {
      label: 'Paint PTS',
      title: 'Points in the paint, per game of the games with shot locations recorded',
      team: recordedAverageText(season.team.recorded.paintPoints, season.games),
      opponents: recordedAverageText(season.opponents.recorded.paintPoints, season.games),
    },
    {
      label: 'Fast-break PTS',
      title: 'Fast-break points, per game of the games where fast breaks were tracked',
      team: recordedAverageText(season.team.recorded.fastBreakPoints, season.games),
      opponents: recordedAverageText(season.opponents.recorded.fastBreakPoints, season.games),
    },
    ...SEASON_RATES.map((rate) => ({
      label: rate.label,
      title: `${rate.title} over the season (made-attempted); shown from ${String(SEASON_RATE_MINIMUMS[rate.key].minimum)} ${SEASON_RATE_MINIMUMS[rate.key].label}`,
      team: rateWithAttempts(season.team.totals, rate),
      opponents: rateWithAttempts(season.opponents.totals, rate),
    })),
  ];
}
