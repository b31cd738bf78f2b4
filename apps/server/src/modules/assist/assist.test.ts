import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footagePasses, footageSuggestions, gameEvents, games } from '../../db/schema.js';
import { assistFootageJob, readScoreboardJob } from '../../jobs/assist-footage.job.js';
import { makeAssistFootage, shortAssistScript, type AssistTruth } from '../../test/assist-footage.js';
import { TIGERS_VS_HAWKS } from '../../test/games.js';
import { createTestApp, giveGames, personalViewer, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { createGames, type Games } from '../games/games.service.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { proxyKeyOf } from '../storage/game-objects.js';
import type { Storage } from '../storage/storage.js';
import { FOOTAGE_PASS_RUNNERS, type PassRunner } from './assist-passes.js';
import type { ClockMark, SoundMark } from './assist-types.js';
import { stopOcr } from './ocr.js';
import {
  MAX_SUGGESTIONS_PER_PASS,
  PASS_FAILED,
  createAssist,
  sameFind,
  slotByFootageTime,
  type Assist,
} from './assist.service.js';

interface AssistView {
  passes: { pass: string; state: string; error: string | null }[];
  regions: unknown;
  suggestions: {
    id: string;
    kind: string;
    videoMs: number;
    endMs: number | null;
    status: string;
    detail: {
      side?: string;
      points?: number;
      home?: number;
      away?: number;
      eventId?: string;
      strength?: number;
      confidence?: string;
      basis?: string;
    };
  }[];
}

const quiet = { warn: () => undefined };
const TWO_POINTER = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } as const;

