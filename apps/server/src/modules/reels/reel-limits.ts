import { clipsDurationMs, REEL_LIMITS, type ClipWindow } from '@courtside/domain';

/** The refusals of a reel request, with the messages the customer reads (issue 28's HTTP contract). */
export const REEL_REFUSALS = {
  tooManyClips: { status: 400, code: 'too_many_clips', message: `A reel holds at most ${String(REEL_LIMITS.clips)} clips.` },
  tooLong: { status: 400, code: 'too_long', message: 'A reel runs at most 20 minutes; choose fewer plays.' },
  noFootagePlays: { status: 400, code: 'no_footage_plays', message: 'None of these plays has a position on the footage.' },
  perDay: {
    status: 429,
    code: 'reel_limit',
    message: `You can make at most ${String(REEL_LIMITS.perGamePerDay)} reels of a game a day. Try again tomorrow.`,
  },
} as const;

export type ReelRefusal = (typeof REEL_REFUSALS)[keyof typeof REEL_REFUSALS];

/**
 * Why a reel of these windows (merged from `requestedPlays` plays) cannot be made, or null when it can: more
 * plays or clips than a reel holds, a running time past the limit, or no window at all.
 */
export function refusalOf(requestedPlays: number, windows: readonly ClipWindow[]): ReelRefusal | null {
  if (requestedPlays > REEL_LIMITS.clips || windows.length > REEL_LIMITS.clips) return REEL_REFUSALS.tooManyClips;
  if (windows.length === 0) return REEL_REFUSALS.noFootagePlays;
  if (clipsDurationMs(windows) > REEL_LIMITS.totalMs) return REEL_REFUSALS.tooLong;
  return null;
}

/** The message of a reel whose footage retention deleted: when, and what it means for the reel. */
export const footageDeletedMessage = (date: string, what: 'make' | 'reel') =>
  what === 'make'
    ? `The footage of this game was deleted on ${date}, so no reel can be made.`
    : `The footage of this game was deleted on ${date}, and its reels with it.`;

/** What a failed cut tells the customer (ffmpeg's message goes to the log). */
export const REEL_FAILED_MESSAGE = 'The reel could not be cut from the footage. Try again.';
