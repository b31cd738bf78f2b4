import { z } from 'zod';
import { isCalendarDay } from './game-details.js';
import { MAX_SCORE, VENUE_MAX } from './fixtures-csv.js';
import { DEFAULT_QUALIFICATION, type LeaderQualification } from './leaders.js';
import { FIBA_POINTS, type ClassificationPoints, type TieBreakMethod } from './standings.js';
import { TEAM_LIMITS, teamInputSchema } from './teams.js';
import { tooLongMessage } from './validation.js';

/**
 * A league's competitions (DESIGN.md §4, "Competitions (leagues)"): the fields a competition manager fills in, their
 * limits and messages (the server and the page say the same thing). Pure.
 */

export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public: listed and found by search engines',
  unlisted: 'Unlisted: anyone with the link, not listed or indexed',
  private: 'Private: members of the league only',
};

export const TIE_BREAKS = ['fiba', 'percentage'] as const satisfies readonly TieBreakMethod[];
export const TIE_BREAK_LABELS: Record<TieBreakMethod, string> = {
  fiba: 'FIBA (games between the tied teams, then points difference)',
  percentage: 'Percentage (points for / points against)',
};

export const FIXTURE_STATUSES = ['scheduled', 'played', 'forfeit', 'postponed', 'cancelled'] as const;
export const FIXTURE_STAGES = ['regular', 'quarter-final', 'semi-final', 'grand final'] as const;
export type FixtureStage = (typeof FIXTURE_STAGES)[number];

export const COMPETITION_LIMITS = {
  name: 100,
  seasonLabel: 40,
  slug: 60,
  teams: 64,
  /** Fixtures a competition holds: 24 teams playing each other twice is 552. */
  fixtures: 2000,
  /** Competitions an organization may run. */
  competitions: 200,
  /** As a fixtures file may number them. */
  rounds: 999,
} as const;

