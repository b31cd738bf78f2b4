import { SIDES } from '@courtside/domain';
import { z } from 'zod';
import { CONFIDENCE_BASES, CONFIDENCES, type ScoreboardRegions, type SuggestionDetail } from '../../db/json-columns.js';
import { FOOTAGE_PASSES, FOOTAGE_PASS_STATES, SUGGESTION_KINDS, SUGGESTION_STATUSES } from '../../db/schema.js';

const fraction = z.number().min(0).max(1);
const extent = z.number().gt(0, 'A box must not be empty').max(1);

/** A box on the frame, as fractions of its width and height from the top-left corner, inside the frame. */
export const regionSchema = z
  .object({ x: fraction, y: fraction, width: extent, height: extent })
  .refine((region) => region.x + region.width <= 1.000001 && region.y + region.height <= 1.000001, {
    message: 'A box must lie within the frame',
  });

export const scoreboardRegionsSchema = z.object({
  kind: z.enum(['overlay', 'led']).describe('overlay: a broadcast graphic; led: a seven-segment board in the hall'),
  home: regionSchema,
  away: regionSchema,
  clock: regionSchema,
}) satisfies z.ZodType<ScoreboardRegions>;

export const passSchema = z.object({
  pass: z.enum(FOOTAGE_PASSES),
  state: z.enum(FOOTAGE_PASS_STATES),
  error: z.string().nullable().describe('Why a failed pass failed, in a sentence'),
});

/** What a suggestion says beyond its kind and time; each kind fills its own fields. */
export const suggestionDetailSchema = z.object({
  /** whistle, horn: how far the sound stood above the rest, in dB. */
  strength: z.number().optional(),
  faint: z
    .boolean()
    .optional()
    .describe('whistle: heard only in its own band, offered only when the scoreboard clock stops with it'),
  confidence: z
    .enum(CONFIDENCES)
    .optional()
    .describe(
      'whistle, horn, dead_time: sure (the scoreboard clock agrees), likely, unsure (the board could not tell or was not read)',
    ),
  basis: z.enum(CONFIDENCE_BASES).optional().describe('What the confidence rests on'),
  /** score: who scored, how much, and the scoreboard after it. */
  side: z.enum(SIDES).optional(),
  points: z.number().int().optional(),
  home: z.number().int().optional(),
  away: z.number().int().optional(),
  /** clock: the `clock` play the pass added, and the mark it carries. */
  eventId: z.uuid().optional(),
  period: z.number().int().optional(),
  clock: z.number().optional(),
  running: z.boolean().optional(),
}) satisfies z.ZodType<SuggestionDetail>;
// And the other way: the schema and the column's shape have the same fields, or the type check fails.
type SameFields<A, B> = [Required<A>] extends [Required<B>] ? ([Required<B>] extends [Required<A>] ? true : false) : false;
const _sameDetail: SameFields<z.infer<typeof suggestionDetailSchema>, SuggestionDetail> = true;

export const suggestionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SUGGESTION_KINDS),
  videoMs: z.number().int(),
  endMs: z.number().int().nullable(),
  detail: suggestionDetailSchema,
  status: z.enum(SUGGESTION_STATUSES),
});

export const assistSchema = z.object({
  passes: z.array(passSchema),
  regions: scoreboardRegionsSchema.nullable(),
  suggestions: z.array(suggestionSchema),
});

export const answerSchema = z.object({ answer: z.enum(['accepted', 'dismissed']) });

export const precisionSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(SUGGESTION_KINDS),
      accepted: z.number().int(),
      dismissed: z.number().int(),
      open: z.number().int(),
      precision: z.number().nullable().describe('accepted / (accepted + dismissed); null before any answer'),
    }),
  ),
});
