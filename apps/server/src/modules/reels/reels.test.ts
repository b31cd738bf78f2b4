import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { REEL_LIMITS, type EventBody, type GameReport } from '@courtside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workDirectory } from '../../config.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { emailOutbox, gameEvents, games, reels } from '../../db/schema.js';
import {
  COUNTER_FPS,
  COUNTER_SECONDS,
  COUNTER_WINDOWS,
  counterFramesOf,
  counterOf,
  makeCounterFootage,
} from '../../test/counter-footage.js';
import { approveGame, reviewedGame } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { proxyArguments } from '../../lib/media/media-commands.js';
import { createFootageRetention } from '../retention/footage-retention.js';
import { proxyKeyOf } from '../storage/game-objects.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { boxesOf, tracksOf } from './mp4.js';
import { cutReel, proxyIndexOf } from './reel-cut.js';
import { REEL_FAILED_MESSAGE } from './reel-limits.js';
import { createReels, type Reels } from './reels.service.js';

const run = promisify(execFile);

const FPS = COUNTER_FPS;
const FOOTAGE_SECONDS = COUNTER_SECONDS;

/**
 * The source frame number each frame of `file` shows, in order (read from the top strip), as a player that honours
 * edit lists decodes it (ffmpeg) and as one that ignores them does (`-ignore_editlist 1`: Firefox's MP4 parser,
 * Android's MediaExtractor, editors): a reel must read the same both ways, so the two are compared here.
 */
async function frameNumbersOf(file: string): Promise<number[]> {
  const [honoured, ignored] = await Promise.all([decodedFrameNumbersOf(file, false), decodedFrameNumbersOf(file, true)]);
  expect(ignored).toEqual(honoured);
  return honoured;
}

async function decodedFrameNumbersOf(file: string, ignoreEditList: boolean): Promise<number[]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', ...(ignoreEditList ? ['-ignore_editlist', '1'] : []), '-i', file, '-map', '0:v:0'],
      ...['-vf', 'crop=320:40:0:0', '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 },
  );
  const size = 320 * 40;
  const numbers: number[] = [];
  for (let offset = 0; offset + size <= stdout.length; offset += size)
    numbers.push(counterOf(stdout.subarray(offset, offset + size)));
  return numbers;
}

/** When the clicks of `file`'s sound start, in seconds (a click: loud after 50 ms of quiet). */
async function clicksOf(file: string): Promise<number[]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const clicks: number[] = [];
  let quiet = Infinity;
  for (let sample = 0; sample + 2 <= stdout.length / 1; sample += 2) {
    const loud = Math.abs(stdout.readInt16LE(sample)) > 3000;
    if (loud && quiet >= 48 * 50) clicks.push(sample / 2 / 48_000);
    quiet = loud ? 0 : quiet + 1;
  }
  return clicks;
}

/**
 * Where the clicks of a reel of `windows` ([first frame, end) in seconds, in order) belong: each whole second of
 * the footage in a window, at its place in the reel. A clip's sound may start and end up to an audio frame (`frameS`)
 * either side of its picture: the clicks that far from a window's edges must be there (`required`), those within
 * it may (`allowed`).
 */
function expectedClicks(windows: readonly (readonly [number, number])[], frameS: number) {
  let offset = 0;
  const required: number[] = [];
  const allowed: number[] = [];
  for (const [start, end] of windows) {
    for (let second = Math.ceil(start - frameS); second < end + frameS; second += 1) {
      allowed.push(offset + second - start);
      if (second >= start + frameS && second + 0.01 <= end - frameS) required.push(offset + second - start);
    }
    offset += end - start;
  }
  return { required, allowed };
}

async function videoDurationMs(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Math.round(Number(stdout.trim()) * 1000);
}

interface StreamTimes {
  startS: number;
  durationS: number;
  sampleRate: number;
}

/**
 * The first picture and sound streams' start, duration and sample rate (0 for video), from the MP4's index: one
 * ffprobe for both, as each start of ffprobe costs about 0.2 s of CPU.
 */
async function streamsOf(file: string): Promise<{ picture: StreamTimes; sound: StreamTimes }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,start_time,duration,sample_rate', '-of', 'json', file],
  ]);
  const { streams } = JSON.parse(stdout) as {
    streams: { codec_type: string; start_time: string; duration: string; sample_rate?: string }[];
  };
  const times = (type: string): StreamTimes => {
    const stream = streams.find((one) => one.codec_type === type);
    return {
      startS: Number(stream?.start_time),
      durationS: Number(stream?.duration),
      sampleRate: Number(stream?.sample_rate ?? 0),
    };
  };
  return { picture: times('video'), sound: times('audio') };
}

