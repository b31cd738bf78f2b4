import { z } from 'zod';
import { PLUS_MINUS_RULES, SIDES, eventBodySchema, playerSchema } from './play-by-play.js';
import { SHOT_ZONES } from './shots.js';

/**
 * What a customer receives for a delivered game (DESIGN.md §4): the box score, the derived figures, the
 * play-by-play with its running score, the located shots and the lineups. Built once at approval by
 * `buildGameReport` and stored, so a later engine change never alters a delivered report. The HTTP API, the
 * statistics page, the PDF and the CSV exports all read this one shape.
 */

const side = z.enum(SIDES);
const rate = z.number().nullable();

const statLine = {
  pts: z.number(),
  fgm: z.number(),
  fga: z.number(),
  fg3m: z.number(),
  fg3a: z.number(),
  ftm: z.number(),
  fta: z.number(),
  oreb: z.number(),
  dreb: z.number(),
  reb: z.number(),
  ast: z.number(),
  stl: z.number(),
  blk: z.number(),
  tov: z.number(),
  pf: z.number(),
};

/** A stat line (PTS to PF), as every report and season view carries it. */
export const statLineSchema = z.object(statLine);

/**
 * The coach's sheet's figures (engine 3): optional, as reports delivered by engines 1 and 2 are stored
 * without them and never rebuilt. A page shows what its report carries.
 */
const sheetFigures = {
  fg2m: z.number().optional(),
  fg2a: z.number().optional(),
  fd: z.number().optional(),
  blka: z.number().optional(),
  eff: z.number().optional(),
};

export const teamBoxSchema = z.object({
  players: z.array(
    z.object({
      ...statLine,
      ...sheetFigures,
      playerId: z.string(),
      technicals: z.number(),
      plusMinus: z.number().nullable(),
      seconds: z.number().nullable(),
      starter: z.boolean().optional(),
      /** Did not play (lineups followed, never on court). */
      dnp: z.boolean().optional(),
    }),
  ),
  totals: z.object({
    ...statLine,
    ...sheetFigures,
    teamReb: z.number(),
    teamTov: z.number(),
    technicals: z.number(),
    /** The team's minutes, in seconds (5 x the game's length). */
    seconds: z.number().optional(),
  }),
  periodPoints: z.array(z.number()),
  /** Team fouls per period played (engine 3). */
  fouls: z.array(z.number()).optional(),
  /** Timeouts taken per period played (engine 3). */
  timeouts: z.array(z.number()).optional(),
});

export const boxScoreSchema = z.object({ home: teamBoxSchema, away: teamBoxSchema });
/** A box score as a report stores it: the sheet's figures are absent from reports of engines 1 and 2. */
export type StoredBoxScore = z.infer<typeof boxScoreSchema>;
export type StoredTeamBox = StoredBoxScore['home'];
export type StoredPlayerLine = StoredTeamBox['players'][number];

/** A figure and the scoring plays it counts (their ids), so the page can show its working. */
export const countedFigureSchema = z.object({ points: z.number(), plays: z.array(z.string()) });
export type CountedFigure = z.infer<typeof countedFigureSchema>;

/** Consecutive points by one team with none by the other: the scoring plays in it, in order. */
export const scoringRunSchema = z.object({ team: side, points: z.number(), plays: z.array(z.string()) });
export type ScoringRun = z.infer<typeof scoringRunSchema>;