let t: TestApp;
let directory: string;
let workDirectory: string;
let storage: Storage;
let gamesService: Games;
let assist: Assist;
let footage: { file: string; truth: AssistTruth };
let customer: TestUser;
let analyst: TestUser;
let otherAnalyst: TestUser;
let admin: TestUser;
let proxiesMade = 0;

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie, origin: t.config.baseUrl }, ...(payload ? { payload } : {}) });
const assistOf = async (user: TestUser, gameId: string) => {
  const response = await call(user, 'GET', `/api/analysis/games/${gameId}/assist`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AssistView>();
};
/** What a worker does every minute: queue new proxies' passes and run every waiting pass, of both jobs. */
const runPasses = async (service: Assist = assist) => {
  await assistFootageJob(service, workDirectory).run();
  await readScoreboardJob(service, workDirectory).run();
};

/** A game whose footage is the generated clip, uploaded and prepared for real (proxy and poster), then ready. */
async function preparedGame(): Promise<string> {
  const uploadId = `assist-${randomUUID()}`;
  await gamesService.reserveFileUpload(personalViewer(customer.id), {
    uploadId,
    filename: 'final.mp4',
    filetype: 'video/mp4',
    size: 1000,
  });
  const copy = path.join(directory, `${uploadId}.mp4`);
  await copyFile(footage.file, copy);
  expect((await gamesService.finishFileUpload(uploadId, copy)).outcome).toBe('queued');
  expect(await gamesService.prepareNextGame(workDirectory)).toBe(true);
  const [game] = await t.database.db.select().from(games).where(eq(games.uploadId, uploadId));
  expect(game?.status).toBe('ready');
  return game?.id ?? '';
}

/** A game being tagged by `analyst` whose proxy is the generated clip, written straight to the database. */
async function taggedGame(): Promise<string> {
  const [game] = await t.database.db
    .insert(games)
    .values({
      organizationId: customer.id,
      actorId: customer.id,
      name: 'Tagged',
      status: 'in_analysis',
      source: 'file',
      analystId: analyst.id,
      claimedAt: new Date(),
      setup: TIGERS_VS_HAWKS,
      durationSeconds: footage.truth.durationMs / 1000,
    })
    .returning({ id: games.id });
  const id = game?.id ?? '';
  const copy = path.join(directory, `${id}.mp4`);
  await copyFile(footage.file, copy);
  await storage.putFile(proxyKeyOf(id), copy, 'video/mp4');
  await t.database.db
    .update(games)
    .set({ proxyKey: proxyKeyOf(id) })
    .where(eq(games.id, id));
  return id;
}

const passStates = (view: AssistView) => Object.fromEntries(view.passes.map((pass) => [pass.pass, pass.state]));
const near = (a: number, b: number, ms: number) => Math.abs(a - b) <= ms;

beforeAll(async () => {
  t = await createTestApp();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-assist-'));
  workDirectory = path.join(directory, 'work');
  storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
  gamesService = createGames({
    db: t.database.db,
    storage,
    baseUrl: t.config.baseUrl,
    teamEmail: t.config.mail.teamEmail,
    maxUploadBytes: t.config.maxUploadBytes,
    log: quiet,
    onPrepared: async () => {
      proxiesMade += 1;
    },
  });
  assist = createAssist({ db: t.database.db, storage, log: quiet });
  footage = await makeAssistFootage(directory, shortAssistScript);
  customer = await signUpUser(t, 'coach@assist.test');
  await giveGames(t.database.db, customer.id, 5);
  analyst = await signUpUser(t, 'ana@assist.test', { role: 'analyst' });
  otherAnalyst = await signUpUser(t, 'otto@assist.test', { role: 'analyst' });
  admin = await signUpUser(t, 'admin@assist.test', { role: 'admin' });
});

afterAll(async () => {
  await stopOcr();
  await t.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the sound and motion passes', () => {
  it('run once the proxy is made; the workspace opens before they finish and fills in with whistles, horns and dead time', async () => {
    const gameId = await preparedGame();
    expect(proxiesMade).toBe(1);
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);

    await assist.queueProxyPasses();
    expect((await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).statusCode).toBe(200);
    const waiting = await assistOf(analyst, gameId);
    expect(waiting).toEqual({
      passes: [
        { pass: 'sound', state: 'waiting', error: null },
        { pass: 'motion', state: 'waiting', error: null },
      ],
      regions: null,
      suggestions: [],
    });

    await runPasses();
    const done = await assistOf(analyst, gameId);
    expect(passStates(done)).toEqual({ sound: 'done', motion: 'done' });
    const { truth } = footage;
    const of = (kind: string) => done.suggestions.filter((suggestion) => suggestion.kind === kind);
    for (const whistle of truth.whistles)
      expect(of('whistle').some((found) => near(found.videoMs, whistle.startMs, 300))).toBe(true);
    for (const horn of truth.horns) expect(of('horn').some((found) => near(found.videoMs, horn.startMs, 300))).toBe(true);
    for (const still of truth.still)
      expect(of('dead_time').some((found) => near(found.videoMs, still.startMs, 1000) && found.endMs !== null)).toBe(true);
    expect(done.suggestions.every((suggestion) => suggestion.status === 'open')).toBe(true);
    const [sound] = await t.database.db
      .select({ cpuMs: footagePasses.cpuMs })
      .from(footagePasses)
      .where(and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, 'sound')));
    expect(sound?.cpuMs).toBeGreaterThan(0);

    // Each game gets its passes once: another minute's run finds nothing to do.
    expect(await assist.queueProxyPasses()).toBe(0);
    expect(await assist.runNextPass(workDirectory)).toBe(false);
  });

  it('that fail are shown with a sentence, and tagging goes on as before', async () => {
    const gameId = await taggedGame();
    const exploding: PassRunner = () => Promise.reject(new Error(`ffmpeg died reading ${directory}/secret.mp4`));
    const failing = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: { ...FOOTAGE_PASS_RUNNERS, sound: exploding, motion: () => Promise.resolve({ pass: 'motion', stretches: [] }) },
    });
    await runPasses(failing);

    const view = await assistOf(analyst, gameId);
    expect(view.passes).toEqual([
      { pass: 'sound', state: 'failed', error: PASS_FAILED.unreadable },
      { pass: 'motion', state: 'done', error: null },
    ]);
    const play = { id: randomUUID(), seq: 1, period: 1, videoMs: 8000, body: TWO_POINTER };
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/events`, play)).statusCode).toBe(200);
    // A failed pass is not retried by itself: it waits for someone to look at why.
    expect(await failing.runNextPass(workDirectory)).toBe(false);
  });
});

describe('the scoreboard pass', () => {
  let gameId: string;

  beforeAll(async () => {
    gameId = await taggedGame();
    // The sound and motion passes are not what this block is about.
    await t.database.db.insert(footagePasses).values([
      { gameId, pass: 'sound', state: 'done' },
      { gameId, pass: 'motion', state: 'done' },
    ]);
  });

  const clockPlays = async () =>
    (await t.database.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId))).filter(
      (event) => event.body.type === 'clock',
    );

  it("reads the regions the analyst saved: score changes to confirm, and the clock's track as clock plays", async () => {
    const before = (await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).json<{ eventsVersion: number }>();
    const saved = await call(analyst, 'PUT', `/api/analysis/games/${gameId}/assist/scoreboard`, footage.truth.regions);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AssistView>()).toMatchObject({
      regions: footage.truth.regions,
      passes: [
        { pass: 'sound', state: 'done' },
        { pass: 'motion', state: 'done' },
        { pass: 'scoreboard', state: 'waiting' },
      ],
    });

    await runPasses();
    const view = await assistOf(analyst, gameId);
    expect(passStates(view).scoreboard).toBe('done');
    const scores = view.suggestions.filter((suggestion) => suggestion.kind === 'score');
    expect(scores).toHaveLength(footage.truth.scoreChanges.length);
    footage.truth.scoreChanges.forEach((change, index) => {
      expect(scores[index]).toMatchObject({
        status: 'open',
        detail: { side: change.side, points: change.points, home: change.home, away: change.away },
      });
      expect(near(scores[index]?.videoMs ?? -1, change.videoMs, 1500)).toBe(true);
    });

    const plays = await clockPlays();
    const marks = view.suggestions.filter((suggestion) => suggestion.kind === 'clock');
    expect(plays.length).toBeGreaterThan(0);
    expect(marks.map((mark) => mark.detail.eventId).sort()).toEqual(plays.map((play) => play.id).sort());
    expect(marks.every((mark) => mark.status === 'accepted')).toBe(true);
    expect(plays.every((play) => play.createdBy === null && play.revision === 1)).toBe(true);
    const after = (await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).json<{ eventsVersion: number }>();
    expect(after.eventsVersion).toBeGreaterThan(before.eventsVersion);
  });

  it("offers dead time from the clock it read (each stop of 8 s or more), in place of motion's, and a motion pass run later leaves it", async () => {
    const deadOf = (view: AssistView) => view.suggestions.filter((suggestion) => suggestion.kind === 'dead_time');
    const dead = deadOf(await assistOf(analyst, gameId));
    expect(footage.truth.dead.length).toBeGreaterThan(0);
    expect(dead).toHaveLength(footage.truth.dead.length);
    footage.truth.dead.forEach((stretch, index) => {
      expect(near(dead[index]?.videoMs ?? -1, stretch.startMs, 1000)).toBe(true);
      expect(near(dead[index]?.endMs ?? -1, stretch.endMs, 1000)).toBe(true);
    });

    await t.database.db
      .update(footagePasses)
      .set({ state: 'waiting' })
      .where(and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, 'motion')));
    await runPasses();
    const after = await assistOf(analyst, gameId);
    expect(passStates(after).motion).toBe('done');
    expect(deadOf(after)).toEqual(dead);
  });

  it('stores each answer with who gave it and when; answering again changes it', async () => {
    const [score] = (await assistOf(analyst, gameId)).suggestions.filter((suggestion) => suggestion.kind === 'score');
    const url = `/api/analysis/games/${gameId}/assist/suggestions/${score?.id ?? ''}/answer`;
    const accepted = await call(analyst, 'POST', url, { answer: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ suggestion: { id: score?.id, status: 'accepted' } });
    expect((await call(analyst, 'POST', url, { answer: 'dismissed' })).json()).toMatchObject({
      suggestion: { status: 'dismissed' },
    });
    const [stored] = await t.database.db
      .select()
      .from(footageSuggestions)
      .where(eq(footageSuggestions.id, score?.id ?? ''));
    expect(stored).toMatchObject({ status: 'dismissed', answeredBy: analyst.id });
    expect(stored?.answeredAt).toBeInstanceOf(Date);
    expect((await call(analyst, 'POST', url, { answer: 'accepted' })).statusCode).toBe(200);

    const [mark] = (await assistOf(analyst, gameId)).suggestions.filter((suggestion) => suggestion.kind === 'clock');
    const onMark = await call(analyst, 'POST', `/api/analysis/games/${gameId}/assist/suggestions/${mark?.id ?? ''}/answer`, {
      answer: 'dismissed',
    });
    expect(onMark.statusCode).toBe(409);
    const unknown = `/api/analysis/games/${gameId}/assist/suggestions/${randomUUID()}/answer`;
    expect((await call(analyst, 'POST', unknown, { answer: 'accepted' })).statusCode).toBe(404);
  });

  it("re-reading replaces the open suggestions and the pass's own clock plays, and keeps the analyst's answers and corrections", async () => {
    const first = await assistOf(analyst, gameId);
    const answered = first.suggestions.find((suggestion) => suggestion.status === 'accepted' && suggestion.kind === 'score');
    const openScores = first.suggestions.filter((suggestion) => suggestion.kind === 'score' && suggestion.status === 'open');
    const [corrected, ...untouched] = await clockPlays();
    if (!corrected || !answered) throw new Error('the first read found no clock play or score');
    const patched = await call(analyst, 'PATCH', `/api/analysis/games/${gameId}/events/${corrected.id}`, {
      revision: 1,
      clock: Math.max(0, (corrected.clock ?? 0) - 1),
    });
    expect(patched.statusCode, patched.body).toBe(200);

    expect(
      (await call(analyst, 'PUT', `/api/analysis/games/${gameId}/assist/scoreboard`, footage.truth.regions)).statusCode,
    ).toBe(200);
    await runPasses();
    const second = await assistOf(analyst, gameId);
    const scores = second.suggestions.filter((suggestion) => suggestion.kind === 'score');
    expect(scores).toHaveLength(footage.truth.scoreChanges.length);
    expect(scores).toContainEqual(answered);
    const reopened = scores.filter((suggestion) => suggestion.status === 'open');
    expect(reopened).toHaveLength(openScores.length);
    expect(reopened.map((suggestion) => suggestion.id)).not.toEqual(openScores.map((suggestion) => suggestion.id));

    const plays = await clockPlays();
    expect(plays.find((play) => play.id === corrected.id)?.revision).toBe(2);
    expect(plays.some((play) => untouched.some((old) => old.id === play.id))).toBe(false);
    expect(plays.filter((play) => near(play.videoMs ?? -1, corrected.videoMs ?? -1, 999))).toHaveLength(1);
    expect(plays).toHaveLength(untouched.length + 1);
  });

  it('run while the regions are saved again writes nothing: the next run reads the new regions', async () => {
    let saves = 0;
    const racing = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: {
        ...FOOTAGE_PASS_RUNNERS,
        scoreboard: async () => {
          saves += 1;
          if (saves === 1) await racing.saveRegions(personalViewer(analyst.id, 'analyst'), gameId, footage.truth.regions);
          return { pass: 'scoreboard', readings: [], scoreChanges: [], clockMarks: [], stretches: [], unread: [] };
        },
      },
    });
    const before = await assistOf(analyst, gameId);
    await racing.saveRegions(personalViewer(analyst.id, 'analyst'), gameId, footage.truth.regions);
    expect(await racing.runNextPass(workDirectory)).toBe(true);
    expect(passStates(await assistOf(analyst, gameId)).scoreboard).toBe('waiting');
    expect((await assistOf(analyst, gameId)).suggestions).toEqual(before.suggestions);
    expect(await racing.runNextPass(workDirectory)).toBe(true);
    expect(passStates(await assistOf(analyst, gameId)).scoreboard).toBe('done');
    expect(saves).toBe(2);
  });

  it('precision per kind shows in the back office, for admins only', async () => {
    expect((await call(analyst, 'GET', '/api/admin/assist/precision')).statusCode).toBe(403);
    const response = await call(admin, 'GET', '/api/admin/assist/precision');
    expect(response.statusCode, response.body).toBe(200);
    const { kinds } = response.json<{
      kinds: { kind: string; accepted: number; dismissed: number; precision: number | null }[];
    }>();
    expect(kinds.map((row) => row.kind)).toEqual(['whistle', 'horn', 'score', 'dead_time', 'clock']);
    expect(kinds.find((row) => row.kind === 'score')).toMatchObject({ accepted: 1, dismissed: 0, precision: 1 });
    expect(kinds.find((row) => row.kind === 'whistle')).toMatchObject({ accepted: 0, dismissed: 0, precision: null });
    // The analyst's correction of a clock play counts against the clock reader.
    const clock = kinds.find((row) => row.kind === 'clock');
    expect(clock?.dismissed).toBe(1);
    expect(clock?.precision).toBeLessThan(1);
  });
});

describe('whistles and horns checked against the scoreboard clock', () => {
  /** Runs a sound pass on the game that finds `sounds`; returns the assistance it ran in, for the passes after it. */
  async function soundPassFinding(gameId: string, sounds: SoundMark[]): Promise<Assist> {
    const assist = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: { ...FOOTAGE_PASS_RUNNERS, sound: async () => ({ pass: 'sound', sounds }) },
    });
    await t.database.db.insert(footagePasses).values([{ gameId, pass: 'sound' }]);
    expect(await assist.runNextPass(workDirectory, ['sound'])).toBe(true);
    return assist;
  }

  it('keeps every plainly heard sound however many faint whistles a pass finds: those have a budget of their own', async () => {
    const gameId = await taggedGame();
    const faint = Array.from({ length: MAX_SUGGESTIONS_PER_PASS + 200 }, (_, i) => ({
      kind: 'whistle' as const,
      startMs: i * 100,
      endMs: i * 100 + 60,
      strength: 22,
      faint: true,
    }));
    const lateMs = (MAX_SUGGESTIONS_PER_PASS + 300) * 100;
    const sounds = [...faint, { kind: 'whistle' as const, startMs: lateMs, endMs: lateMs + 400, strength: 50 }];
    await soundPassFinding(gameId, sounds);
    const rows = await t.database.db
      .select({ videoMs: footageSuggestions.videoMs, detail: footageSuggestions.detail })
      .from(footageSuggestions)
      .where(eq(footageSuggestions.gameId, gameId));
    expect(rows.filter((row) => row.detail.faint)).toHaveLength(MAX_SUGGESTIONS_PER_PASS);
    expect(rows.filter((row) => !row.detail.faint).map((row) => row.videoMs)).toEqual([lateMs]);
  });

  it('are graded by their sound until the board is read, then by what its clock did; those it refutes are not offered', async () => {
    const gameId = await taggedGame();
    const { clockMarks } = footage.truth;
    const stops = clockMarks.filter((mark, index) => !mark.running && clockMarks[index - 1]?.running === true);
    const [stop, nextStop] = stops;
    // A moment of play with no mark within 3 s, and one in a stoppage.
    const running = clockMarks.find(
      (mark, index) => mark.running && (clockMarks[index + 1]?.videoMs ?? Infinity) - mark.videoMs > 8000,
    );
    expect(stop && nextStop && running).toBeTruthy();
    const atStop = (stop?.videoMs ?? 0) - 300;
    const atNextStop = (nextStop?.videoMs ?? 0) - 300;
    const inPlay = (running?.videoMs ?? 0) + 4000;
    const inStoppage = (stop?.videoMs ?? 0) + 2000;
    const sounds = [
      { kind: 'whistle' as const, startMs: atStop, endMs: atStop + 500, strength: 50 },
      { kind: 'whistle' as const, startMs: inPlay, endMs: inPlay + 400, strength: 50 },
      { kind: 'horn' as const, startMs: inStoppage, endMs: inStoppage + 1000, strength: 20 },
      // Faint whistles (decision 030): offered only once the board's clock stops with one.
      { kind: 'whistle' as const, startMs: atNextStop, endMs: atNextStop + 400, strength: 22, faint: true },
      { kind: 'whistle' as const, startMs: inPlay + 1500, endMs: inPlay + 1900, strength: 22, faint: true },
    ];
    const graded = await soundPassFinding(gameId, sounds);
    const soundsOf = (view: AssistView) =>
      view.suggestions
        .filter((suggestion) => suggestion.kind === 'whistle' || suggestion.kind === 'horn')
        .map((suggestion) => ({
          kind: suggestion.kind,
          videoMs: suggestion.videoMs,
          confidence: suggestion.detail.confidence,
          basis: suggestion.detail.basis,
        }));
    expect(soundsOf(await assistOf(analyst, gameId))).toEqual(
      [
        { kind: 'whistle', videoMs: atStop, confidence: 'likely', basis: 'sound_only' },
        { kind: 'horn', videoMs: inStoppage, confidence: 'unsure', basis: 'sound_only' },
        { kind: 'whistle', videoMs: inPlay, confidence: 'likely', basis: 'sound_only' },
      ].sort((a, b) => a.videoMs - b.videoMs),
    );

    await graded.saveRegions(personalViewer(analyst.id, 'analyst'), gameId, footage.truth.regions);
    expect(await graded.runNextPass(workDirectory, ['scoreboard'])).toBe(true);
    const expected = [
      { kind: 'whistle', videoMs: atStop, confidence: 'sure', basis: 'clock_stopped' },
      { kind: 'horn', videoMs: inStoppage, confidence: 'unsure', basis: 'clock_stood' },
      { kind: 'whistle', videoMs: atNextStop, confidence: 'likely', basis: 'faint_stopped' },
    ].sort((a, b) => a.videoMs - b.videoMs);
    expect(soundsOf(await assistOf(analyst, gameId))).toEqual(expected);
    // The refuted whistle is kept, not offered.
    const kept = await t.database.db
      .select({ detail: footageSuggestions.detail })
      .from(footageSuggestions)
      .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.videoMs, inPlay)));
    expect(kept).toMatchObject([{ detail: { confidence: 'refuted', basis: 'clock_ran_on' } }]);
    const faintKept = await t.database.db
      .select({ detail: footageSuggestions.detail })
      .from(footageSuggestions)
      .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.videoMs, inPlay + 1500)));
    expect(faintKept).toMatchObject([{ detail: { faint: true, confidence: 'refuted', basis: 'too_faint' } }]);

    // A sound pass run again after the board is graded against it at once.
    const rerunSound = async () => {
      await t.database.db
        .update(footagePasses)
        .set({ state: 'waiting' })
        .where(and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, 'sound')));
      expect(await graded.runNextPass(workDirectory, ['sound'])).toBe(true);
    };
    await rerunSound();
    expect(soundsOf(await assistOf(analyst, gameId))).toEqual(expected);

    // A scoreboard run that ended before its marks were stored (migration 0023) left its clock plays: they stand in.
    const scoreboardPass = and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, 'scoreboard'));
    const [stored] = await t.database.db
      .select({ clockMarks: footagePasses.clockMarks })
      .from(footagePasses)
      .where(scoreboardPass);
    expect(stored?.clockMarks?.length).toBeGreaterThan(0);
    await t.database.db.update(footagePasses).set({ clockMarks: null }).where(scoreboardPass);
    await rerunSound();
    expect(soundsOf(await assistOf(analyst, gameId))).toEqual(expected);
    await t.database.db
      .update(footagePasses)
      .set({ clockMarks: stored?.clockMarks ?? null })
      .where(scoreboardPass);

    // The board's clock is the one the scoreboard pass stored, whatever became of its clock plays (capped, not made
    // while the game was not being tagged, corrected by the analyst): without them, the grades stand.
    await t.database.db
      .delete(footageSuggestions)
      .where(and(eq(footageSuggestions.gameId, gameId), eq(footageSuggestions.kind, 'clock')));
    await rerunSound();
    expect(soundsOf(await assistOf(analyst, gameId))).toEqual(expected);
  });

  it('offers the horn of a period the board saw run out when no sound was heard there, sure; a horn heard there since takes its place, and an answered one stays', async () => {
    const gameId = await taggedGame();
    // The board: the clock runs from 0:10 at 5 s and runs out at 15 s; period 2's 10:00 is set at 25 s.
    const clockMarks: ClockMark[] = [
      { videoMs: 5000, period: 1, clock: 10, running: true },
      { videoMs: 15_000, period: 1, clock: 0, running: false },
      { videoMs: 25_000, period: 2, clock: 600, running: false },
    ];
    let heard: SoundMark[] = [];
    const assist = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: {
        ...FOOTAGE_PASS_RUNNERS,
        sound: async () => ({ pass: 'sound', sounds: heard }),
        scoreboard: async () => ({ pass: 'scoreboard', readings: [], scoreChanges: [], clockMarks, stretches: [], unread: [] }),
      },
    });
    await t.database.db.insert(footagePasses).values([{ gameId, pass: 'sound' }]);
    expect(await assist.runNextPass(workDirectory, ['sound'])).toBe(true);
    await assist.saveRegions(personalViewer(analyst.id, 'analyst'), gameId, footage.truth.regions);
    expect(await assist.runNextPass(workDirectory, ['scoreboard'])).toBe(true);
    const horns = async () =>
      (await assistOf(analyst, gameId)).suggestions
        .filter((suggestion) => suggestion.kind === 'horn')
        .map(({ videoMs, status, detail }) => ({ videoMs, status, confidence: detail.confidence, basis: detail.basis }));
    const ranOut = { videoMs: 15_000, status: 'open', confidence: 'sure', basis: 'period_ran_out' };
    expect(await horns()).toEqual([ranOut]);

    // The sound pass run again hears the horn: the heard one is offered in its place, not beside it.
    heard = [{ kind: 'horn', startMs: 14_800, endMs: 15_800, strength: 20 }];
    const rerun = async (pass: 'sound' | 'scoreboard') => {
      await t.database.db
        .update(footagePasses)
        .set({ state: 'waiting' })
        .where(and(eq(footagePasses.gameId, gameId), eq(footagePasses.pass, pass)));
      expect(await assist.runNextPass(workDirectory, [pass])).toBe(true);
    };
    await rerun('sound');
    expect(await horns()).toEqual([{ videoMs: 14_800, status: 'open', confidence: 'sure', basis: 'period_ended' }]);

    // Heard no more: the board's horn again; answered, it stays through the next readings, and is not offered twice.
    heard = [];
    await rerun('sound');
    expect(await horns()).toEqual([ranOut]);
    const [offered] = (await assistOf(analyst, gameId)).suggestions.filter((suggestion) => suggestion.kind === 'horn');
    const answered = await call(analyst, 'POST', `/api/analysis/games/${gameId}/assist/suggestions/${offered?.id ?? ''}/answer`, {
      answer: 'accepted',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await rerun('scoreboard');
    await rerun('sound');
    expect(await horns()).toEqual([{ ...ranOut, status: 'accepted' }]);
  });

  it('confirms a horn in a stoppage once the analyst tags the timeout it called, as long as the play stands', async () => {
    const gameId = await taggedGame();
    const { clockMarks } = footage.truth;
    const [stop, nextStop] = clockMarks.filter((mark, index) => !mark.running && clockMarks[index - 1]?.running === true);
    expect(stop && nextStop).toBeTruthy();
    const called = (stop?.videoMs ?? 0) + 1000;
    const alone = (nextStop?.videoMs ?? 0) + 1000;
    const graded = await soundPassFinding(gameId, [
      { kind: 'horn', startMs: called, endMs: called + 1000, strength: 20 },
      { kind: 'horn', startMs: alone, endMs: alone + 1000, strength: 20 },
    ]);
    await graded.saveRegions(personalViewer(analyst.id, 'analyst'), gameId, footage.truth.regions);
    expect(await graded.runNextPass(workDirectory, ['scoreboard'])).toBe(true);
    const horns = async () =>
      (await assistOf(analyst, gameId)).suggestions
        .filter((suggestion) => suggestion.kind === 'horn')
        .map(({ videoMs, detail }) => ({ videoMs, confidence: detail.confidence, basis: detail.basis }));
    const unsure = (videoMs: number) => ({ videoMs, confidence: 'unsure', basis: 'clock_stood' });
    expect(await horns()).toEqual([unsure(called), unsure(alone)]);

    const timeout = { id: randomUUID(), seq: 1, period: 1, videoMs: called + 1500, body: { type: 'timeout', team: 'home' } };
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/events`, timeout)).statusCode).toBe(200);
    expect(await horns()).toEqual([{ videoMs: called, confidence: 'sure', basis: 'called' }, unsure(alone)]);

    // Accepted, it keeps the call: answering a horn does not move the call to another one.
    const [calledHorn] = (await assistOf(analyst, gameId)).suggestions.filter((suggestion) => suggestion.videoMs === called);
    const answered = await call(
      analyst,
      'POST',
      `/api/analysis/games/${gameId}/assist/suggestions/${calledHorn?.id ?? ''}/answer`,
      {
        answer: 'accepted',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await horns()).toEqual([{ videoMs: called, confidence: 'sure', basis: 'called' }, unsure(alone)]);

    // Deleted, the play takes its confirmation with it: the stored grade is the board's.
    const deleted = await call(analyst, 'DELETE', `/api/analysis/games/${gameId}/events/${timeout.id}?revision=1`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await horns()).toEqual([unsure(called), unsure(alone)]);
  });
});

