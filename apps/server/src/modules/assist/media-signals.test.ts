import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAssistFootage, shortAssistScript, type AssistTruth, type TimeSpan } from '../../test/assist-footage.js';
import { makeTestVideo } from '../../test/test-video.js';
import { deadStretches, soundMarks } from './media-signals.js';

let dir: string;
let footage: { file: string; truth: AssistTruth };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'assist-signals-'));
  footage = await makeAssistFootage(dir, shortAssistScript);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Each span as its start and end rounded to the second: generated footage is exact to well within that. */
const seconds = (spans: TimeSpan[]) => spans.map((s) => [Math.round(s.startMs / 1000), Math.round(s.endMs / 1000)]);

describe('soundMarks', () => {
  it("finds the footage's whistles and horn, each within 0.1 s of the script", async () => {
    const marks = await soundMarks(footage.file);
    for (const kind of ['whistle', 'horn'] as const) {
      const found = marks.filter((m) => m.kind === kind);
      const truth = kind === 'whistle' ? footage.truth.whistles : footage.truth.horns;
      expect(found).toHaveLength(truth.length);
      found.forEach((mark, i) => {
        expect(Math.abs(mark.startMs - truth[i]!.startMs)).toBeLessThanOrEqual(100);
        expect(Math.abs(mark.endMs - truth[i]!.endMs)).toBeLessThanOrEqual(100);
      });
    }
  });

  it('finds nothing in footage without sound', async () => {
    const file = join(dir, 'silent.mp4');
    await makeTestVideo(file, { seconds: 1 });
    expect(await soundMarks(file)).toEqual([]);
  });

  it('rejects when aborted, so the pass is recorded as stopped', async () => {
    const controller = new AbortController();
    const pass = soundMarks(footage.file, controller.signal);
    controller.abort(new Error('the pass was cancelled'));
    await expect(pass).rejects.toThrow('the pass was cancelled');
  });

  it('rejects a file ffmpeg cannot read', async () => {
    const file = join(dir, 'broken.mp4');
    await writeFile(file, 'not a video');
    await expect(soundMarks(file)).rejects.toThrow();
    await expect(deadStretches(file)).rejects.toThrow(/ffmpeg/);
  });
});

describe('deadStretches', () => {
  it("marks the footage's frozen stretch, and nothing where play moves", async () => {
    expect(seconds(await deadStretches(footage.file))).toEqual(seconds(footage.truth.still));
  });
});
