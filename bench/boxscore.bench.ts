/**
 * bench/boxscore: computeBoxScore and checkConsistency on a 700-event game (the reference game played twelve
 * times over, two periods a round up to the API's twentieth), time per call, against a single pass that only
 * adds up the points of the same events in the same run (the floor any box score pays). Target: under 2 ms
 * per computeBoxScore call.
 *
 * Then, in Chromium, the analyst's workspace with those 700 plays loaded: the time from the key that names a
 * play (a made two) to the play showing in the list and in the live box score, against a key that only
 * changes the prompt (the floor of any key: event, render, DOM), in the same page. Target: a p95 within one
 * frame at 60 Hz (16 ms), so tagging never drops a frame.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkConsistency, computeBoxScore, type GameEvent, type GameSetup } from '@courtside/domain';
import type { Page } from 'playwright-core';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';
import { DEMO_ANALYST, signInAs, uploadGame, waitUntilReady } from '../e2e/support/analysis';
import { launchChromium } from '../e2e/support/chromium';
import { signUpWithGames } from '../e2e/support/customer';
import { removeDataDir, startServer } from '../e2e/support/server';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);

const PLAYS = 700;
const REPEATS = Math.ceil(PLAYS / REFERENCE_EVENTS.length);
/** The API takes periods 1-20: the rounds past the tenth stay in the twentieth. */
const LAST_PERIOD = 20;
const CALLS = 2_000;

function bigGame(): { setup: GameSetup; events: GameEvent[] } {
  const perGame = REFERENCE_EVENTS.length;
  const events = Array.from({ length: REPEATS }, (_, round) =>
    REFERENCE_EVENTS.map((event) => ({
      ...event,
      id: `${event.id}-${round}`,
      seq: event.seq + round * perGame,
      period: Math.min(LAST_PERIOD, event.period + round * 2),
    })),
  ).flat();
  return { setup: { ...REFERENCE_SETUP, periods: LAST_PERIOD, scoreboardFinal: undefined }, events: events.slice(0, PLAYS) };
}

function timePerCall(work: () => unknown): number {
  for (let warm = 0; warm < 200; warm += 1) work();
  const started = performance.now();
  for (let call = 0; call < CALLS; call += 1) work();
  return (performance.now() - started) / CALLS;
}

export async function run(): Promise<string[]> {
  return [...engineFigures(), ...(await keystrokeFigures())];
}

function engineFigures(): string[] {
  const { setup, events } = bigGame();
  const floor = timePerCall(() =>
    events.reduce(
      (total, event) =>
        total + (event.type === 'shot' && event.made ? event.points : event.type === 'free_throw' && event.made ? 1 : 0),
      0,
    ),
  );
  const engine = timePerCall(() => computeBoxScore(setup, events));
  const checker = timePerCall(() => checkConsistency(setup, events));
  return [
    `boxscore.events: ${events.length}`,
    `boxscore.compute: ${(engine * 1000).toFixed(0)} µs per call (target < 2000 µs)`,
    `boxscore.check: ${(checker * 1000).toFixed(0)} µs per call`,
    `boxscore.floor: ${(floor * 1000).toFixed(1)} µs per call (one pass adding up points)`,
    `boxscore.compute_ratio: ${(engine / floor).toFixed(1)} x the floor`,
  ];
}

interface Timing {
  /** From the keydown to the DOM showing the change. */
  dom: number;
  /** From the keydown to the next frame after it (the change painted). */
  frame: number;
}

/**
 * Installs a one-shot probe, then presses `keys`: the probe starts at the keydown of `timed` and stops once
 * `done` holds after a DOM change.
 */
