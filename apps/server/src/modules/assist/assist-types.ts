/**
 * What the footage passes of analyst assistance (issue 18) find, as plain data: the detectors (pure), the passes
 * that run them on a game's proxy (jobs) and the routes share these shapes. Times are milliseconds of footage.
 */

/** A whistle (a narrow 2.4-4.6 kHz band well above the rest for >= 150 ms) or a horn (long, loud, low-pitched). */
export interface SoundMark {
  kind: 'whistle' | 'horn';
  startMs: number;
  endMs: number;
  /** How far the sound stood above the rest, in dB (for ordering and for the bench's threshold sweeps). */
  strength: number;
  /** A whistle too faint to offer by its sound alone: offered only where the board's clock stops with it (fusion.ts). */
  faint?: boolean;
}

/** A stretch with (almost) no motion: a timeout, a break, a stoppage. */
export interface DeadStretch {
  startMs: number;
  endMs: number;
}

/** One reading of the scoreboard at a footage time; null where a region could not be read. */
export interface ScoreboardReading {
  videoMs: number;
  home: number | null;
  away: number | null;
  /** Seconds left in the period, to the tenth. */
  clock: number | null;
}

/** A change of one side's score: a suggested play for the analyst to confirm. */
export interface ScoreChange {
  videoMs: number;
  side: 'home' | 'away';
  points: 1 | 2 | 3;
  /** The scoreboard after the change. */
  home: number;
  away: number;
}

/** A mark on the game clock's track read off the scoreboard: a `clock` play (DESIGN.md §4, "Game clock"). */
export interface ClockMark {
  videoMs: number;
  period: number;
  /** Seconds left, to the tenth. */
  clock: number;
  running: boolean;
}