describe('workers', () => {
  const idle = () =>
    createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: { ...FOOTAGE_PASS_RUNNERS, motion: () => Promise.resolve({ pass: 'motion', stretches: [] }) },
    });

  it("take over a pass whose worker died once its claim is stale, and leave a live worker's pass alone", async () => {
    const gameId = await taggedGame();
    await t.database.db.insert(footagePasses).values([
      { gameId, pass: 'motion', state: 'running', run: 1, startedAt: sql`now() - interval '10 minutes'` },
      { gameId, pass: 'sound', state: 'running', run: 1, startedAt: sql`now()` },
    ]);
    const worker = idle();
    expect(await worker.runNextPass(workDirectory)).toBe(true);
    expect(await worker.runNextPass(workDirectory)).toBe(false);
    const passes = await t.database.db.select().from(footagePasses).where(eq(footagePasses.gameId, gameId));
    expect(passes.find((pass) => pass.pass === 'motion')).toMatchObject({ state: 'done', run: 2 });
    expect(passes.find((pass) => pass.pass === 'sound')).toMatchObject({ state: 'running', run: 1 });
  });

  it("read the scoreboard while another game's motion pass still runs: the pass an analyst waits for never queues behind it", async () => {
    const tagged = await taggedGame();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: {
        ...FOOTAGE_PASS_RUNNERS,
        sound: () => Promise.resolve({ pass: 'sound', sounds: [] }),
        motion: async () => {
          await released;
          return { pass: 'motion', stretches: [] };
        },
      },
    });
    // The sound and motion passes of this game and of the file's earlier games: the first motion pass holds on.
    const footageRun = assistFootageJob(slow, workDirectory).run();
    const runningMotion = async () =>
      (
        await t.database.db
          .select({ gameId: footagePasses.gameId })
          .from(footagePasses)
          .where(and(eq(footagePasses.pass, 'motion'), eq(footagePasses.state, 'running')))
      ).length;
    await expect.poll(runningMotion, { timeout: 30_000 }).toBeGreaterThan(0);

    await assist.saveRegions(personalViewer(analyst.id, 'analyst'), tagged, footage.truth.regions);
    await readScoreboardJob(slow, workDirectory).run();
    const view = await assistOf(analyst, tagged);
    expect(passStates(view).scoreboard).toBe('done');
    expect(view.suggestions.some((suggestion) => suggestion.kind === 'score')).toBe(true);
    expect(await runningMotion()).toBeGreaterThan(0);

    release();
    await footageRun;
    expect(passStates(await assistOf(analyst, tagged)).motion).toBe('done');
  });

  it('queue again a pass whose findings met a database outage, and run it once the database answers: it does not stay failed', async () => {
    const gameId = await taggedGame();
    let runs = 0;
    let outage: Promise<void> | undefined;
    const worker = createAssist({
      db: t.database.db,
      storage,
      log: quiet,
      runners: {
        ...FOOTAGE_PASS_RUNNERS,
        motion: async () => {
          runs += 1;
          if (runs === 1) {
            // The first run's findings meet Postgres going away: the game's row is held, and the connection
            // waiting for it is cut as a shutting-down server cuts it (57P01, admin_shutdown).
            const holder = await t.database.pool.connect();
            await holder.query('begin');
            await holder.query('select 1 from games where id = $1 for update', [gameId]);
            outage = (async () => {
              let waiting: number | undefined;
              while (!waiting) {
                const blocked = await holder.query<{ pid: number }>(
                  "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
                );
                waiting = blocked.rows[0]?.pid;
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
              await holder.query('select pg_terminate_backend($1)', [waiting]);
              await holder.query('rollback');
              holder.release();
            })();
          }
          return { pass: 'motion', stretches: [] };
        },
      },
    });
    await t.database.db.insert(footagePasses).values({ gameId, pass: 'motion' });
    const firstRun = await worker.runNextPass(workDirectory).catch((error: unknown) => error);
    await outage;
    // Not failed for the outage: queued again at once, not left running until its claim goes stale.
    const motion = async () =>
      (await t.database.db.select().from(footagePasses).where(eq(footagePasses.gameId, gameId))).find(
        (pass) => pass.pass === 'motion',
      );
    expect(await motion()).toMatchObject({ state: 'waiting', run: 1, error: null });
    // The run broke off with the database's error, which the job meets.
    expect(firstRun).toBeInstanceOf(Error);
    // The job runs again once the database answers (jobs/queue.ts): the pass is run afresh and done.
    expect(await worker.runNextPass(workDirectory)).toBe(true);
    expect(await motion()).toMatchObject({ state: 'done', run: 2, error: null });
    expect(runs).toBe(2);
  });

  it("remove the proxy copies of runs no longer running, and keep the current run's", async () => {
    const [running] = await t.database.db
      .select({ gameId: footagePasses.gameId, pass: footagePasses.pass, run: footagePasses.run })
      .from(footagePasses)
      .where(eq(footagePasses.state, 'running'));
    if (!running) throw new Error('no running pass to keep');
    const kept = `assist-${running.gameId}-${running.pass}-${String(running.run)}`;
    const earlierRun = `assist-${running.gameId}-${running.pass}-${String(running.run - 1)}`;
    const left = `assist-${randomUUID()}-scoreboard-3`;
    for (const entry of [kept, earlierRun, left, 'prepare-elsewhere'])
      await mkdir(path.join(workDirectory, entry), { recursive: true });
    expect((await idle().removeLeftoverCopies(workDirectory)).sort()).toEqual([earlierRun, left].sort());
    expect((await readdir(workDirectory)).sort()).toEqual([kept, 'prepare-elsewhere'].sort());
  });
});