/** The competitions' default zone: the product is Australian first. */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** A public address: lowercase letters, digits and single hyphens, as `/c/:slug` shows it. */
export const COMPETITION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A competition's address from its name and season ("Metro League", "2026" -> "metro-league-2026"). */
export function slugFor(name: string, seasonLabel = ''): string {
  return `${name} ${seasonLabel}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COMPETITION_LIMITS.slug)
    .replace(/-+$/g, '');
}

/** Whether `zone` is a time zone this runtime knows (IANA names, as Intl reads them). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

const points = z.number().int('Classification points are whole numbers').min(0).max(10);

export const competitionInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the competition’s name')
      .max(COMPETITION_LIMITS.name, tooLongMessage('Competition name', COMPETITION_LIMITS.name)),
    seasonLabel: z
      .string()
      .trim()
      .min(1, 'Enter the season, like 2026 or Winter 2026')
      .max(COMPETITION_LIMITS.seasonLabel, tooLongMessage('Season', COMPETITION_LIMITS.seasonLabel)),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(COMPETITION_LIMITS.slug, tooLongMessage('Address', COMPETITION_LIMITS.slug))
      .regex(COMPETITION_SLUG, 'The address may hold lowercase letters, digits and hyphens, like metro-league-2026'),
    visibility: z.enum(VISIBILITIES).default('private'),
    timeZone: z.string().refine(isTimeZone, 'Choose a time zone, like Australia/Melbourne').default(DEFAULT_TIME_ZONE),
    points: z
      .object({ win: points, loss: points, forfeitLoss: points })
      .refine((value) => value.win > value.loss && value.loss >= value.forfeitLoss, {
        message: 'A win earns more points than a loss, and a loss at least as many as a forfeit',
      })
      .default(FIBA_POINTS),
    tieBreak: z.enum(TIE_BREAKS).default('fiba'),
    publishBoxScores: z.boolean().default(true),
    /** The share of their team's games a leader must have played, in percent. */
    qualificationPercent: z
      .number()
      .int('The qualification is a whole percentage')
      .min(0, 'The qualification is from 0% to 100%')
      .max(100, 'The qualification is from 0% to 100%')
      .default(Math.round(DEFAULT_QUALIFICATION.gamesShare * 100)),
  })
  .strict();
export type CompetitionInput = z.input<typeof competitionInputSchema>;
export type CompetitionFields = z.output<typeof competitionInputSchema>;

/** Copying last season's competition: its teams, rosters and rules, under a new season and address. */
export const competitionCopySchema = competitionInputSchema.pick({ seasonLabel: true, slug: true }).strict();

/** The leaders' qualification of a competition that chose `percent` of the team's games. */
export function qualificationOf(percent: number): LeaderQualification {
  return { ...DEFAULT_QUALIFICATION, gamesShare: percent / 100 };
}

// eslint-disable-next-line no-control-regex -- the characters a name or venue may not hold
const CONTROL = /[\u0000-\u001f\u007f]/;
const noControl = (value: string) => !CONTROL.test(value);

export const competitionTeamInputSchema = teamInputSchema
  .pick({ name: true, shortName: true, color: true, secondaryColor: true })
  .strict()
  .refine((value) => noControl(value.name) && noControl(value.shortName), {
    message: 'A name cannot hold a line break or a tab',
    path: ['name'],
  });
export type CompetitionTeamInput = z.infer<typeof competitionTeamInputSchema>;

export const competitionPlayerInputSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'A number is one to three digits'),
    name: z
      .string()
      .trim()
      .min(1, 'Enter the player’s name')
      .max(TEAM_LIMITS.playerName, tooLongMessage('Player name', TEAM_LIMITS.playerName)),
  })
  .strict();

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a start time like 19:30');

export const fixtureInputSchema = z
  .object({
    round: z
      .number()
      .int()
      .min(1, 'A round is from 1')
      .max(COMPETITION_LIMITS.rounds, `A round is at most ${String(COMPETITION_LIMITS.rounds)}`),
    date: z.string().refine(isCalendarDay, 'Enter the date, like 2026-05-02'),
    time,
    venue: z
      .string()
      .trim()
      .max(VENUE_MAX, tooLongMessage('Venue', VENUE_MAX))
      .refine(noControl, 'A venue cannot hold a line break or a tab')
      .optional(),
    homeTeamId: z.uuid('Choose the home team'),
    awayTeamId: z.uuid('Choose the away team'),
  })
  .strict()
  .refine((value) => value.homeTeamId !== value.awayTeamId, { message: 'A team cannot play itself.', path: ['awayTeamId'] });

/** A change of a fixture's schedule: a new date and time (a postponed game rescheduled), postponed or cancelled. */
export const fixtureChangeSchema = z
  .object({
    date: z.string().refine(isCalendarDay, 'Enter the date, like 2026-05-02').optional(),
    time: time.optional(),
    venue: z
      .string()
      .trim()
      .max(VENUE_MAX, tooLongMessage('Venue', VENUE_MAX))
      .refine(noControl, 'A venue cannot hold a line break or a tab')
      .optional(),
    status: z.enum(['scheduled', 'postponed', 'cancelled']).optional(),
  })
  .strict();

const score = z
  .number()
  .int(`A score is a whole number from 0 to ${String(MAX_SCORE)}.`)
  .min(0, `A score is a whole number from 0 to ${String(MAX_SCORE)}.`)
  .max(MAX_SCORE, `A score is a whole number from 0 to ${String(MAX_SCORE)}.`);

/** A result the league enters: a score, or a forfeit by one of the two teams (stored 20-0, FIBA rule 20.2.1). */
export const resultInputSchema = z.union([
  z
    .object({ homeScore: score, awayScore: score })
    .strict()
    .refine((value) => value.homeScore !== value.awayScore, { message: 'A game has a winner: the scores cannot be level.' }),
  z.object({ forfeitedBy: z.enum(['home', 'away']) }).strict(),
]);
export type ResultInput = z.infer<typeof resultInputSchema>;

/** What a competition's points rule reads as on its page ("2 a win, 1 a loss, 0 a forfeit"). */
export function pointsText(value: ClassificationPoints): string {
  return `${String(value.win)} a win, ${String(value.loss)} a loss, ${String(value.forfeitLoss)} a loss by forfeit`;
}
