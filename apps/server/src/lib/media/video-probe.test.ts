import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { parseProbeOutput, probeVideo, videoContentType } from './video-probe.js';
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
    expect(facts).toMatchObject({ width: 320, height: 240, codec: 'h264', contentType: 'video/mp4' });
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

  it('types a file by its container, never by its name: a QuickTime file called .mp4 is video/quicktime', async () => {
    const file = path.join(directory, 'really-a-mov.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5', '-t', '1'],
      ...['-c:v', 'libx264', '-f', 'mov', file],
    ]);
    expect(await probeVideo(file)).toMatchObject({ contentType: 'video/quicktime' });
  });

  it('refuses a still image, though ffprobe reads it as a video stream', async () => {
    const file = path.join(directory, 'photo.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x48',
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      file,
    ]);
    expect(await probeVideo(file)).toBeNull();
  });

  it('refuses a playlist dressed as a video without opening what it names (no fetch from our servers)', async () => {
    let connections = 0;
    const trap = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    trap.listen(0, '127.0.0.1');
    await new Promise((resolve) => trap.once('listening', resolve));
    const port = (trap.address() as AddressInfo).port;
    const playlist = path.join(directory, 'playlist.mp4');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nhttp://127.0.0.1:${port}/segment.ts\n#EXTINF:1.0,\n/etc/passwd\n#EXT-X-ENDLIST\n`,
    );
    expect(await probeVideo(playlist)).toBeNull();
    trap.close();
    expect(connections).toBe(0);
  });

  it('maps containers to the video types we store, and refuses every other container', () => {
    const cases: [string, string | undefined, string | undefined, string | null][] = [
      ['mov,mp4,m4a,3gp,3g2,mj2', 'isom', 'h264', 'video/mp4'],
      ['mov,mp4,m4a,3gp,3g2,mj2', 'qt  ', 'h264', 'video/quicktime'],
      ['mov,mp4,m4a,3gp,3g2,mj2', undefined, 'h264', 'video/mp4'],
      ['avi', undefined, 'mpeg4', 'video/x-msvideo'],
      ['asf', undefined, 'wmv2', 'video/x-ms-wmv'],
      ['matroska,webm', undefined, 'vp9', 'video/webm'],
      ['matroska,webm', undefined, 'h264', 'video/x-matroska'],
      ['mpegts', undefined, 'h264', 'video/mp2t'],
      ['mpeg', undefined, 'mpeg2video', 'video/mpeg'],
      ['png_pipe', undefined, 'png', null],
      ['image2', undefined, 'mjpeg', null],
      ['gif', undefined, 'gif', null],
      ['hls', undefined, 'h264', null],
      ['flv', undefined, 'flv1', null],
      ['', undefined, undefined, null],
    ];
    for (const [format, brand, codec, type] of cases) expect(videoContentType(format, brand, codec), format).toBe(type);
    const stream = { codec_type: 'video', codec_name: 'png', width: 64, height: 48 };
    expect(parseProbeOutput(JSON.stringify({ streams: [stream], format: { format_name: 'png_pipe' } }))).toBeNull();
    expect(
      parseProbeOutput(
        JSON.stringify({ streams: [{ ...stream, codec_name: 'h264' }], format: { format_name: 'avi', duration: '3' } }),
      ),
    ).toEqual({ durationSeconds: 3, width: 64, height: 48, codec: 'h264', contentType: 'video/x-msvideo' });
  });
});
