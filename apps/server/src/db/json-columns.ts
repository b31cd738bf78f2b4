/**
 * The shapes of the JSON columns `schema.ts` stores, as plain data: the features that write them (analyst
 * assistance) validate what they store against these, and the schema imports no feature.
 */

/** A box on the footage's frame, as fractions (0..1) of its width and height, top-left origin. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The analyst's boxes around the scoreboard, drawn once per game on a still of the footage. */
export interface ScoreboardRegions {
  /** `overlay`: a broadcast graphic (read with tesseract.js); `led`: a seven-segment board in the hall. */
  kind: 'overlay' | 'led';
  home: Region;
  away: Region;
  clock: Region;
}

/** A stretch of footage, in milliseconds. */
export interface TimeSpan {
  startMs: number;
  endMs: number;
}

/** A mark of the game clock as the scoreboard pass read it: where it started, stopped or was set. */
export interface BoardClockMark {
  videoMs: number;
  period: number;
  /** Seconds left, to the tenth. */
  clock: number;
  running: boolean;
}

/** How far a suggestion can be trusted, surest first (modules/assist/fusion.ts). */
export const CONFIDENCES = ['sure', 'likely', 'unsure', 'refuted'] as const;
/** What a confidence rests on. */
export const CONFIDENCE_BASES = [
  'clock_stopped',
  'faint_stopped',
  'period_ended',
  'period_ran_out',
  'called',
  'clock_stood',
  'stood_loud',
  'stop_taken',
  'stopped_not_ended',
  'clock_ran_on',
  'too_faint',
  'clock_stood_long',
  'sound_only',
  'motion_only',
] as const;

/** What a suggestion says beyond its kind and time; each kind fills its own fields. */
export interface SuggestionDetail {
  /** whistle, horn: how far the sound stood above the rest, in dB. */
  strength?: number;
  /** whistle: heard only in its own band (decision 030), so offered only when the board's clock stops with it. */
  faint?: boolean;
  /**
   * whistle, horn, dead_time: how far it can be trusted (modules/assist/fusion.ts): `sure`, the scoreboard's
   * clock agrees; `likely` or `unsure`, the board could not tell or was not read; `refuted`, the clock ran on
   * through it (kept, not shown: a later reading of the board may judge it again).
   */
  confidence?: (typeof CONFIDENCES)[number];
  /** What the confidence rests on: what the board's clock did there, or that only the sound or the picture told. */
  basis?: (typeof CONFIDENCE_BASES)[number];
  /** score: who scored, how much, and the scoreboard after it. */
  side?: 'home' | 'away';
  points?: number;
  home?: number;
  away?: number;
  /** clock: the `clock` play the pass added, and the mark it carries. */
  eventId?: string;
  period?: number;
  clock?: number;
  running?: boolean;
}
