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
  // Five is the rule, but the checker warns about any other count rather than the save refusing it.
  starters: z.array(id).max(ROSTER_LIMITS.players, tooManyPlayers).optional(),
});
export type TeamSheet = z.infer<typeof teamSheetSchema>;

export const PLUS_MINUS_RULES = ['foul', 'free-throw'] as const;
export type PlusMinusRule = (typeof PLUS_MINUS_RULES)[number];

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