async function timeKeys(page: Page, keys: string[], timed: string, kind: 'play' | 'prompt'): Promise<Timing> {
  // The probe is installed (and this awaited) before any key is pressed, so it cannot miss the first one.
  await page.evaluate(
    ({ timed, kind }) => {
      (window as unknown as { probe: Promise<Timing> }).probe = new Promise<Timing>((resolve) => {
        const list = document.querySelector('[aria-label="Play-by-play"]');
        const score = document.querySelector('[data-testid="live-score"]');
        const prompt = document.querySelector('[data-testid="entry-prompt"]');
        const rows = list?.children.length ?? 0;
        const shown = score?.textContent;
        const asked = prompt?.textContent;
        let started = 0;
        const onKey = (event: KeyboardEvent) => {
          if (event.key !== timed) return;
          started = event.timeStamp;
          window.removeEventListener('keydown', onKey, { capture: true });
        };
        window.addEventListener('keydown', onKey, { capture: true });
        const done = () =>
          kind === 'play' ? (list?.children.length ?? 0) > rows && score?.textContent !== shown : prompt?.textContent !== asked;
        const observer = new MutationObserver(() => {
          if (!started || !done()) return;
          const dom = performance.now() - started;
          observer.disconnect();
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() - started }));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => resolve({ dom: NaN, frame: NaN }), 5000);
      });
    },
    { timed, kind },
  );
  for (const key of keys) await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { probe: Promise<Timing> }).probe);
}

/** Every probe starts from the same quiet page: no play half-typed, nothing left to render. */
async function waitForIdlePrompt(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="entry-prompt"]')?.textContent.startsWith('Who?'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

async function keystrokeFigures(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-keys-'));
  const server = await startServer({ env: { LOG_LEVEL: 'error' } });
  const browser = await launchChromium();
  try {
    const video = path.join(directory, 'game.mp4');
    await makeTestVideo(video, { width: 640, height: 360, seconds: 5 });
    const { cookie } = await signUpWithGames(server.url, `bench-${String(Date.now())}@club.com.au`, 1);
    const gameId = await uploadGame(server.url, cookie, video, 'Bench game');
    await waitUntilReady(server.url, cookie, gameId);

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1000 } });
    // tsx compiles this file with esbuild's keepNames, whose __name helper the page does not have.
    await context.addInitScript('window.__name = (fn) => fn');
    const page = await context.newPage();
    await signInAs(page, server.url, DEMO_ANALYST.email, DEMO_ANALYST.password);
    const headers = { origin: server.url };
    await page.request.post(`/api/analysis/games/${gameId}/claim`, { headers });
    const { setup, events } = bigGame();
    // The workspace takes at most 8 regulation periods; the plays past the eighth count as overtime.
    const saved = await page.request.put(`/api/analysis/games/${gameId}/setup`, {
      data: { setup: { ...setup, periods: 8 }, revision: 0 },
      headers,
    });
    if (!saved.ok()) throw new Error(`could not save the bench setup: ${String(saved.status())} ${await saved.text()}`);
    for (const { id: _id, seq, period, videoMs: _videoMs, clock: _clock, ...body } of events) {
      const play = await page.request.post(`/api/analysis/games/${gameId}/events`, {
        data: { id: randomUUID(), seq, period, videoMs: null, body },
        headers,
      });
      if (!play.ok()) throw new Error(`could not load the bench plays: ${String(play.status())} ${await play.text()}`);
    }

    await page.goto(`/analyst/games/${gameId}`);
    await page
      .getByRole('list', { name: 'Play-by-play' })
      .getByRole('listitem')
      .nth(events.length - 1)
      .waitFor();

    const plays: Timing[] = [];
    const prompts: Timing[] = [];
    for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
      await waitForIdlePrompt(page);
      prompts.push(await timeKeys(page, ['1'], '1', 'prompt'));
      await page.keyboard.press('Escape');
      await waitForIdlePrompt(page);
      plays.push(await timeKeys(page, ['1', 'q'], 'q', 'play'));
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();
    const rows = await page.getByRole('list', { name: 'Play-by-play' }).getByRole('listitem').count();
    await context.close();

    const playDom = median(plays.map((timing) => timing.dom));
    const promptDom = median(prompts.map((timing) => timing.dom));
    return [
      `boxscore.keystroke.plays_loaded: ${String(events.length)} (then ${String(rows)} after the bench's own)`,
      `boxscore.keystroke.play_to_list_and_box: ${playDom.toFixed(1)} ms median, ${p95(plays.map((t) => t.dom)).toFixed(1)} ms p95 (target p95 <= 16 ms)`,
      `boxscore.keystroke.play_painted: ${median(plays.map((timing) => timing.frame)).toFixed(1)} ms median`,
      `boxscore.keystroke.prompt_only: ${promptDom.toFixed(1)} ms median (the floor of any key)`,
      `boxscore.keystroke.ratio: ${(playDom / promptDom).toFixed(1)} x the prompt-only key`,
    ];
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
    await rm(directory, { recursive: true, force: true });
  }
}
