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

/** What a suggestion says beyond its kind and time; each kind fills its own fields. */
export interface SuggestionDetail {
  /** whistle, horn: how far the sound stood above the rest, in dB. */
  strength?: number;
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