/**
 * Checks that the sound of a reel of `windows` ([first frame, end) in seconds, in order) stays with its picture:
 * as long as it within an audio frame per clip, and every click (read sample after sample, as a player plays the
 * sound) within an audio frame of its place.
 */
async function expectSoundWithPicture(file: string, windows: readonly (readonly [number, number])[]) {
  const { picture, sound } = await streamsOf(file);
  const audioFrameS = 1024 / sound.sampleRate;
  expect(Math.abs(sound.durationS - picture.durationS)).toBeLessThanOrEqual(windows.length * audioFrameS);
  const { required, allowed } = expectedClicks(windows, audioFrameS);
  const clicks = (await clicksOf(file)).map((click) => sound.startS + click - picture.startS);
  const near = (times: readonly number[], time: number) => times.some((other) => Math.abs(other - time) <= audioFrameS);
  expect(required.filter((time) => !near(clicks, time))).toEqual([]);
  expect(clicks.filter((time) => !near(allowed, time))).toEqual([]);
  expect(required.length).toBeGreaterThan(0);
}

/**
 * The video packets of `file` in decoding order: their sizes, whether each is a keyframe, and whether it is decoded
 * only, not shown (an edit list leaves it out).
 */
async function videoPacketsOf(file: string): Promise<{ size: number; key: boolean; discarded: boolean }[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=size,flags', '-of', 'csv=p=0', file],
  ]);
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.split(','))
    .map(([size = '', flags = '']) => ({ size: Number(size), key: flags.includes('K'), discarded: flags.includes('D') }));
}

/** The source frames a window [startMs, endMs) shows: those whose time falls inside it. */
const framesOf = counterFramesOf;

/** The edit lists of `file`'s tracks: a plain MP4 has none. */
async function editListsOf(file: string) {
  const bytes = await readFile(file);
  const moov = boxesOf(bytes)?.find((box) => box.type === 'moov');
  expect(moov).toBeDefined();
  return tracksOf(bytes.subarray(moov?.start, moov?.end)).flatMap((track) => track.edits);
}

const SHOT_HOME: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, x: 1, y: 6 };
const SHOT_AWAY: EventBody = { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 3, x: -22, y: 3 };
/**
 * Four shots (window: 6 s before, 2 s after): at 10 s and 13 s (windows 4-12 s and 7-15 s overlap: one clip,
 * 4-15 s), at 30.3 s (24.3-32.3 s, starting between two frames) and at 38 s (32-40 s: overlaps the previous one,
 * so it merges: 24.3-40 s).
 */
const PLAY_TIMES = [10_000, 13_000, 30_300, 38_000];
const EXPECTED_WINDOWS = [
  [4_000, 15_000],
  [24_300, 40_000],
] as const;