describe('rights', () => {
  let gameId: string;
  beforeAll(async () => {
    gameId = await taggedGame();
  });
  const regionsUrl = () => `/api/analysis/games/${gameId}/assist/scoreboard`;

  it('customers are refused; staff read any game; a missing game is 404', async () => {
    expect((await call(customer, 'GET', `/api/analysis/games/${gameId}/assist`)).statusCode).toBe(403);
    expect((await call(customer, 'PUT', regionsUrl(), footage.truth.regions)).statusCode).toBe(403);
    expect((await call(otherAnalyst, 'GET', `/api/analysis/games/${gameId}/assist`)).statusCode).toBe(200);
    expect((await call(analyst, 'GET', `/api/analysis/games/${randomUUID()}/assist`)).statusCode).toBe(404);
  });

  it('only who may edit the plays saves regions or answers', async () => {
    const refused = await call(otherAnalyst, 'PUT', regionsUrl(), footage.truth.regions);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'not_allowed_now' } });
    const [suggestion] = await t.database.db
      .insert(footageSuggestions)
      .values({ gameId, kind: 'whistle', videoMs: 1000, endMs: 1500 })
      .returning();
    const answerUrl = `/api/analysis/games/${gameId}/assist/suggestions/${suggestion?.id ?? ''}/answer`;
    expect((await call(otherAnalyst, 'POST', answerUrl, { answer: 'accepted' })).statusCode).toBe(409);
    expect((await call(admin, 'POST', answerUrl, { answer: 'accepted' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(games).where(eq(games.id, gameId)))[0]?.scoreboardRegions).toBeNull();
  });

  it('regions must be boxes inside the frame, and the game must have footage', async () => {
    const { regions } = footage.truth;
    for (const bad of [
      { ...regions, home: { ...regions.home, width: 0 } },
      { ...regions, clock: { ...regions.clock, x: 0.9, width: 0.2 } },
      { ...regions, kind: 'neon' },
      { ...regions, away: undefined },
    ])
      expect((await call(analyst, 'PUT', regionsUrl(), bad)).statusCode).toBe(400);

    const [bare] = await t.database.db
      .insert(games)
      .values({
        organizationId: customer.id,
        actorId: customer.id,
        name: 'Link',
        status: 'in_analysis',
        source: 'url',
        analystId: analyst.id,
      })
      .returning({ id: games.id });
    const noFootage = await call(analyst, 'PUT', `/api/analysis/games/${bare?.id ?? ''}/assist/scoreboard`, regions);
    expect(noFootage.statusCode).toBe(409);
    expect(noFootage.json()).toMatchObject({ error: { code: 'no_footage' } });
  });
});

