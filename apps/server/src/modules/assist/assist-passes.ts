import { readFileSync } from 'node:fs';
import type { FootagePass } from '../../db/schema.js';
import type { ScoreboardRegions } from '../../db/json-columns.js';
import type { ClockMark, DeadStretch, ScoreboardReading, ScoreChange, SoundMark } from './assist-types.js';
import { deadStretches, soundMarks } from './media-signals.js';
import { unreadStretches } from './fusion.js';
import { clockMarks, deadFromClock, scoreChanges } from './scoreboard.js';
import { readScoreboard } from './scoreboard-frames.js';

/** What one pass found on a game's proxy. */
export type PassFindings =
  | { pass: 'sound'; sounds: SoundMark[] }
  | { pass: 'motion'; stretches: DeadStretch[] }
  | {
      pass: 'scoreboard';
      readings: ScoreboardReading[];
      scoreChanges: ScoreChange[];
      clockMarks: ClockMark[];
      /** Dead time from the clock (empty when no clock was read: motion's stretches stand then). */
      stretches: DeadStretch[];
      /** Where no clock was read: sounds there are graded by their sound alone (fusion.ts). */
      unread: DeadStretch[];
    };

/** Runs one pass over a file; the scoreboard pass needs the analyst's regions. `signal` stops its ffmpeg. */
export type PassRunner = (file: string, regions: ScoreboardRegions | null, signal: AbortSignal) => Promise<PassFindings>;

export class NoRegionsError extends Error {
  constructor() {
    super('The scoreboard has not been marked on the footage');
  }
}

/** The passes the jobs run, and the bench measures: the detectors over ffmpeg's streams of the proxy. */
export const FOOTAGE_PASS_RUNNERS: Record<FootagePass, PassRunner> = {
  sound: async (file, _regions, signal) => ({ pass: 'sound', sounds: await soundMarks(file, signal) }),
  motion: async (file, _regions, signal) => ({ pass: 'motion', stretches: await deadStretches(file, signal) }),
  scoreboard: async (file, regions, signal) => {
    if (!regions) throw new NoRegionsError();
    const readings = await readScoreboard(file, regions, signal);
    const marks = clockMarks(readings);
    const endMs = (readings.at(-1)?.videoMs ?? 0) + 500;
    return {
      pass: 'scoreboard',
      readings,
      scoreChanges: scoreChanges(readings),
      clockMarks: marks,
      stretches: deadFromClock(marks, endMs),
      unread: unreadStretches(readings, endMs),
    };
  },
};

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux we run on. */
const USER_HZ = 100;

/**
 * CPU this process has used so far, in milliseconds: its own (Node's cpuUsage) and that of its children that
 * ended (ffmpeg, from /proc/self/stat's cutime and cstime; Node reaps its children, so theirs is counted once
 * they exit). Outside Linux, only the process's own.
 */
export function processCpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenCpuMs();
}

function childrenCpuMs(): number {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces; fields after its closing parenthesis start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of the line: 13 and 14 counted from field 3.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime + cstime) ? ((cutime + cstime) * 1000) / USER_HZ : 0;
}
