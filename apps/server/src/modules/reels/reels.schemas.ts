import { z } from 'zod';
import { REEL_STATUSES } from '../../db/schema.js';
import type { ReelView } from './reels.service.js';

const timestamp = z.iso.datetime({ offset: true });

/** A reel as its owner sees it; `videoUrl` once it is ready and while its footage is kept. */
export const reelSchema = z.object({
  id: z.uuid(),
  gameId: z.uuid(),
  title: z.string(),
  status: z.enum(REEL_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  clips: z.number().int(),
  durationMs: z.number().int(),
  bytes: z.number().int().nullable(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable(),
  videoUrl: z.string().nullable(),
});

/**
 * What a reel takes: a title and the plays, in the playlist's order. More plays than a reel holds are refused
 * by the service with its own message (too_many_clips); the bound here only keeps the body small.
 */
export const createReelBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  playIds: z.array(z.string().min(1).max(100)).min(1).max(1000),
});

export const toReelResponse = (reel: ReelView): z.infer<typeof reelSchema> => ({
  ...reel,
  createdAt: reel.createdAt.toISOString(),
  completedAt: reel.completedAt?.toISOString() ?? null,
  deletedAt: reel.deletedAt?.toISOString() ?? null,
});
