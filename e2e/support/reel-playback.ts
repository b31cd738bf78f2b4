import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';

/** What Chromium played of a reel of the counter footage. */
export interface ReelPlayback {
  /** `video.duration`, in seconds. */
  durationS: number;
  /**
   * Each frame shown while it played through, as `requestVideoFrameCallback` saw it: its media time (ms), the counter
   * drawn from the element, and the element's `currentTime` (ms) just after. A callback run late (a loaded machine)
   * draws the frame the element shows by then, a later one than its media time says: the two times bound it.
   */
  shown: [number, number, number][];
}

/**
 * The page's side (a string: the page runs it as it is): loads the reel, plays it through from the start and, for
 * each frame presented, draws it to a canvas and reads its counter (counterOf's layout, in RGBA).
 */
const PLAY_THROUGH = `(async () => {
  const video = document.querySelector('video');
  const context = document.querySelector('canvas').getContext('2d', { willReadFrequently: true });
  const counter = () => {
    context.drawImage(video, 0, 0, video.videoWidth, video.videoHeight, 0, 0, 320, (video.videoHeight * 320) / video.videoWidth);
    const strip = context.getImageData(0, 0, 320, 40).data;
    let value = 0;
    for (let bit = 0; bit < 11; bit += 1) if (strip[(20 * 320 + 20 * bit + 10) * 4] > 128) value += 2 ** bit;
    return value;
  };
  video.src = '/reel.mp4';
  await new Promise((resolve, reject) => {
    video.addEventListener('loadeddata', resolve, { once: true });
    video.addEventListener('error', () => reject(new Error(video.error ? video.error.message : 'error')), { once: true });
  });
  const shown = [];
  const onFrame = (_, frame) => {
    const drawn = counter();
    shown.push([Math.round(frame.mediaTime * 1000), drawn, Math.round(video.currentTime * 1000)]);
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
  await video.play();
  await ended;
  return { durationS: video.duration, shown };
})()`;

/** Plays `file` (a reel of the counter footage) in Chromium, served by HTTP with byte ranges as the API serves reels. */
export async function playReel(browser: Browser, file: string): Promise<ReelPlayback> {
  const { size } = await stat(file);
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><video muted playsinline></video><canvas width="320" height="40"></canvas>');
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : size - 1;
    response.writeHead(range ? 206 : 200, {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
      ...(range ? { 'content-range': `bytes ${String(start)}-${String(end)}/${String(size)}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`);
    return (await page.evaluate(PLAY_THROUGH)) as ReelPlayback;
  } finally {
    await context.close();
    server.close();
  }
}