describe('what a re-read does not offer again', () => {
  it('is a find within a second of an answered one of its kind; a score change only for the same side and points', () => {
    const whistle = { kind: 'whistle', videoMs: 10_000, detail: { strength: 12 } } as const;
    expect(sameFind(whistle, { ...whistle, videoMs: 10_900 })).toBe(true);
    expect(sameFind(whistle, { ...whistle, videoMs: 11_000 })).toBe(false);
    expect(sameFind(whistle, { ...whistle, kind: 'horn' })).toBe(false);
    const two = { kind: 'score', videoMs: 20_000, detail: { side: 'home', points: 2 } } as const;
    expect(sameFind(two, { ...two, videoMs: 20_500 })).toBe(true);
    expect(sameFind(two, { ...two, detail: { side: 'home', points: 3 } })).toBe(false);
    expect(sameFind(two, { ...two, detail: { side: 'away', points: 2 } })).toBe(false);
  });
});

describe('slotByFootageTime', () => {
  const plays = [
    { seq: 1, videoMs: 1000 },
    { seq: 2, videoMs: null },
    { seq: 3, videoMs: 5000 },
  ];

  it('puts a mark before the first play later in the footage, spreading several over their gap', () => {
    const placed = slotByFootageTime(plays, [{ videoMs: 3000 }, { videoMs: 4000 }, { videoMs: 500 }, { videoMs: 9000 }]);
    expect(placed.map(({ mark, seq }) => [mark.videoMs, seq])).toEqual([
      [500, 0.5],
      [3000, 2 + 1 / 3],
      [4000, 2 + 2 / 3],
      [9000, 4],
    ]);
  });

  it('keeps marks before a first play numbered 0 ahead of it', () => {
    const placed = slotByFootageTime([{ seq: 0, videoMs: 2000 }], [{ videoMs: 1000 }]);
    expect(placed.map(({ seq }) => seq)).toEqual([-0.5]);
  });

  it('numbers marks from 1 in a game without plays', () => {
    expect(slotByFootageTime([], [{ videoMs: 0 }, { videoMs: 10 }]).map(({ seq }) => seq)).toEqual([1, 2]);
  });
});
