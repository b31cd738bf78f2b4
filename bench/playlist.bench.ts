/**
 * bench/playlist: how long the statistics page's playlist player leaves the picture standing between two clips
 * (issue 28: "no gap longer than a moment between clips"). A customer's uploaded 720p game (prepared by the
 * server's own worker into its proxy, which the page reads by HTTP range) has one player's ten turnovers 15 s
 * apart: ten 7 s windows with 4 s of footage between them. The owner opens "Watch all (10)" on that player's TOV
 * cell in Chromium and the playlist plays to its end, while the page records every frame the video presents
 * (requestVideoFrameCallback: the wall time and the frame's media time).
 *
 * Printed: for each of the nine joins, the wall time from the last frame shown of a window to the first frame
 * shown of the next; the frames shown past a window's end; and the baseline measured in the same run, the
 * interval between two frames within a window (25 fps: 40 ms when playback keeps up). A join as long as a frame
 * interval is seamless.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { deliverThroughApi, uploadGame, waitUntilReady } from '../e2e/support/analysis';
import { launchChromium } from '../e2e/support/chromium';
import { signUpWithGames } from '../e2e/support/customer';
import { removeDataDir, startServer } from '../e2e/support/server';
import { tigersAndHawks } from '../e2e/support/tigers-hawks';

const TURNOVERS = Number(process.env.PLAYLIST_TURNOVERS ?? 10);
const FIRST_MS = 12_000;
const APART_MS = 11_000;
/** A turnover's window (DESIGN.md, "Clips"): 5 s before the play, 2 s after. */
const BEFORE_MS = 5_000;
const AFTER_MS = 2_000;
const FOOTAGE_SECONDS = Math.ceil((FIRST_MS + (TURNOVERS - 1) * APART_MS + 10_000) / 1000);

const SETUP = tigersAndHawks(['Sam Smith', 'Ann Lee', 'Bo Diaz', 'Cy Moss', 'Di Park']);

const turnoverMs = Array.from({ length: TURNOVERS }, (_, index) => FIRST_MS + index * APART_MS);
const PLAYS = [
  { period: 1, videoMs: 1000, body: { type: 'period_start' } },
  ...turnoverMs.map((videoMs) => ({ period: 1, videoMs, body: { type: 'turnover', team: 'home', playerId: 't2' } })),
  { period: 1, videoMs: FOOTAGE_SECONDS * 1000 - 2000, body: { type: 'period_end' } },
];
const windows = turnoverMs.map((ms) => ({ startMs: ms - BEFORE_MS, endMs: ms + AFTER_MS }));

interface Frame {
  /** When the frame was presented (the callback's `now`), in ms. */
  at: number;
  /** The frame's position in the footage, in ms. */
  mediaMs: number;
}

/** The joins between windows, from the frames the page presented. */
export function joinsOf(frames: readonly Frame[], spans: readonly { startMs: number; endMs: number }[]) {
  const windowOf = (mediaMs: number) => spans.findIndex((span) => mediaMs >= span.startMs - 1 && mediaMs < span.endMs + 1);
  const joins: { gapMs: number; pastEnd: number }[] = [];
  for (let index = 0; index + 1 < spans.length; index += 1) {
    const span = spans[index];
    const firstNext = frames.findIndex((frame) => windowOf(frame.mediaMs) === index + 1);
    if (!span || firstNext <= 0) continue;
    const before = frames.slice(0, firstNext);
    const lastInside = before.findLastIndex((frame) => windowOf(frame.mediaMs) === index);
    const last = before[lastInside];
    const next = frames[firstNext];
    if (!last || !next) continue;
    // Frames shown after the window's last one and before the next window's first: past its end.
    const pastEnd = before.slice(lastInside + 1).filter((frame) => frame.mediaMs >= span.endMs).length;
    joins.push({ gapMs: next.at - last.at, pastEnd });
  }
  return joins;
}

/**
 * Records every frame the playlist's video presents, as `window.playlistFrames`. A string, not a function: tsx
 * compiles this file keeping functions' names, through a helper the page does not have.
 */