describe('reels: a playlist cut into one MP4', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let reviewer: TestUser;
  let storage: Storage;
  let reelsService: Reels;
  let footage: string;
  let preparedFootage: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t, 'coach@example.com');
    stranger = await signUpUser(t, 'other@example.com');
    reviewer = await signUpUser(t, 'reviewer@courtside.test', { role: 'admin' });
    storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
    reelsService = createReels({
      db: t.database.db,
      storage,
      baseUrl: t.config.baseUrl,
      footageRetentionDays: 30,
      log: { warn: () => undefined, error: () => undefined },
    });
    footage = path.join(t.config.dataDir, 'counter.mp4');
    await makeCounterFootage(footage);
    // The same footage as preparation makes a proxy now: a keyframe every half second, no B-frames.
    preparedFootage = path.join(t.config.dataDir, 'counter-prepared.mp4');
    await run('ffmpeg', proxyArguments(footage, preparedFootage));
  }, 120_000);
  afterAll(() => t.close());

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Stores a copy of `file` as the game's proxy, as preparation would. */
  async function storeProxy(gameId: string, file = footage) {
    const copy = path.join(t.config.dataDir, `proxy-${randomUUID()}.mp4`);
    await run('cp', [file, copy]);
    await storage.putFile(proxyKeyOf(gameId), copy, 'video/mp4');
    await t.database.db
      .update(games)
      .set({ proxyKey: proxyKeyOf(gameId), storageKey: proxyKeyOf(gameId), durationSeconds: FOOTAGE_SECONDS })
      .where(eq(games.id, gameId));
  }

  /** A game of the owner's with the four shots at PLAY_TIMES, delivered by the real approval, its proxy the counter footage. */
  async function deliveredGameWithFootage(options: { completedAt?: Date } = {}) {
    const plays = PLAY_TIMES.map((_, index) => (index % 2 === 0 ? SHOT_HOME : SHOT_AWAY));
    const id = await reviewedGame(
      t.database.db,
      { organizationId: owner.id, actorId: owner.id, name: 'Tigers vs Hawks', source: 'file', submittedAt: new Date() },
      plays,
    );
    for (const [index, videoMs] of PLAY_TIMES.entries())
      await t.database.db
        .update(gameEvents)
        .set({ videoMs })
        .where(and(eq(gameEvents.gameId, id), eq(gameEvents.seq, index + 1)));
    await approveGame(t, reviewer, id, options);
    await storeProxy(id);
    const report = (await call(owner, 'GET', `/api/games/${id}/boxscore`)).json<{ report: GameReport }>().report;
    return { id, playIds: report.plays.filter((play) => play.type === 'shot').map((play) => play.id) };
  }

  async function requestReel(gameId: string, playIds: string[], user = owner) {
    return call(user, 'POST', `/api/games/${gameId}/reels`, { title: 'Every shot', playIds });
  }

  async function readyReel() {
    const game = await deliveredGameWithFootage();
    const created = await requestReel(game.id, game.playIds);
    expect(created.statusCode, created.body).toBe(202);
    const reelId = created.json<{ reel: { id: string } }>().reel.id;
    expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
    return { game, reelId };
  }

  /**
   * One ready reel for the tests that only read it (serve it, refuse strangers, share it) and for the retention test,
   * which deletes it and so comes after them: cut once for them all rather than once each (a cut is four ffmpeg runs).
   * Whichever of them runs first cuts it, so each still passes alone.
   */
  let sharedReel: ReturnType<typeof readyReel> | undefined;
  const readReel = () => (sharedReel ??= readyReel());

  it("cuts the merged windows of the plays from the footage: the reel's frames are the source's frames of each window, in footage order, and its duration their sum", async () => {
    const game = await deliveredGameWithFootage();
    // The playlist's order is not the footage's: the reel follows the footage.
    const created = await requestReel(game.id, [...game.playIds].reverse());
    expect(created.statusCode, created.body).toBe(202);
    const { reel } = created.json<{
      reel: { id: string; status: string; clips: number; durationMs: number; videoUrl: string | null };
    }>();
    expect(reel).toMatchObject({ status: 'queued', clips: 2, durationMs: 11_000 + 15_700, videoUrl: null });

    // Not cut yet: nothing to serve.
    const early = await call(owner, 'GET', `/api/reels/${reel.id}/video`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'not_ready' } });

    expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
    const done = (await call(owner, 'GET', `/api/reels/${reel.id}`)).json<{
      reel: { status: string; progress: number; videoUrl: string; bytes: number; completedAt: string };
    }>().reel;
    expect(done).toMatchObject({ status: 'ready', progress: 100, videoUrl: `/api/reels/${reel.id}/video` });

    const video = await call(owner, 'GET', done.videoUrl);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.length).toBe(done.bytes);
    const file = path.join(t.config.dataDir, 'reel.mp4');
    await writeFile(file, video.rawPayload);

    const expected = EXPECTED_WINDOWS.flatMap(([start, end]) => framesOf(start, end));
    expect(await frameNumbersOf(file)).toEqual(expected);
    const sumMs = EXPECTED_WINDOWS.reduce((sum, [start, end]) => sum + end - start, 0);
    expect(Math.abs((await videoDurationMs(file)) - sumMs)).toBeLessThanOrEqual(1000 / FPS);

    // Each play's caption (the play, its period and clock) is a cue of the reel's subtitle track.
    const { stdout: cues } = await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s:0', '-f', 'srt', '-']);
    expect(cues.match(/-->/g)).toHaveLength(PLAY_TIMES.length);
    expect(cues).toContain('00:00:00,000 --> 00:00:03,000');
    expect(cues).toMatch(/#1 Tiger 1 makes a 2-pt shot.* · Q1/);

    // The customer is e-mailed, with a link to the game's page.
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reel_ready'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(owner.email);
    expect(mail[0]?.text).toContain(`${t.config.baseUrl}/games/${game.id}`);
  }, 120_000);

  it('a reel cut before reels were plain MP4s is re-cut by the one-off migration: queued again, cut plain, its old file deleted once the new one is stored, no second e-mail', async () => {
    const { reelId } = await readyReel();
    const before = async () => {
      const [row] = await t.database.db.select().from(reels).where(eq(reels.id, reelId));
      return row;
    };
    const cutBefore = await before();
    const oldKey = cutBefore?.storageKey ?? '';
    expect(await storage.size(oldKey)).toBeGreaterThan(0);
    const mailsOf = async () =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reel_ready'))).filter(
        (mail) => mail.to === owner.email,
      ).length;
    const mails = await mailsOf();

    // The migration, as a deployment runs it on the reels it finds.
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0019_plain_reels.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    expect(await before()).toMatchObject({ status: 'queued', progress: 0 });
    const waiting = (await call(owner, 'GET', `/api/reels/${reelId}`)).json<{ reel: { videoUrl: string | null } }>().reel;
    expect(waiting.videoUrl).toBeNull();

    // The worker re-cuts every reel queued so, one after another: this one and the first test's. (It runs second: each
    // re-cut is an ffmpeg run, and by the end of the file a dozen reels are ready.)
    let cuts = 0;
    while (await reelsService.cutNextReel(workDirectory(t.config))) cuts += 1;
    expect(cuts).toBe(2);
    const recut = await before();
    expect(recut).toMatchObject({ status: 'ready', progress: 100 });
    expect(recut?.storageKey).not.toBe(oldKey);
    expect(await storage.size(oldKey)).toBeNull();
    expect(await mailsOf()).toBe(mails);
    const video = await call(owner, 'GET', `/api/reels/${reelId}/video`);
    expect(video.statusCode).toBe(200);
    const file = path.join(t.config.dataDir, `recut-${reelId}.mp4`);
    await writeFile(file, video.rawPayload);
    expect(await editListsOf(file)).toEqual([]);
  }, 300_000);

  it("cuts a prepared proxy (a keyframe every half second) by the smart cut: a plain MP4 of exactly the windows' frames in every player, each window's frames from its first keyframe on the proxy's own packets", async () => {
    const game = await deliveredGameWithFootage();
    await storeProxy(game.id, preparedFootage);
    const proxyPackets = await videoPacketsOf(preparedFootage);
    const cut = async (playIds: string[]) => {
      const reelId = (await requestReel(game.id, playIds)).json<{ reel: { id: string } }>().reel.id;
      expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
      const video = await call(owner, 'GET', `/api/reels/${reelId}/video`);
      expect(video.statusCode, video.body).toBe(200);
      const file = path.join(t.config.dataDir, `reel-${reelId}.mp4`);
      await writeFile(file, video.rawPayload);
      const [row] = await t.database.db.select({ durationMs: reels.durationMs }).from(reels).where(eq(reels.id, reelId));
      return { file, durationMs: row?.durationMs };
    };

    // The first two shots' window, 4-15 s, starts on the proxy's keyframe at 4 s: copied, the proxy's own packets.
    const [first] = EXPECTED_WINDOWS;
    const copied = await cut(game.playIds.slice(0, 2));
    const frames = framesOf(first[0], first[1]);
    expect(proxyPackets[frames[0] ?? -1]?.key).toBe(true);
    expect(await frameNumbersOf(copied.file)).toEqual(frames);
    expect(await editListsOf(copied.file)).toEqual([]);
    expect((await videoPacketsOf(copied.file)).map((packet) => packet.size)).toEqual(
      frames.map((frame) => proxyPackets[frame]?.size),
    );
    const { picture } = await streamsOf(copied.file);
    expect(Math.abs(picture.durationS - (first[1] - first[0]) / 1000)).toBeLessThanOrEqual(1 / FPS);
    await expectSoundWithPicture(copied.file, [[first[0] / 1000, first[1] / 1000]]);
    expect(copied.durationMs).toBe(first[1] - first[0]);
    const { stdout: cues } = await run('ffmpeg', ['-v', 'error', '-i', copied.file, '-map', '0:s:0', '-f', 'srt', '-']);
    expect(cues).toContain('00:00:00,000 --> 00:00:03,000');
    expect(cues).toContain('00:00:03,000 --> 00:00:11,000');

    // All four: the second window starts at 24.3 s, 0.3 s after a keyframe. Its head (frames 608-612, to the
    // keyframe at 24.52 s) is re-encoded; from 24.52 s on it is the proxy's own packets. Nothing before 24.32 s is in
    // the file: exactly the windows' frames, whether a player honours edit lists or not.
    const smart = await cut(game.playIds);
    const all = EXPECTED_WINDOWS.flatMap(([start, end]) => framesOf(start, end));
    expect(await frameNumbersOf(smart.file)).toEqual(all);
    expect(await editListsOf(smart.file)).toEqual([]);
    const sumMs = EXPECTED_WINDOWS.reduce((sum, [start, end]) => sum + end - start, 0);
    expect(Math.abs((await videoDurationMs(smart.file)) - sumMs)).toBeLessThanOrEqual(1000 / FPS);
    // As long as its frames: the second window starts with the frame at 24.32 s.
    expect(smart.durationMs).toBe((all.length * 1000) / FPS);
    const packets = await videoPacketsOf(smart.file);
    expect(packets).toHaveLength(all.length);
    expect(packets.some((packet) => packet.discarded)).toBe(false);
    const head = framesOf(24_300, 24_520);
    const copiedFrames = all.filter((frame) => !head.includes(frame));
    expect(packets.filter((_, index) => !head.includes(all[index] ?? -1)).map((packet) => packet.size)).toEqual(
      copiedFrames.map((frame) => proxyPackets[frame]?.size),
    );
    // The head starts with a keyframe of its own.
    expect(packets[all.indexOf(head[0] ?? -1)]?.key).toBe(true);
    await expectSoundWithPicture(smart.file, [
      [4, 15],
      [24.32, 40],
    ]);
  }, 180_000);

  describe('the smart cut, on a prepared proxy (a keyframe every half second)', () => {
    /** Cuts `windows` (ms) of `proxy` into a reel; answers it, its frames (read both ways) and how it was cut. */
    async function cutWindows(proxy: string, windows: readonly (readonly [number, number])[]) {
      const directory = path.join(t.config.dataDir, `cut-${randomUUID()}`);
      await mkdir(directory);
      const output = path.join(directory, 'reel.mp4');
      const cut = await cutReel({
        input: proxy,
        windows: windows.map(([startMs, endMs], index) => ({ startMs, endMs, playIds: [String(index)] })),
        captions: windows.map(() => [{ text: 'A play', fromS: 0, untilS: null }]),
        directory,
        output,
        onProgress: () => undefined,
      });
      return { ...cut, output, frames: await frameNumbersOf(output), edits: await editListsOf(output) };
    }

    const firstFrameS = (ms: number, fps = FPS) => Math.ceil((ms * fps) / 1000) / fps;

    it("reads the proxy's video packets from its index as ffprobe reads them (times, durations, keyframes), with B-frames too", async () => {
      for (const proxy of [preparedFootage, footage]) {
        // One ffprobe reads both the times and the places (ffprobe writes a packet's fields in its own order).
        const { stdout } = await run('ffprobe', [
          ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts,dts,duration,size,pos,flags'],
          ...['-of', 'csv=p=0', proxy],
        ]);
        const lines = stdout
          .trim()
          .split('\n')
          .map((line) => line.split(','));
        const probed = lines.map(([pts, dts, duration, , , flags = '']) => ({
          pts: Number(pts),
          dts: Number(dts),
          duration: Number(duration),
          key: flags.includes('K'),
        }));
        const file = await readFile(proxy);
        const moov = boxesOf(file)?.find((box) => box.type === 'moov');
        expect(moov).toBeDefined();
        const index = proxyIndexOf(file.subarray(moov?.start, moov?.end));
        expect(index?.video.packets).toEqual(probed);
        expect(index?.sound?.track.timescale).toBe(48_000);
        // Where each packet's bytes are, as ffprobe reads them.
        expect(
          index?.video.locations?.offsets.map((offset, at) => `${String(index.video.locations?.sizes[at])},${String(offset)}`),
        ).toEqual(lines.map(([, , , size, pos]) => `${String(size)},${String(pos)}`));
      }
    });

    it("gives exactly the windows' frames read both ways, the sum of their durations, and the sound where the picture is", async () => {
      const reel = await cutWindows(preparedFootage, COUNTER_WINDOWS);
      expect(reel.method).toBe('smart');
      expect(reel.edits).toEqual([]);
      expect(reel.frames).toEqual(COUNTER_WINDOWS.flatMap(([start, end]) => framesOf(start, end)));
      const sumMs = COUNTER_WINDOWS.reduce((sum, [start, end]) => sum + (firstFrameS(end) - firstFrameS(start)) * 1000, 0);
      expect(reel.durationMs).toBe(Math.round(sumMs));
      const { picture } = await streamsOf(reel.output);
      expect(Math.abs(picture.durationS * 1000 - sumMs)).toBeLessThanOrEqual(1000 / FPS);
      await expectSoundWithPicture(
        reel.output,
        COUNTER_WINDOWS.map(([start, end]) => [firstFrameS(start), firstFrameS(end)]),
      );
      // The captions are the subtitle track, a cue per clip.
      const { stdout: cues } = await run('ffmpeg', ['-v', 'error', '-i', reel.output, '-map', '0:s:0', '-f', 'srt', '-']);
      expect(cues.match(/-->/g)).toHaveLength(COUNTER_WINDOWS.length);
    }, 120_000);

    it("cuts footage as a camera writes it (720p, 30 fps, B-frames, a keyframe every 250 frames), once prepared: exactly the windows' frames both ways, the sound as long as the picture", async () => {
      const fps = 30;
      const camera = path.join(t.config.dataDir, 'counter-720p.mp4');
      const proxy = path.join(t.config.dataDir, 'counter-720p-prepared.mp4');
      await makeCounterFootage(camera, { size: '1280x720', fps, seconds: 14, gop: 250 });
      await run('ffmpeg', proxyArguments(camera, proxy));
      // Heads of every length: between keyframes, inside one second, a single frame, on a keyframe, to the end.
      const windows = [
        [700, 3_400],
        [4_000, 4_967],
        [5_520, 5_540],
        [9_001, 12_345],
        [12_400, 12_900],
        [13_250, 14_000],
      ] as const;
      const reel = await cutWindows(proxy, windows);
      expect(reel.method).toBe('smart');
      expect(reel.edits).toEqual([]);
      const frames = (startMs: number, endMs: number) => {
        const from = Math.ceil((startMs * fps) / 1000);
        return Array.from({ length: Math.ceil((endMs * fps) / 1000) - from }, (_, index) => from + index);
      };
      expect(reel.frames).toEqual(windows.flatMap(([start, end]) => frames(start, end)));
      const { picture, sound } = await streamsOf(reel.output);
      expect(Math.abs(sound.durationS - picture.durationS)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(picture.durationS - reel.frames.length / fps)).toBeLessThanOrEqual(1 / fps);
    }, 180_000);

    it('leaves out a window that holds no frame (between two frames), by either cut', async () => {
      // 4.041-4.051 s lies between frames 101 (4.04 s) and 102 (4.08 s).
      const windows = [
        [1_000, 3_000],
        [4_041, 4_051],
        [5_000, 7_000],
      ] as const;
      const expected = windows.flatMap(([start, end]) => framesOf(start, end));
      for (const [proxy, method] of [
        [preparedFootage, 'smart'],
        [footage, 'encode'],
      ] as const) {
        const reel = await cutWindows(proxy, windows);
        expect(reel.method).toBe(method);
        expect(reel.frames).toEqual(expected);
      }
    }, 120_000);

    it("falls back to re-encoding every window on a proxy made before (B-frames, keyframes 10 s apart): still exactly the windows' frames both ways, no edit list", async () => {
      const reel = await cutWindows(footage, COUNTER_WINDOWS);
      expect(reel.method).toBe('encode');
      expect(reel.edits).toEqual([]);
      expect(reel.frames).toEqual(COUNTER_WINDOWS.flatMap(([start, end]) => framesOf(start, end)));
    }, 120_000);
  });

  it('serves the reel by byte ranges (206) and as a named download', async () => {
    const { reelId } = await readReel();
    const ranged = await call(owner, 'GET', `/api/reels/${reelId}/video`, undefined, { range: 'bytes=0-99' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const download = await call(owner, 'GET', `/api/reels/${reelId}/video?download=1`, undefined, { range: 'bytes=0-0' });
    expect(download.headers['content-disposition']).toBe('attachment; filename="tigers-vs-hawks-every-shot.mp4"');
  }, 120_000);

  it("answers 404 for another customer's game and reel, on every route", async () => {
    const { game, reelId } = await readReel();
    expect((await requestReel(game.id, game.playIds, stranger)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/games/${game.id}/reels`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/reels/${reelId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/reels/${reelId}/video`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/reels/${reelId}/retry`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/reels/${reelId}/video`)).statusCode).toBe(401);
  }, 120_000);

  it('refuses past the limits with the messages customers read: clips, plays without a position, reels a day', async () => {
    const game = await deliveredGameWithFootage();
    const tooMany = await requestReel(
      game.id,
      Array.from({ length: REEL_LIMITS.clips + 1 }, (_, index) => `play-${String(index)}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: { code: 'too_many_clips', message: 'A reel holds at most 100 clips.' } });

    const noFootage = await requestReel(game.id, ['not-a-play']);
    expect(noFootage.statusCode).toBe(400);
    expect(noFootage.json()).toEqual({
      error: { code: 'no_footage_plays', message: 'None of these plays has a position on the footage.' },
    });

    const listed = (await call(owner, 'GET', `/api/games/${game.id}/reels`)).json<{
      reelsLeftToday: number;
      footageDeletesAt: string;
    }>();
    expect(listed.reelsLeftToday).toBe(REEL_LIMITS.perGamePerDay);
    expect(listed.footageDeletesAt).not.toBeNull();
    for (let made = 0; made < REEL_LIMITS.perGamePerDay; made += 1)
      expect((await requestReel(game.id, game.playIds.slice(0, 1))).statusCode).toBe(202);
    const overLimit = await requestReel(game.id, game.playIds.slice(0, 1));
    expect(overLimit.statusCode).toBe(429);
    expect(overLimit.json()).toEqual({
      error: { code: 'reel_limit', message: 'You can make at most 10 reels of a game a day. Try again tomorrow.' },
    });
    const after = (await call(owner, 'GET', `/api/games/${game.id}/reels`)).json<{ reels: unknown[]; reelsLeftToday: number }>();
    expect(after).toMatchObject({ reelsLeftToday: 0 });
    expect(after.reels).toHaveLength(REEL_LIMITS.perGamePerDay);
    // Reels made yesterday no longer count.
    await t.database.db
      .update(reels)
      .set({ createdAt: sql`now() - interval '1 day'`, status: 'failed' })
      .where(eq(reels.gameId, game.id));
    expect((await requestReel(game.id, game.playIds.slice(0, 1))).statusCode).toBe(202);
    // Nobody cuts the queued ones of this test.
    await t.database.db.delete(reels).where(eq(reels.gameId, game.id));
  }, 120_000);

  it('a reel whose cut fails says so in a plain sentence and can be retried', async () => {
    const game = await deliveredGameWithFootage();
    const garbage = path.join(t.config.dataDir, 'garbage.mp4');
    await writeFile(garbage, 'this is not a video');
    await storeProxy(game.id, garbage);
    const reelId = (await requestReel(game.id, game.playIds)).json<{ reel: { id: string } }>().reel.id;
    expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
    const failed = (await call(owner, 'GET', `/api/reels/${reelId}`)).json<{
      reel: { status: string; error: string; videoUrl: null };
    }>();
    expect(failed.reel).toMatchObject({ status: 'failed', error: REEL_FAILED_MESSAGE, videoUrl: null });
    expect(REEL_FAILED_MESSAGE).toBe('The reel could not be cut from the footage. Try again.');
    expect((await call(owner, 'GET', `/api/reels/${reelId}/video`)).statusCode).toBe(409);

    await storeProxy(game.id);
    const retried = await call(owner, 'POST', `/api/reels/${reelId}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({ reel: { status: 'queued', error: null, progress: 0 } });
    // Only a failed reel is retried.
    expect((await call(owner, 'POST', `/api/reels/${reelId}/retry`)).statusCode).toBe(409);
    expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
    expect((await call(owner, 'GET', `/api/reels/${reelId}`)).json()).toMatchObject({ reel: { status: 'ready' } });
  }, 120_000);

  it("a killed worker's reel is taken over once its claim is stale, and the run taken over records nothing: a half-written reel is never served", async () => {
    const game = await deliveredGameWithFootage();
    const reelId = (await requestReel(game.id, game.playIds)).json<{ reel: { id: string } }>().reel.id;
    // A worker claimed it (run 1) and was killed: its claim was last renewed 10 minutes ago.
    await t.database.db
      .update(reels)
      .set({ status: 'cutting', run: 1, progress: 40, startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(reels.id, reelId));
    const cutting = await call(owner, 'GET', `/api/reels/${reelId}/video`);
    expect(cutting.statusCode).toBe(409);

    // Another worker takes it over (run 2) ... and is itself taken over while it cuts (run 3 by a third worker).
    const taking = reelsService.cutNextReel(workDirectory(t.config));
    for (;;) {
      const [row] = await t.database.db.select({ run: reels.run }).from(reels).where(eq(reels.id, reelId));
      if (row?.run === 2) break;
    }
    await t.database.db
      .update(reels)
      .set({ run: 3, startedAt: sql`now()` })
      .where(eq(reels.id, reelId));
    expect(await taking).toBe(true);
    const [untouched] = await t.database.db.select().from(reels).where(eq(reels.id, reelId));
    expect(untouched).toMatchObject({ status: 'cutting', run: 3, storageKey: null });
    expect(await storage.size(`reels/${game.id}/${reelId}-2.mp4`)).toBeNull();
    expect((await call(owner, 'GET', `/api/reels/${reelId}/video`)).statusCode).toBe(409);

    // Run 3's worker dies too; once its claim is stale, the next run cuts the reel.
    await t.database.db
      .update(reels)
      .set({ startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(reels.id, reelId));
    expect(await reelsService.cutNextReel(workDirectory(t.config))).toBe(true);
    const [ready] = await t.database.db.select().from(reels).where(eq(reels.id, reelId));
    expect(ready).toMatchObject({ status: 'ready', run: 4, storageKey: `reels/${game.id}/${reelId}-4.mp4` });
  }, 120_000);

  it('a share link with a reel plays that reel only; a shared game without one carries no footage address', async () => {
    const { game, reelId } = await readReel();
    const share = async (body: object) => {
      const response = await call(owner, 'POST', `/api/games/${game.id}/share-links`, { expiresInDays: null, ...body });
      return response;
    };
    const withReel = await share({ reelId });
    expect(withReel.statusCode, withReel.body).toBe(201);
    const token = new URL(withReel.json<{ url: string }>().url).pathname.split('/').pop() ?? '';
    const shared = (await call(null, 'GET', `/api/shared/${token}`)).json<{ reel: unknown }>();
    expect(shared.reel).toEqual({
      title: 'Every shot',
      clips: 2,
      // As cut (frame-exact, the fallback: this footage's keyframes are 10 s apart): frames 100-374 and 608-999.
      durationMs: (275 + 392) * (1000 / FPS),
      videoUrl: `/api/shared/${token}/reel.mp4`,
    });
    const own = await call(owner, 'GET', `/api/reels/${reelId}/video`);
    const streamed = await call(null, 'GET', `/api/shared/${token}/reel.mp4`);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.rawPayload.equals(own.rawPayload)).toBe(true);
    expect((await call(null, 'GET', `/api/shared/${token}/reel.mp4`, undefined, { range: 'bytes=10-19' })).statusCode).toBe(206);

    const plain = await share({});
    const plainToken = new URL(plain.json<{ url: string }>().url).pathname.split('/').pop() ?? '';
    const plainShared = await call(null, 'GET', `/api/shared/${plainToken}`);
    expect(plainShared.json()).toMatchObject({ kind: 'game', reel: null });
    expect(plainShared.body).not.toMatch(/\/video|reel\.mp4|\/api\/reels|proxy|\.mp4/);
    expect((await call(null, 'GET', `/api/shared/${plainToken}/reel.mp4`)).statusCode).toBe(404);

    // Only a ready reel of that very game can be shared.
    const other = await deliveredGameWithFootage();
    const otherReel = (await requestReel(other.id, other.playIds)).json<{ reel: { id: string } }>().reel.id;
    expect((await share({ reelId: otherReel })).statusCode).toBe(404);
    await t.database.db.delete(reels).where(eq(reels.id, otherReel));
  }, 120_000);

  it("the retention job deletes a game's reels with its footage: the reel then answers 410 with the reason, and no new reel can be made", async () => {
    const { game, reelId } = await readReel();
    const [row] = await t.database.db.select().from(reels).where(eq(reels.id, reelId));
    const key = row?.storageKey ?? '';
    expect(await storage.size(key)).toBeGreaterThan(0);
    await t.database.db
      .update(games)
      .set({ completedAt: sql`now() - interval '31 days'` })
      .where(eq(games.id, game.id));
    const retention = createFootageRetention({
      db: t.database.db,
      storage,
      uploadsDirectory: path.join(t.config.dataDir, 'uploads'),
      retentionDays: 30,
      log: { error: () => undefined },
    });
    expect((await retention.deleteDueFootage()).deleted).toBeGreaterThanOrEqual(1);
    expect(await storage.size(key)).toBeNull();

    const [{ footageDeletedAt } = { footageDeletedAt: null }] = await t.database.db
      .select({ footageDeletedAt: games.footageDeletedAt })
      .from(games)
      .where(eq(games.id, game.id));
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      footageDeletedAt ?? new Date(),
    );
    const gone = await call(owner, 'GET', `/api/reels/${reelId}/video`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: { code: 'footage_deleted', message: `The footage of this game was deleted on ${date}, and its reels with it.` },
    });
    const listed = (await call(owner, 'GET', `/api/games/${game.id}/reels`)).json<{
      reels: { id: string; deletedAt: string | null; videoUrl: string | null }[];
      footageDeletesAt: string | null;
    }>();
    expect(listed.reels.find((reel) => reel.id === reelId)).toMatchObject({ videoUrl: null, deletedAt: expect.any(String) });
    expect(listed.footageDeletesAt).toBeNull();
    const refused = await requestReel(game.id, game.playIds);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      error: { code: 'footage_deleted', message: `The footage of this game was deleted on ${date}, so no reel can be made.` },
    });
  }, 120_000);

  // Last: it deletes the owner's account.
  it("deleting the account deletes the customer's reels and their files", async () => {
    const { reelId } = await readyReel();
    const [row] = await t.database.db.select().from(reels).where(eq(reels.id, reelId));
    const key = row?.storageKey ?? '';
    expect(await storage.size(key)).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { origin: t.config.baseUrl, cookie: owner.cookie },
      payload: { password: 'a long enough password' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await storage.size(key)).toBeNull();
    expect(await t.database.db.select().from(reels).where(eq(reels.organizationId, owner.id))).toEqual([]);
  }, 120_000);
});
