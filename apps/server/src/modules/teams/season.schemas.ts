import { reportPlaySchema, reportShotSchema, SIDES, statLineSchema, teamBoxSchema } from '@courtside/domain';
import { z } from 'zod';

const rate = z.number().nullable();
const rates = z.object({ fgPct: rate, fg3Pct: rate, ftPct: rate, efgPct: rate, tsPct: rate, possessions: z.number() });
const playerLine = teamBoxSchema.shape.players.element;
const teamRowCounts = z.object({ reb: z.number(), tov: z.number() });
const sheetPerGame = z.object({
  fg2m: z.number(),
  fg2a: z.number(),
  eff: z.number(),
  fd: z.number().nullable(),
  blka: z.number().nullable(),
});
/** SeasonSheet: 2PM-2PA and EFF of every game, FD and BLKA over the games whose lines carry them (engine 3). */
const seasonSheet = sheetPerGame.extend({
  sheetGames: z.number().describe('How many games carried FD and BLKA (null when none did)'),
  fdGames: z
    .number()
    .describe('Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did)'),
  perGame: sheetPerGame,
});
const recordedAverage = z.object({
  total: z.number(),
  games: z.number().describe('How many games recorded the figure'),
  perGame: z.number().nullable().describe('Per game of those games; null when no game recorded it ("not recorded")'),
});
/** A team's (or its opponents') season; `teamRow` is the part of the totals no player's line holds. */
const seasonTeam = z.object({
  totals: statLineSchema,
  perGame: statLineSchema,
  sheet: seasonSheet,
  teamRow: z
    .object({ totals: teamRowCounts, perGame: teamRowCounts })
    .describe('Team rebounds and team turnovers: counted in the totals, in no player line (the box score\'s "Team" row)'),
  recorded: z
    .object({ paintPoints: recordedAverage, fastBreakPoints: recordedAverage })
    .describe('Points in the paint and fast-break points over the games whose reports recorded them'),
});

const seasonPlayer = z.object({
  playerId: z.string(),
  games: z.number(),
  totals: statLineSchema,
  seconds: z.number().nullable(),
  plusMinus: z.number().nullable(),
  perGame: statLineSchema,
  perMinutes: statLineSchema.nullable(),
  rates,
  sheet: seasonSheet,
  log: z.array(z.object({ gameId: z.string(), line: playerLine })),
});

/** A player member's own page (PlayerPage in the domain's player-page.ts), with their team. */
export const playerPageSchema = z.object({
  team: z.object({
    id: z.uuid(),
    name: z.string(),
    color: z.string(),
    playersSeeGames: z.boolean().describe("Whether the team's games open to its players (off: this page only)"),
  }),
  player: z.object({ id: z.string(), number: z.string(), name: z.string() }),
  season: seasonPlayer.nullable().describe('Null before their first delivered game'),
  games: z.array(
    z.object({
      gameId: z.string(),
      playedOn: z.string().nullable(),
      opponent: z.string(),
      side: z.enum(SIDES),
      gamePlayerIds: z
        .array(z.string())
        .describe("Who they were in the game's report: their plays and shots are under these ids"),
      footageKept: z.boolean().describe('Whether the footage is still kept, so their plays can be watched'),
      footageMs: z.number().nullable().describe("The footage's length, when known"),
      periods: z.number().describe("How many periods the game had, for naming a play's period"),
      plays: z.array(reportPlaySchema).describe('The plays of the game that name them, in order, for "Watch all"'),
    }),
  ),
  shots: z.array(reportShotSchema.extend({ gameId: z.string() })),
});

/** A team's season as the page, a shared link and the exports read it (SeasonView in season.service.ts). */
export const seasonViewSchema = z.object({
  team: z.object({
    id: z.uuid(),
    name: z.string(),
    shortName: z.string(),
    color: z.string(),
    seasonLabel: z.string().nullable(),
  }),
  roster: z.array(
    z.object({ id: z.string(), number: z.string(), name: z.string(), position: z.string().nullable(), archived: z.boolean() }),
  ),
  season: z.object({
    games: z.number(),
    wins: z.number(),
    losses: z.number(),
    ties: z.number(),
    results: z.array(
      z.object({
        gameId: z.string(),
        playedOn: z.string().nullable(),
        opponent: z.string(),
        side: z.enum(SIDES),
        pointsFor: z.number(),
        pointsAgainst: z.number(),
        result: z.enum(['W', 'L', 'T']),
      }),
    ),
    perMinutesBasis: z.union([z.literal(36), z.literal(32)]),
    team: seasonTeam,
    opponents: seasonTeam,
    players: z.array(seasonPlayer),
  }),
});
