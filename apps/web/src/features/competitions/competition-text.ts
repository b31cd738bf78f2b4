import { formatShortDate, type FixtureProblem, type Visibility } from '@courtside/domain';
import type { Competition, Fixture, LeaderBoardView, OrganizationGame } from './competitions-api';

/** What a competition's page and its lists show, in words. Pure. */

/** What a competition is, for an organization that has none yet. */
export const COMPETITION_EXPLAINED =
  'A competition is one season of your league: its teams and their rosters, the fixtures, the results, a ladder that ranks the teams and the leaders from the games’ box scores. Make it public or unlisted and it has a page anyone can open.';

export const STATUS_LABELS: Record<Fixture['status'], string> = {
  scheduled: 'Scheduled',
  played: 'Played',
  forfeit: 'Forfeit',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

const STAGE_LABELS: Record<Fixture['stage'], string | null> = {
  regular: null,
  'quarter-final': 'Quarter-finals',
  'semi-final': 'Semi-finals',
  'grand final': 'Grand final',
};

export const VISIBILITY_NAMES: Record<Visibility, string> = { public: 'Public', unlisted: 'Unlisted', private: 'Private' };

/** The competition as its list names it: "2026 Winter · Public". */
export const competitionSummary = (competition: Pick<Competition, 'seasonLabel' | 'visibility'>): string =>
  `${competition.seasonLabel} · ${VISIBILITY_NAMES[competition.visibility]}`;

/** A fixture's day and start, as written in the competition's zone: "Apr 11, 2026 · 19:30". */
export function fixtureWhen(fixture: Pick<Fixture, 'date' | 'time'>): string {
  // The day is a calendar day, not an instant: read at midnight UTC and written in UTC, it is that day everywhere.
  return `${formatShortDate(`${fixture.date}T00:00:00Z`, 'UTC')} · ${fixture.time}`;
}

export interface Round {
  round: number;
  /** "Round 3", or a finals round's name: "Round 12 · Semi-finals". */
  label: string;
  fixtures: Fixture[];
}

/** The fixtures by round, first round first; within a round by day and time, as the server orders them. */
export function fixtureRounds(fixtures: readonly Fixture[]): Round[] {
  const rounds = new Map<number, Fixture[]>();
  for (const fixture of fixtures) rounds.set(fixture.round, [...(rounds.get(fixture.round) ?? []), fixture]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => {
      const stage = list.map((fixture) => STAGE_LABELS[fixture.stage]).find(Boolean);
      return {
        round,
        label: stage ? `Round ${String(round)} · ${stage}` : `Round ${String(round)}`,
        fixtures: [...list].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
      };
    });
}

/**
 * A decided fixture's result in words: "Tigers 78, Hawks 70"; a forfeit says who forfeited and the score it was
 * awarded at ("Eagles forfeited: Lions 20, Eagles 0"). Null before a result.
 */
export function resultText(fixture: Fixture, nameOf: (teamId: string) => string): string | null {
  if (fixture.homeScore === null || fixture.awayScore === null) return null;
  if (fixture.status !== 'played' && fixture.status !== 'forfeit') return null;
  const score = `${nameOf(fixture.homeTeamId)} ${String(fixture.homeScore)}, ${nameOf(fixture.awayTeamId)} ${String(fixture.awayScore)}`;
  return fixture.forfeitedBy ? `${nameOf(fixture.forfeitedBy)} forfeited: ${score}` : score;
}

/** What the delivered game says when the league's result differs from it: "The delivered game says 78-70". */
export function disagreementText(fixture: Pick<Fixture, 'disagreement' | 'gameScore'>): string | null {
  if (!fixture.disagreement || !fixture.gameScore) return null;
  return `The delivered game says ${String(fixture.gameScore.home)}-${String(fixture.gameScore.away)}`;
}

/** A fixture's delivered game's score in words: "Delivered score: Tigers 78, Hawks 70"; null before delivery. */
export function deliveredScoreText(
  fixture: Pick<Fixture, 'homeTeamId' | 'awayTeamId' | 'gameScore'>,
  nameOf: (teamId: string) => string,
): string | null {
  if (!fixture.gameScore) return null;
  return `Delivered score: ${nameOf(fixture.homeTeamId)} ${String(fixture.gameScore.home)}, ${nameOf(fixture.awayTeamId)} ${String(fixture.gameScore.away)}`;
}

export const GAME_STATUS_LABELS: Record<OrganizationGame['customerStatus'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * A game's day as the list of games to name shows it: the day it was played when its details give it ("Played Apr
 * 11, 2026", a calendar day, the same in every zone), else the day it was uploaded in `timeZone` (the reader's when
 * undefined).
 */
export function gameDayText(game: Pick<OrganizationGame, 'createdAt' | 'details'>, timeZone?: string): string {
  const playedOn = game.details?.playedOn;
  return playedOn
    ? `Played ${formatShortDate(`${playedOn}T00:00:00Z`, 'UTC')}`
    : `Uploaded ${formatShortDate(game.createdAt, timeZone)}`;
}

const isProblemList = (problems: readonly FixtureProblem[] | Record<string, string>): problems is readonly FixtureProblem[] =>
  Array.isArray(problems);

/**
 * Every bad line of a fixtures file, in file order, each naming its line: the domain's problems (read in the browser
 * before sending), or the server's refusal's fields (keyed by line, "0" for the file as a whole).
 */
export function importProblemLines(problems: readonly FixtureProblem[] | Record<string, string>): string[] {
  const list: readonly FixtureProblem[] = isProblemList(problems)
    ? problems
    : Object.entries(problems).map(([line, message]) => ({ line: Number(line), message }));
  return [...list]
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => (line === 0 || message.startsWith('Line ') ? message : `Line ${String(line)}: ${message}`));
}

/** A leader's figure as their board shows it: per game to one decimal ("18.3"), a percentage with its sign ("47.5%"). */
export function leaderValueText(board: Pick<LeaderBoardView, 'category'>, value: number): string {
  return board.category.endsWith('Pct') ? `${value.toFixed(1)}%` : value.toFixed(1);
}
