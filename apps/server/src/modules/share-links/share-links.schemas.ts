import { z } from 'zod';
import { MAX_SHARE_DAYS, type ShareLink } from './share-links.js';

const timestamp = z.iso.datetime({ offset: true });

/** A share link as its owner lists it (the token itself is shown only when the link is made). */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  expired: z.boolean(),
});

/** What making a link takes: how many days it lasts, or null for until revoked. */
export const createShareLinkBodySchema = z.strictObject({
  expiresInDays: z.number().int().min(1).max(MAX_SHARE_DAYS).nullable(),
});

/** A game's link may share one of its ready reels: the shared page then plays that reel (and nothing else of the footage). */
export const createGameShareLinkBodySchema = createShareLinkBodySchema.extend({ reelId: z.uuid().optional() });

export const toShareLinkView = (link: ShareLink): z.infer<typeof shareLinkSchema> => ({
  id: link.id,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt?.toISOString() ?? null,
  expired: link.expired,
});