const RECORD_FRAMES = `
  const frames = [];
  window.playlistFrames = frames;
  const watched = new WeakSet();
  // Media events do not bubble; a capturing listener on the document sees the dialog's video start.
  document.addEventListener('play', (event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement) || !video.closest('dialog') || watched.has(video)) return;
    watched.add(video);
    const onFrame = (now, metadata) => {
      // The hidden video of the two (the one waiting at the next window) is not what the customer sees.
      if (video.getAttribute('aria-hidden') !== 'true') frames.push({ at: now, mediaMs: metadata.mediaTime * 1000 });
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  }, true);
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-playlist-'));
  // WEB_DIST_DIR=<another build's dist> measures that build's player (an earlier commit's) with this server.
  const webDist = process.env.WEB_DIST_DIR;
  const server = await startServer(webDist ? { env: { WEB_DIST_DIR: webDist } } : {});
  const browser = await launchChromium();
  try {
    const video = path.join(directory, 'game.mp4');
    await makeTestVideo(video, { width: 1280, height: 720, seconds: FOOTAGE_SECONDS, audio: true });
    const email = `playlist-bench-${String(Date.now())}@club.com.au`;
    const { cookie } = await signUpWithGames(server.url, email, 1);
    const gameId = await uploadGame(server.url, cookie, video, `Tigers v Hawks playlist bench ${String(Date.now())}`);
    // Preparing a 720p upload takes minutes on a busy machine, more than the tests wait.
    await waitUntilReady(server.url, cookie, gameId, 15 * 60_000);
    await deliverThroughApi(server.url, gameId, SETUP, PLAYS);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.url };
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(RECORD_FRAMES);
    await page.goto(`/games/${gameId}`);
    const name = `Watch all (${String(TURNOVERS)}): #5 Ann Lee — turnovers`;
    await page
      .getByRole('table', { name: /Tigers/ })
      .first()
      .getByRole('button', { name })
      .click();
    const dialog = page.getByRole('dialog', { name: '#5 Ann Lee — turnovers' });
    await dialog.waitFor();
    const paused = () =>
      dialog.locator('video:not([aria-hidden="true"])').evaluate((element: HTMLVideoElement) => element.paused);
    await page.waitForTimeout(1000);
    if (await paused()) await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    const playMs = windows.reduce((sum, span) => sum + span.endMs - span.startMs, 0);
    await dialog.getByText('End of the playlist').waitFor({ timeout: playMs * 3 + 60_000 });
    const frames = await page.evaluate(() => (window as unknown as { playlistFrames: Frame[] }).playlistFrames.slice());
    await context.close();

    const joins = joinsOf(frames, windows);
    const intervals = frames.slice(1).flatMap((frame, index) => {
      const previous = frames[index];
      const inside = previous && frame.mediaMs > previous.mediaMs && frame.mediaMs - previous.mediaMs < 100;
      return inside ? [frame.at - previous.at] : [];
    });
    const frameMs = median(intervals);
    const gaps = joins.map((join) => join.gapMs);
    const ratio = (ms: number) => (ms / frameMs).toFixed(1);
    return [
      `playlist.footage: ${String(FOOTAGE_SECONDS)} s at 1280x720 25 fps, uploaded and prepared into its proxy; ${String(TURNOVERS)} windows of ${String((BEFORE_MS + AFTER_MS) / 1000)} s, ${String((APART_MS - BEFORE_MS - AFTER_MS) / 1000)} s of footage apart`,
      `playlist.frames_presented: ${String(frames.length)} (expected about ${String(Math.round(playMs / 40))})`,
      `playlist.baseline_frame_interval: ${frameMs.toFixed(1)} ms (the median between two frames inside a window, same run)`,
      `playlist.join_gap_median: ${median(gaps).toFixed(0)} ms (${ratio(median(gaps))}x a frame interval)`,
      `playlist.join_gap_max: ${Math.max(...gaps).toFixed(0)} ms (${ratio(Math.max(...gaps))}x a frame interval)`,
      `playlist.join_gaps: ${gaps.map((gap) => gap.toFixed(0)).join(', ')} ms (${String(joins.length)} of ${String(windows.length - 1)} joins seen)`,
      `playlist.frames_past_window_end: ${joins.map((join) => String(join.pastEnd)).join(', ')}`,
    ];
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
    await rm(directory, { recursive: true, force: true });
  }
}
