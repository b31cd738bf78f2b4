import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyArguments } from '../apps/server/src/lib/media/media-commands';
import { cutReel } from '../apps/server/src/modules/reels/reel-cut';
import { COUNTER_FPS, COUNTER_WINDOWS, counterFramesOf, makeCounterFootage } from '../apps/server/src/test/counter-footage';
import { launchBrowser } from './support/browser';
import { playReel } from './support/reel-playback';

/**
 * A reel cut from a proxy by the smart cut (docs/decisions/019-reels.md) plays its windows' frames only in Chromium:
 * each window's head re-encoded, the rest the proxy's own packets, joined in one plain MP4 (no edit lists). Windows
 * in ms: between two keyframes, on a keyframe, between two frames across a keyframe, one frame, to the footage's end.
 */

let browser: Browser;
let directory: string;
let reel: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-reel-'));
  const footage = path.join(directory, 'counter.mp4');
  const proxy = path.join(directory, 'proxy.mp4');
  await makeCounterFootage(footage);
  await promisify(execFile)('ffmpeg', proxyArguments(footage, proxy));
  reel = path.join(directory, 'reel.mp4');
  const cut = await cutReel({
    input: proxy,
    windows: COUNTER_WINDOWS.map(([startMs, endMs], index) => ({ startMs, endMs, playIds: [String(index)] })),
    captions: COUNTER_WINDOWS.map(() => [{ text: 'A play', fromS: 0, untilS: null }]),
    directory,
    output: reel,
    onProgress: () => undefined,
  });
  expect(cut.method).toBe('smart');
}, 120_000);
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

describe('a reel cut by the smart cut, played in Chromium', () => {
  it("shows the windows' frames only, each at its place in the reel, and lasts the windows' sum", async () => {
    const expected = COUNTER_WINDOWS.flatMap(([start, end]) => counterFramesOf(start, end));
    const { durationS, shown } = await playReel(browser, reel);
    expect(Math.round(durationS * 1000)).toBe((expected.length * 1000) / COUNTER_FPS);
    // Every frame shown is the window's frame for its time in the reel, no frame from outside the windows. A
    // callback Chromium ran late draws a later frame of the reel: one between its media time and the element's clock,
    // which lags the frame on screen by up to a frame (a loaded run drew frame 986, due at 5,680 ms, at 5,657).
    const at = (ms: number) => Math.round((ms * COUNTER_FPS) / 1000);
    const drawable = (ms: number, clockMs: number) =>
      expected.slice(at(ms), Math.max(at(ms), Math.ceil((clockMs * COUNTER_FPS) / 1000)) + 1);
    expect(shown.filter(([ms, counter, clockMs]) => !drawable(ms, clockMs).includes(counter))).toEqual([]);
    // Most are drawn in time, at their own place: a reel shifted by a frame would not be.
    expect(shown.filter(([ms, counter]) => expected[at(ms)] === counter).length).toBeGreaterThan(shown.length / 2);
    // A headless Chromium on a loaded machine skips some callbacks, not the frames: most are seen, in order.
    expect(shown.length).toBeGreaterThan(expected.length * 0.8);
    const counters = shown.map(([, counter]) => counter);
    expect(counters).toEqual([...counters].sort((a, b) => expected.indexOf(a) - expected.indexOf(b)));
  });
});
