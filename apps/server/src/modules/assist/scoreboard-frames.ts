import { spawn } from 'node:child_process';
import { footageInputGuard } from '../../lib/media/media-commands.js';
import { mediaToolCommand } from '../../lib/media/media-process.js';
import { probeVideo } from '../../lib/media/video-probe.js';
import type { Region, ScoreboardRegions } from '../../db/json-columns.js';
import type { ScoreboardReading } from './assist-types.js';
import { readOverlay } from './ocr.js';
import { parseClock, parseScore } from './scoreboard.js';
import { readSevenSegment, type GrayCrop } from './seven-segment.js';

/**
 * Reads the scoreboard off a game's proxy: ffmpeg decodes it and sends, 2 frames a second, the gray pixels of
 * the box around the analyst's three regions through a pipe; each region is read (tesseract.js for an overlay,
 * the seven-segment reader for an LED board) only when it changed since its last read, and carried over
 * otherwise. Memory stays at one frame's box whatever the footage's length.
 */

/** Frames sampled a second: a board changes at most once a second above the last minute. */
const SAMPLES_PER_SECOND = 2;
/** A pixel differs from the last read crop when its gray level moved more than this (compression noise moves less). */
const PIXEL_CHANGE = 48;
/** A region changed when this share of its pixels differ (at least a few pixels: a digit's change moves hundreds). */
const CHANGED_SHARE = 0.005;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Field = 'home' | 'away' | 'clock';
const FIELDS: readonly Field[] = ['home', 'away', 'clock'];

/** A region in pixels of a `width` x `height` frame, kept inside it (at least one pixel each way). */
export function pixelBox(region: Region, width: number, height: number): Box {
  const x = Math.min(width - 1, Math.max(0, Math.round(region.x * width)));
  const y = Math.min(height - 1, Math.max(0, Math.round(region.y * height)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(region.width * width))),
    height: Math.max(1, Math.min(height - y, Math.round(region.height * height))),
  };
}

/** The smallest box holding all of `boxes`. */
function unionBox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** `box` (in the frame's pixels) out of `frame`, a crop of the frame at `outer`. */
function cropOut(frame: Uint8Array, outer: Box, box: Box): GrayCrop {
  const data = new Uint8Array(box.width * box.height);
  for (let row = 0; row < box.height; row += 1) {
    const from = (box.y - outer.y + row) * outer.width + (box.x - outer.x);
    data.set(frame.subarray(from, from + box.width), row * box.width);
  }
  return { width: box.width, height: box.height, data };
}

/** Whether a region's crop differs from the one last read: enough pixels moved well past compression noise. */
export function cropChanged(last: GrayCrop, next: GrayCrop): boolean {
  let moved = 0;
  const enough = Math.max(4, next.data.length * CHANGED_SHARE);
  for (let index = 0; index < next.data.length; index += 1) {
    if (Math.abs((next.data[index] ?? 0) - (last.data[index] ?? 0)) > PIXEL_CHANGE && (moved += 1) >= enough) return true;
  }
  return false;
}

/**
 * The scoreboard at 2 samples a second of `file`, each region read with the reader its kind needs (null where
 * it could not be read). Rejects when ffmpeg fails; `signal` kills ffmpeg.
 */
export async function readScoreboard(
  file: string,
  regions: ScoreboardRegions,
  signal?: AbortSignal,
): Promise<ScoreboardReading[]> {
  const facts = await probeVideo(file);
  if (!facts) throw new Error('The footage could not be probed');
  const boxes: Record<Field, Box> = {
    home: pixelBox(regions.home, facts.width, facts.height),
    away: pixelBox(regions.away, facts.width, facts.height),
    clock: pixelBox(regions.clock, facts.width, facts.height),
  };
  const outer = unionBox(FIELDS.map((field) => boxes[field]));
  const read = async (crop: GrayCrop) => (regions.kind === 'led' ? readSevenSegment(crop) : readOverlay(crop));
  const parse = (field: Field, text: string | null) =>
    text === null ? null : field === 'clock' ? parseClock(text) : parseScore(text);

  const lastRead: Partial<Record<Field, { crop: GrayCrop; value: number | null }>> = {};
  const readings: ScoreboardReading[] = [];
  for await (const frame of grayFrames(file, outer, signal)) {
    const reading: ScoreboardReading = {
      videoMs: readings.length * (1000 / SAMPLES_PER_SECOND),
      home: null,
      away: null,
      clock: null,
    };
    for (const field of FIELDS) {
      const crop = cropOut(frame, outer, boxes[field]);
      let last = lastRead[field];
      if (!last || cropChanged(last.crop, crop)) {
        last = { crop, value: parse(field, await read(crop)) };
        lastRead[field] = last;
      }
      reading[field] = last.value;
    }
    readings.push(reading);
  }
  return readings;
}

/** The gray pixels of `box` in each sampled frame of `file`, from ffmpeg's pipe, one frame at a time. */
async function* grayFrames(file: string, box: Box, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  // Like every ffmpeg of ours: only local files of the footage formats, and killed with the worker that runs it.
  const [command, argv] = await mediaToolCommand('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-nostdin', ...footageInputGuard(), '-an', '-sn', '-dn', '-i', file],
    // Gray before the crop: cropping 4:2:0 video rounds an odd x or width down to even, and the frames would no
    // longer be the size read off the pipe (every sample after the first read askew).
    ...['-vf', `fps=${SAMPLES_PER_SECOND}:round=up,format=gray,crop=${box.width}:${box.height}:${box.x}:${box.y}`],
    ...['-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // Until the frames are all read, an early error (ffmpeg missing, the signal) must not go unhandled.
  exited.catch(() => undefined);

  const frameBytes = box.width * box.height;
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      let offset = 0;
      for (; pending.length - offset >= frameBytes; offset += frameBytes) {
        yield new Uint8Array(pending.buffer, pending.byteOffset + offset, frameBytes);
      }
      pending = pending.subarray(offset);
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg could not sample the scoreboard (exit ${String(code)}): ${stderr.trim()}`);
}