export const teamFiguresSchema = z.object({
  /** Counted from the plays: each time the ball comes to this team. */
  possessions: z.number(),
  /** The usual estimate: FGA - OREB + TOV + 0.44 x FTA. */
  possessionsEstimate: z.number(),
  /** 100 x points / counted possessions. */
  offensiveRating: rate,
  /** The opponent's offensive rating. */
  defensiveRating: rate,
  fgPct: rate,
  fg3Pct: rate,
  ftPct: rate,
  efgPct: rate,
  tsPct: rate,
  assists: z.number(),
  turnovers: z.number(),
  assistToTurnover: rate,
  /** OREB / (OREB + opponent's DREB). */
  offensiveReboundPct: rate,
  /** DREB / (DREB + opponent's OREB). */
  defensiveReboundPct: rate,
  pointsOffTurnovers: countedFigureSchema,
  secondChancePoints: countedFigureSchema,
  /** Null (engine 3) when a made field goal of the game has no location: "not recorded". */
  paintPoints: countedFigureSchema.nullable(),
  /** Null (engine 3) when fast breaks were not tracked: "not recorded". */
  fastBreakPoints: countedFigureSchema.nullable(),
  /** Null when the starters are unknown. */
  benchPoints: countedFigureSchema.nullable(),
  /** The largest margin this team led by, and the play that made it (null when it never led). */
  biggestLead: z.object({ points: z.number(), playId: z.string().nullable() }),
  biggestRun: scoringRunSchema.nullable(),
  /** Game seconds ahead; null without a clock on every play. */
  timeLeadingSeconds: rate,
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const gameFiguresSchema = z.object({
  home: teamFiguresSchema,
  away: teamFiguresSchema,
  /** The two teams' mean counted possessions per regulation game length; null before any play. */
  pace: rate,
  leadChanges: z.number(),
  timesTied: z.number(),
});
export type GameFigures = z.infer<typeof gameFiguresSchema>;

/** One play as the customer reads it, with the score after it. */
export const reportPlaySchema = z.object({
  id: z.string(),
  seq: z.number(),
  period: z.number(),
  /** Seconds left in the period, when known. */
  clock: z.number().nullable(),
  /** Position in the footage, in milliseconds, when known. */
  videoMs: z.number().nullable(),
  /** The acting team (null for period starts and ends). */
  team: side.nullable(),
  type: z.string(),
  /** "#7 Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz)". */
  description: z.string(),
  /** Points this play scored (0 for most). */
  points: z.number(),
  homeScore: z.number(),
  awayScore: z.number(),
  /** Every player the play names (shooter, assist, block, steal, fouled, substitutes), for filtering. */
  playerIds: z.array(z.string()),
  /** The play as tagged (engine 3), for structured exports. */
  body: eventBodySchema.optional(),
});
export type ReportPlay = z.infer<typeof reportPlaySchema>;

export const reportShotSchema = z.object({
  playId: z.string(),
  team: side,
  playerId: z.string(),
  period: z.number(),
  made: z.boolean(),
  points: z.number(),
  /** Feet on a half court: x across (0 = the basket's line), y from the baseline. */
  x: z.number(),
  y: z.number(),
  zone: z.enum(SHOT_ZONES),
});
export type ReportShot = z.infer<typeof reportShotSchema>;

const onCourtSchema = z.object({
  seconds: z.number().nullable(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  possessions: z.number(),
  /** 100 x (points for - points against) / possessions; null with no possession. */
  netRating: rate,
});

export const lineupUnitSchema = z.object({
  team: side,
  /** Five player ids, sorted. */
  playerIds: z.array(z.string()),
  ...onCourtSchema.shape,
  plusMinus: z.number(),
});
export type LineupUnit = z.infer<typeof lineupUnitSchema>;

export const onOffSchema = z.object({
  team: side,
  playerId: z.string(),
  on: onCourtSchema,
  off: onCourtSchema,
  /** On-court net rating minus off-court net rating; null when either is unknown. */
  netDifference: rate,
});
export type OnOff = z.infer<typeof onOffSchema>;

export const lineupsSchema = z.object({ units: z.array(lineupUnitSchema), onOff: z.array(onOffSchema) });
export type Lineups = z.infer<typeof lineupsSchema>;

const leaderSchema = z.object({ playerId: z.string(), value: z.number() }).nullable();
export const teamLeadersSchema = z.object({ pts: leaderSchema, reb: leaderSchema, ast: leaderSchema });
export type TeamLeaders = z.infer<typeof teamLeadersSchema>;

/** A team as the customer sees it: names, numbers, colour and starters. */
export const reportTeamSchema = z.object({
  name: z.string(),
  color: z.string().optional(),
  /** The head coach (engine 3, when the analyst named one). */
  coach: z.string().optional(),
  players: z.array(playerSchema),
  starters: z.array(z.string()).optional(),
});

/** The sheet's header (engine 3): what is known of the game beyond its teams; null where unknown. */
export const reportHeaderSchema = z.object({
  competition: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string().nullable(),
  /** HH:MM. */
  startTime: z.string().nullable(),
  venue: z.string().nullable(),
  attendance: z.number().nullable(),
  officials: z.array(z.string()),
});
export type ReportHeader = z.infer<typeof reportHeaderSchema>;

export const gameReportSchema = z.object({
  /** The engine that built this report (ENGINE_VERSION at approval). */
  engineVersion: z.number().int(),
  setup: z.object({
    home: reportTeamSchema,
    away: reportTeamSchema,
    periods: z.number(),
    periodSeconds: z.number(),
    overtimeSeconds: z.number(),
    /** The +/- rule the report followed; absent from reports of engine version 1 (see `plusMinusRuleOf`). */
    plusMinusRule: z.enum(PLUS_MINUS_RULES).optional(),
    /** Whether fast breaks were tracked, as the engine read it (engine 3). */
    fastBreaksTracked: z.boolean().optional(),
  }),
  header: reportHeaderSchema.optional(),
  /** Whether every play carries the game clock (minutes and time leading need it). */
  clockKnown: z.boolean(),
  boxScore: boxScoreSchema,
  figures: gameFiguresSchema,
  leaders: z.object({ home: teamLeadersSchema, away: teamLeadersSchema }),
  plays: z.array(reportPlaySchema),
  shots: z.array(reportShotSchema),
  /** Null when the starters are unknown, so lineups cannot be followed. */
  lineups: lineupsSchema.nullable(),
});
export type GameReport = z.infer<typeof gameReportSchema>;
