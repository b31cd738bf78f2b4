/**
 * Clips (DESIGN.md §4 "Clips"): every play with a footage position has a window on the footage, from a lead
 * before the play to a tail after it, by the play's type. A playlist is an ordered list of plays; its windows,
 * in footage order, merge where they overlap or touch, so no moment plays twice. A reel is a playlist cut into
 * one video, so both read their windows from here.
 */

/** Lead and tail of a play's window by its type, in milliseconds. */
export const CLIP_WINDOWS: Readonly<Record<string, { leadMs: number; tailMs: number }>> = {
  shot: { leadMs: 6000, tailMs: 2000 },
  free_throw: { leadMs: 2000, tailMs: 2000 },
  rebound: { leadMs: 4000, tailMs: 2000 },
  turnover: { leadMs: 5000, tailMs: 2000 },
  foul: { leadMs: 5000, tailMs: 2000 },
};
const OTHER_WINDOW = { leadMs: 3000, tailMs: 2000 };

/** The most clips and the longest running time of one reel (issue 28). */
export const REEL_LIMITS = { clips: 100, totalMs: 20 * 60_000, perGamePerDay: 10 } as const;

/** What a clip needs of a play. */
export interface ClipPlay {
  id: string;
  type: string;
  videoMs: number | null;
}

/** A stretch of footage, with the plays it shows (in the playlist's order). */
export interface ClipWindow {
  startMs: number;
  endMs: number;
  playIds: string[];
}

/** A play's window, clipped to the footage's start (and to its end when `durationMs` is known); null without a position. */
export function clipWindowOf(play: ClipPlay, durationMs?: number): ClipWindow | null {
  if (play.videoMs === null) return null;
  const { leadMs, tailMs } = CLIP_WINDOWS[play.type] ?? OTHER_WINDOW;
  const startMs = Math.max(0, play.videoMs - leadMs);
  const endMs = durationMs === undefined ? play.videoMs + tailMs : Math.min(durationMs, play.videoMs + tailMs);
  if (endMs <= startMs) return null;
  return { startMs, endMs, playIds: [play.id] };
}

/**
 * The windows of a playlist, in footage order, merged where they overlap or touch. Plays without a footage
 * position have no window and are left out (`clipsOf(...).length` may be less than the plays given).
 */
export function clipsOf(plays: readonly ClipPlay[], durationMs?: number): ClipWindow[] {
  const windows = plays
    .map((play) => clipWindowOf(play, durationMs))
    .filter((window): window is ClipWindow => window !== null)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const merged: ClipWindow[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.startMs <= last.endMs) {
      last.endMs = Math.max(last.endMs, window.endMs);
      last.playIds.push(...window.playIds);
    } else {
      merged.push({ ...window, playIds: [...window.playIds] });
    }
  }
  return merged;
}

/** The running time of windows, in milliseconds. */
export function clipsDurationMs(windows: readonly ClipWindow[]): number {
  return windows.reduce((total, window) => total + (window.endMs - window.startMs), 0);
}
