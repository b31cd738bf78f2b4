import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProbeOutput, probeVideo } from './video-probe.js';
import { makeTestVideo } from '../../test/test-video.js';

describe('probing an uploaded file with ffprobe', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-probe-'));
  });
  afterAll(async () => rm(directory, { recursive: true, force: true }));

  it('finds the video stream of a real MP4: duration, resolution and codec', async () => {
    const file = path.join(directory, 'game.mp4');
    await makeTestVideo(file, { audio: true });
    const facts = await probeVideo(file);
    expect(facts).toMatchObject({ width: 320, height: 240, codec: 'h264' });
    expect(facts?.durationSeconds).toBeGreaterThan(1.5);
    expect(facts?.durationSeconds).toBeLessThan(2.5);
  });

  it('finds no video in a PDF renamed .mp4, nor in an audio-only file', async () => {
    const pdf = path.join(directory, 'scores.mp4');
    await writeFile(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await probeVideo(pdf)).toBeNull();
    expect(parseProbeOutput(JSON.stringify({ streams: [{ codec_type: 'audio', codec_name: 'aac' }] }))).toBeNull();
    expect(parseProbeOutput('not json')).toBeNull();
  });
});
