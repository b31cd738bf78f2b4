import { z } from 'zod';
import { SIDES } from './sides.js';
import { TEAM_LIMITS } from './teams.js';
import { tooLongMessage } from './validation.js';

// The sides live in a schema-free module (the web app's statistics page uses them without zod).
export { SIDES, opponentOf, type Side } from './sides.js';

/** The play-by-play of DESIGN.md §4: a game's setup and its ordered events, the one source of every figure. */

/** The longest value of each free-text field of a setup and its plays, in characters, and the roster's size. */
export const ROSTER_LIMITS = {
  id: 64,
  teamName: 100,
  color: 32,
  playerNumber: 4,
  playerName: 100,
  /** As many as a team's roster may hold (TEAM_LIMITS.players), so a whole active roster fits its sheet. */
  players: TEAM_LIMITS.players,
  turnoverKind: 40,
  coach: 100,
  competition: 100,
  venue: 100,
  official: 100,
  officials: 5,
} as const;

const id = z
  .string({ error: 'Id is required' })
  .min(1, 'Id is required')
  .max(ROSTER_LIMITS.id, tooLongMessage('Id', ROSTER_LIMITS.id));

export const playerSchema = z.object({
  id,
  number: z.string().max(ROSTER_LIMITS.playerNumber, tooLongMessage('Player number', ROSTER_LIMITS.playerNumber)),
  name: z.string().max(ROSTER_LIMITS.playerName, tooLongMessage('Player name', ROSTER_LIMITS.playerName)),
});
export type Player = z.infer<typeof playerSchema>;

const tooManyPlayers = `A team can list at most ${ROSTER_LIMITS.players} players`;

export const teamSheetSchema = z.object({
  /** The customer's team (a `teams` row) this sheet is, when the game was uploaded for one: its players' ids are roster ids. */
  teamId: z.uuid().optional(),
  name: z
    .string({ error: 'Team name is required' })
    .min(1, 'Team name is required')
    .max(ROSTER_LIMITS.teamName, tooLongMessage('Team name', ROSTER_LIMITS.teamName)),
  color: z.string().max(ROSTER_LIMITS.color, tooLongMessage('Team color', ROSTER_LIMITS.color)).optional(),
  players: z.array(playerSchema).max(ROSTER_LIMITS.players, tooManyPlayers),
  /** The head coach's name, for the coach's sheet. */
  coach: z.string().max(ROSTER_LIMITS.coach, tooLongMessage('Coach name', ROSTER_LIMITS.coach)).optional(),
  // Five is the rule, but the checker warns about any other count rather than the save refusing it.
  starters: z.array(id).max(ROSTER_LIMITS.players, tooManyPlayers).optional(),
});
export type TeamSheet = z.infer<typeof teamSheetSchema>;

export const PLUS_MINUS_RULES = ['foul', 'free-throw'] as const;
export type PlusMinusRule = (typeof PLUS_MINUS_RULES)[number];

/**
 * What the analyst completes of the game's sheet header: the customer's upload details (competition, venue,
 * date) are the default, these win where given.
 */
export const setupDetailsSchema = z.object({
  competition: z.string().max(ROSTER_LIMITS.competition, tooLongMessage('Competition', ROSTER_LIMITS.competition)).optional(),
  /** YYYY-MM-DD. */
  date: z.iso.date('Enter the date as YYYY-MM-DD').optional(),
  /** HH:MM, 24-hour, local to the venue. */
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the start time as HH:MM')
    .optional(),
  venue: z.string().max(ROSTER_LIMITS.venue, tooLongMessage('Venue', ROSTER_LIMITS.venue)).optional(),
  attendance: z.number().int().min(0).max(1_000_000).optional(),
  officials: z
    .array(z.string().min(1).max(ROSTER_LIMITS.official, tooLongMessage('Official name', ROSTER_LIMITS.official)))
    .max(ROSTER_LIMITS.officials, `A game lists at most ${ROSTER_LIMITS.officials} officials`)
    .optional(),
});
export type SetupDetails = z.infer<typeof setupDetailsSchema>;

export const gameSetupSchema = z.object({
  home: teamSheetSchema,
  away: teamSheetSchema,
  periods: z.number().int().min(1).max(8),
  periodSeconds: z.number().int().min(60).max(3600),
  overtimeSeconds: z.number().int().min(60).max(1200),
  /** The final score on the scoreboard, as the analyst typed it; the checker compares the tagged score with it. */
  scoreboardFinal: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }).optional(),
  /**
   * Whose +/- a free throw's point counts for: `foul`, the lineups on court when the foul that awarded it was
   * committed (NBA and WNBA boxes; the default), or `free-throw`, those on court when it is shot (FIBA).
   */
  plusMinusRule: z.enum(PLUS_MINUS_RULES).optional(),
  /**
   * Whether the analyst tracked fast breaks (flagged every fast-break shot and shooting foul). Absent (games set
   * up before the flag): tracked when any play carries one. Untracked, fast-break points are "not recorded".
   */
  fastBreaksTracked: z.boolean().optional(),
  details: setupDetailsSchema.optional(),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;

