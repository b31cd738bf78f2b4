import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAssistFootage, shortAssistScript, type AssistTruth } from '../../test/assist-footage.js';
import type { ScoreboardReading } from './assist-types.js';
import { stopOcr } from './ocr.js';
import { clockMarks, clockOnTrack, scoreChanges } from './scoreboard.js';
import { cropChanged, pixelBox, readScoreboard } from './scoreboard-frames.js';
import type { GrayCrop } from './seven-segment.js';

let directory: string;
const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-scoreboard-'));
});

afterAll(async () => {
  await stopOcr();
  await rm(directory, { recursive: true, force: true });
});

/** The samples whose clock, as read, is not what the board showed. */
const misreadClocks = (readings: ScoreboardReading[], truth: AssistTruth) =>
  readings.filter((reading) => reading.clock !== truth.clockAt(reading.videoMs).clock);

describe.each(['overlay', 'led'] as const)('readScoreboard on generated %s footage', (style) => {
  let readings: ScoreboardReading[];
  let truth: AssistTruth;

  beforeAll(async () => {
    const footage = await makeAssistFootage(directory, shortAssistScript, { style });
    truth = footage.truth;
    readings = await readScoreboard(footage.file, truth.regions);
  });

  it('reads the score and the clock twice a second, as the board shows them', () => {
    expect(readings).toHaveLength(shortAssistScript.durationMs / 500);
    expect(readings[0]).toMatchObject({ videoMs: 0, home: 0, away: 0, clock: 300 });
    expect(misreadClocks(readings, truth)).toEqual([]);
  });

  it("suggests the script's score changes, each at most a sample after it happened", () => {
    const changes = scoreChanges(readings);
    expect(changes.map(({ side, points, home, away }) => ({ side, points, home, away }))).toEqual(
      truth.scoreChanges.map(({ side, points, home, away }) => ({ side, points, home, away })),
    );
    changes.forEach((change, index) => {
      expect(change.videoMs - truth.scoreChanges[index]!.videoMs).toBeGreaterThanOrEqual(0);
      expect(change.videoMs - truth.scoreChanges[index]!.videoMs).toBeLessThanOrEqual(500);
    });
  });

  it("sets the clock's track from the board: every start and stop, within half a second of the board", () => {
    const marks = clockMarks(readings);
    expect(marks.map(({ running }) => running)).toEqual(truth.clockMarks.map(({ running }) => running));
    const off = readings.filter(({ videoMs }) => {
      const track = clockOnTrack(marks, videoMs);
      const shown = truth.clockAt(videoMs);
      // The board cuts to whole seconds: the track may be up to a second above what it shows.
      return !track || track.period !== shown.period || track.clock < shown.clock - 0.5 || track.clock > shown.clock + 1.5;
    });
    expect(off).toEqual([]);
  });
});

describe('readScoreboard on boxes drawn at any pixel', () => {
  it('reads the board when the boxes start on an odd pixel and span an odd width (video crops round those to even)', async () => {
    const footage = await makeAssistFootage(directory, shortAssistScript, { style: 'overlay', name: 'odd-boxes.mp4' });
    const [width, height] = [640, 360];
    const { home, away, clock } = footage.truth.regions;
    // The home box starts a pixel further left when it starts on an even one; the clock's grows a pixel to the right
    // when the three boxes together span an even width.
    const homeX = pixelBox(home, width, height).x % 2 === 0 ? home.x - 1 / width : home.x;
    const oddHome = { ...home, x: homeX, width: home.width + (home.x - homeX) };
    const span = (right: typeof clock) => {
      const [left, end] = [pixelBox(oddHome, width, height), pixelBox(right, width, height)];
      return end.x + end.width - left.x;
    };
    const oddClock = span(clock) % 2 === 0 ? { ...clock, width: clock.width + 1 / width } : clock;
    expect(pixelBox(oddHome, width, height).x % 2).toBe(1);
    expect(span(oddClock) % 2).toBe(1);

    const readings = await readScoreboard(footage.file, { kind: 'overlay', home: oddHome, away, clock: oddClock });
    expect(readings[0]).toMatchObject({ videoMs: 0, home: 0, away: 0, clock: 300 });
    expect(misreadClocks(readings, footage.truth)).toEqual([]);
    expect(scoreChanges(readings).map(({ side, points }) => ({ side, points }))).toEqual(
      footage.truth.scoreChanges.map(({ side, points }) => ({ side, points })),
    );
  });
});

describe('readScoreboard on a file that is not footage', () => {
  it('rejects, so the pass is recorded as failed', async () => {
    const file = path.join(directory, 'not-a-video.mp4');
    await writeFile(file, 'not a video');
    const regions = { kind: 'overlay', home: box, away: box, clock: box } as const;
    await expect(readScoreboard(file, regions)).rejects.toThrow();
  });
});

describe('pixelBox and cropChanged', () => {
  it('places a region on the frame in whole pixels, inside the frame', () => {
    expect(pixelBox(box, 640, 360)).toEqual({ x: 64, y: 36, width: 128, height: 36 });
    expect(pixelBox({ x: 0.9, y: 0.95, width: 0.5, height: 0.5 }, 640, 360)).toEqual({ x: 576, y: 342, width: 64, height: 18 });
  });

  it('sees a digit change, not compression noise', () => {
    const crop = (fill: (index: number) => number): GrayCrop => ({
      width: 40,
      height: 20,
      data: Uint8Array.from({ length: 800 }, (_, index) => fill(index)),
    });
    const digit = crop((index) => (index % 40 > 10 && index % 40 < 20 ? 230 : 30));
    const noisy = crop((index) => (index % 40 > 10 && index % 40 < 20 ? 230 : 30) + (index % 7) * 3);
    const otherDigit = crop((index) => (index % 40 > 20 && index % 40 < 30 ? 230 : 30));
    expect(cropChanged(digit, noisy)).toBe(false);
    expect(cropChanged(digit, otherDigit)).toBe(true);
  });
});
