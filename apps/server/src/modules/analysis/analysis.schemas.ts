import { GAME_STATUSES, PLAY_REPORT_KIND_VALUES, SIDES, eventBodySchema, gameSetupSchema } from '@courtside/domain';
import { z } from 'zod';
import type { StoredEvent } from './analysis.service.js';

const timestamp = z.iso.datetime({ offset: true });

export const storedEventSchema = z.object({
  id: z.uuid(),
  seq: z.number(),
  period: z.number().int(),
  videoMs: z.number().int().nullable(),
  clock: z.number().nullable(),
  revision: z.number().int(),
  body: eventBodySchema,
});

export const toEventView = (event: StoredEvent): z.infer<typeof storedEventSchema> => ({
  id: event.id,
  seq: event.seq,
  period: event.period,
  videoMs: event.videoMs,
  clock: event.clock,
  revision: event.revision,
  body: event.body,
});

export const eventInputSchema = z.object({
  id: z.uuid(),
  seq: z.number().min(0),
  period: z.number().int().min(1).max(20),
  videoMs: z.number().int().min(0).nullable().optional(),
  clock: z.number().min(0).max(3600).nullable().optional(),
  body: eventBodySchema,
});

export const eventChangeSchema = eventInputSchema
  .omit({ id: true })
  .partial()
  .extend({ revision: z.number().int().min(1) });

export const rightsSchema = z.object({
  claim: z.boolean(),
  release: z.boolean(),
  edit: z.boolean(),
  submit: z.boolean(),
  review: z.boolean(),
});

export const queueEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(GAME_STATUSES),
  source: z.enum(['file', 'url']),
  durationSeconds: z.number().nullable(),
  dueAt: timestamp.nullable(),
  uploadCompletedAt: timestamp.nullable(),
  analystId: z.string().nullable(),
  analystName: z.string().nullable(),
  /** What the caller may do with it now (claim it, open and release it, review it). */
  rights: rightsSchema,
});

export const workspaceSchema = z.object({
  game: z.object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(GAME_STATUSES),
    source: z.enum(['file', 'url']),
    /** The YouTube or Vimeo link of a linked game; uploaded footage plays from /api/analysis/games/:id/video. */
    videoUrl: z.string().nullable(),
    hasFootage: z.boolean(),
    durationSeconds: z.number().nullable(),
    dueAt: timestamp.nullable(),
    analystId: z.string().nullable(),
    analystName: z.string().nullable(),
    /** Why a delivered game was reopened for correction (the analysts see it as a banner); null otherwise. */
    reopenReason: z.string().nullable(),
  }),
  setup: gameSetupSchema.nullable(),
  /**
   * Until the setup is first saved: the setup the customer's upload details suggest (their team's roster under
   * roster ids, the opponent's name, colour and pasted roster), for the analyst to confirm; else null.
   */
  suggestedSetup: gameSetupSchema.nullable(),
  /** What the customer said at upload, for the analyst's eyes: opponent, date, venue, competition. */
  details: z
    .object({
      teamName: z.string().nullable(),
      opponentName: z.string().nullable(),
      playedOn: z.string().nullable(),
      homeAway: z.enum(SIDES).nullable(),
      venue: z.string().nullable(),
      competition: z.string().nullable(),
    })
    .nullable(),
  setupRevision: z.number().int(),
  eventsVersion: z.number().int(),
  events: z.array(storedEventSchema),
  /**
   * While a delivered game is reopened for correction: the plays its customer reported and an admin accepted,
   * each with what is wrong and the customer's note, for the analyst to correct (empty otherwise).
   */
  reportedPlays: z.array(
    z.object({ reportId: z.uuid(), playId: z.string(), kind: z.enum(PLAY_REPORT_KIND_VALUES), note: z.string() }),
  ),
  rights: rightsSchema,
});