export const FOUL_KINDS = ['personal', 'shooting', 'offensive', 'technical', 'unsportsmanlike', 'disqualifying'] as const;
export type FoulKind = (typeof FOUL_KINDS)[number];

const side = z.enum(SIDES);

/** Who a technical foul without a player is on. */
export const BENCH_FOULS = ['coach', 'team'] as const;

export const eventBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('shot'),
    team: side,
    playerId: id,
    made: z.boolean(),
    points: z.union([z.literal(2), z.literal(3)]),
    assistId: id.optional(),
    blockId: id.optional(),
    /** Feet on a half court: x across (0 = the basket's line), y from the baseline. */
    x: z.number().min(-30).max(30).optional(),
    y: z.number().min(0).max(50).optional(),
    /** Flagged by the analyst: a shot at the end of a fast break (fast-break points). */
    fastBreak: z.boolean().optional(),
  }),
  z.object({ type: z.literal('free_throw'), team: side, playerId: id, made: z.boolean() }),
  /** No player: a team rebound. */
  z.object({ type: z.literal('rebound'), team: side, playerId: id.optional(), offensive: z.boolean() }),
  /** No player: a team turnover (shot clock, 5 or 8 seconds). */
  z.object({
    type: z.literal('turnover'),
    team: side,
    playerId: id.optional(),
    stealId: id.optional(),
    kind: z.string().max(ROSTER_LIMITS.turnoverKind, tooLongMessage('Turnover kind', ROSTER_LIMITS.turnoverKind)).optional(),
  }),
  /** No player: a team foul; with `bench`, a technical on the coach or the bench as a whole. */
  z.object({
    type: z.literal('foul'),
    team: side,
    playerId: id.optional(),
    drawnById: id.optional(),
    kind: z.enum(FOUL_KINDS),
    bench: z.enum(BENCH_FOULS).optional(),
    /** On a shooting foul: a foul on a fast break, so its trip's made free throws are fast-break points. */
    fastBreak: z.boolean().optional(),
  }),
  z.object({ type: z.literal('substitution'), team: side, inId: id, outId: id }),
  /** The players on court for `team` from here on: at a period's start, the five who begin it. */
  z.object({ type: z.literal('lineup'), team: side, playerIds: z.array(id).max(ROSTER_LIMITS.players, tooManyPlayers) }),
  /**
   * A mark on the game clock's track (DESIGN.md §4, "Game clock"): the clock starts (`running`) or stops at
   * this moment of the footage. With the play's `clock`, it also sets the clock to that value.
   */
  z.object({ type: z.literal('clock'), running: z.boolean() }),
  z.object({ type: z.literal('timeout'), team: side }),
  z.object({ type: z.literal('period_start') }),
  z.object({ type: z.literal('period_end') }),
]);
export type EventBody = z.infer<typeof eventBodySchema>;

const eventMetaSchema = z.object({
  id,
  /** The order of play; fractional, so a play found later can be slotted between two others. */
  seq: z.number().min(0),
  /** 1-based; past `periods` is overtime. */
  period: z.number().int().min(1).max(20),
  /** Position in the footage, in milliseconds. */
  videoMs: z.number().int().min(0).optional(),
  /** Seconds left in the period. */
  clock: z.number().min(0).max(3600).optional(),
});

export const gameEventSchema = z.intersection(eventMetaSchema, eventBodySchema);
export type GameEvent = z.infer<typeof eventMetaSchema> & EventBody;

/** Fouls that count toward a player's PF; technical fouls are listed apart. */
export const PERSONAL_FOUL_KINDS: readonly FoulKind[] = ['personal', 'shooting', 'offensive', 'unsportsmanlike', 'disqualifying'];

/** A play as it is stored and sent: its body beside its place in the game (null where not known). */
export interface StoredPlay {
  id: string;
  seq: number;
  period: number;
  videoMs: number | null;
  clock: number | null;
  body: EventBody;
}

/** A stored play as the engine and the checker read it. */
export function toGameEvent(play: StoredPlay): GameEvent {
  return {
    ...play.body,
    id: play.id,
    seq: play.seq,
    period: play.period,
    ...(play.videoMs === null ? {} : { videoMs: play.videoMs }),
    ...(play.clock === null ? {} : { clock: play.clock }),
  };
}
