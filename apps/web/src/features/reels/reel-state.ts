import { REEL_LIMITS, clipsDurationMs, clipsOf, formatClock, formatShortDate, type ClipPlay } from '@courtside/domain';

/** A reel as the API answers it (`GET /api/reels/:id`, HTTP contract of issue 28). */
export interface Reel {
  id: string;
  gameId: string;
  title: string;
  status: 'queued' | 'cutting' | 'ready' | 'failed';
  /** 0-100. */
  progress: number;
  /** A plain sentence, when it failed. */
  error: string | null;
  clips: number;
  durationMs: number;
  bytes: number | null;
  createdAt: string;
  completedAt: string | null;
  deletedAt: string | null;
  /** `/api/reels/:id/video` when ready and not deleted. */
  videoUrl: string | null;
}

/** A game's reels: `GET /api/games/:id/reels`. */
export interface GameReels {
  reels: Reel[];
  reelsLeftToday: number;
  footageDeletesAt: string | null;
}

/** Whether the page should ask again soon: the job has not finished, and the reel is not deleted. */
export function isReelWorking(reel: Pick<Reel, 'status' | 'deletedAt'>): boolean {
  return reel.deletedAt === null && (reel.status === 'queued' || reel.status === 'cutting');
}

/** What a reel's row says of its state: "Waiting to start", "Cutting: 40%", "Ready", the failure's sentence. */
export function reelStatusText(reel: Pick<Reel, 'status' | 'progress' | 'error' | 'deletedAt'>): string {
  if (reel.deletedAt !== null) return 'Deleted with the footage';
  switch (reel.status) {
    case 'queued':
      return 'Waiting to start';
    case 'cutting':
      return `Cutting: ${String(Math.round(reel.progress))}%`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return `Failed: ${reel.error ?? 'the reel could not be made.'}`;
  }
}

/** The link that downloads a ready reel as a file (null before it is ready, or once deleted). */
export function reelDownloadUrl(reel: Pick<Reel, 'videoUrl'>): string | null {
  return reel.videoUrl === null ? null : `${reel.videoUrl}?download=1`;
}

/** "1:05 · 12 clips". */
export function reelLengthText(reel: Pick<Reel, 'durationMs' | 'clips'>): string {
  return `${formatClock(Math.round(reel.durationMs / 1000))} · ${String(reel.clips)} ${reel.clips === 1 ? 'clip' : 'clips'}`;
}

/** When the page's reels go: with the game's footage. */
export function reelsDeletionText(footageDeletesAt: string | null): string {
  return footageDeletesAt === null
    ? 'Reels are deleted with the footage of the game.'
    : `Reels are deleted with the footage of the game, on ${formatShortDate(footageDeletesAt)}.`;
}

/**
 * Why a playlist cannot become a reel before asking the server (the same limits, the same sentences the server
 * answers): none of its plays on the footage, more than 100 clips, or longer than 20 minutes once merged (which
 * 100 plays of today's windows cannot reach, but longer windows could). Null when it can be asked for; the
 * server still decides (and says the daily limit).
 */
export function reelRequestProblem(plays: readonly ClipPlay[]): string | null {
  const placed = plays.filter((play) => play.videoMs !== null);
  if (placed.length === 0) return 'None of these plays has a position on the footage.';
  if (placed.length > REEL_LIMITS.clips) return `A reel holds at most ${String(REEL_LIMITS.clips)} clips.`;
  if (clipsDurationMs(clipsOf(placed)) > REEL_LIMITS.totalMs) return 'A reel runs at most 20 minutes; choose fewer plays.';
  return null;
}
