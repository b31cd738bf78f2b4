/** A reel the owner shared with this link (HTTP contract of issue 28: `reel` in the shared game's answer). */
export interface SharedReel {
  title: string;
  clips: number;
  durationMs: number;
  /** `/api/shared/<token>/reel.mp4`: that reel only, never the game's footage. */
  videoUrl: string;
}

/**
 * The shared answer's reel, or null (a link without a reel, or a server without reels). Read by hand: the
 * answer's generated type predates the field. Only a URL of the shared link's own reel is accepted.
 */
export function sharedReelOf(answer: unknown, token: string): SharedReel | null {
  if (typeof answer !== 'object' || answer === null || !('reel' in answer)) return null;
  const reel = answer.reel;
  if (typeof reel !== 'object' || reel === null) return null;
  const { title, clips, durationMs, videoUrl } = reel as Record<string, unknown>;
  if (typeof title !== 'string' || typeof clips !== 'number' || typeof durationMs !== 'number') return null;
  if (videoUrl !== `/api/shared/${token}/reel.mp4`) return null;
  return { title, clips, durationMs, videoUrl };
}
