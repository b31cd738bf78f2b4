import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readOverlay, stopOcr } from './ocr.js';
import type { GrayCrop } from './seven-segment.js';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** `text` drawn by ffmpeg's drawtext on a plain box, as a broadcast overlay shows a score or a clock. */
async function overlayCrop(text: string, colors = { box: '0x101828', text: 'white' }): Promise<GrayCrop> {
  const [width, height] = [120, 36];
  const drawn =
    text === ''
      ? 'null'
      : `drawtext=fontfile=${FONT}:fontsize=26:fontcolor=${colors.text}:text='${text.replace(':', '\\:')}':x=(w-tw)/2:y=(h-th)/2`;
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=${colors.box}:s=${width}x${height}`,
      '-vf',
      drawn,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    { encoding: 'buffer' },
  );
  return { width, height, data: new Uint8Array(stdout) };
}

afterAll(stopOcr);

describe('readOverlay', () => {
  it.each(['25', '104', '1:35', '10:00', '36.0'])('reads %s off an overlay', async (text) => {
    expect(await readOverlay(await overlayCrop(text))).toBe(text);
  });

  it('reads dark text on a light box as well', async () => {
    expect(await readOverlay(await overlayCrop('87', { box: 'white', text: 'black' }))).toBe('87');
  });

  it('reads nothing off an empty box', async () => {
    expect(await readOverlay(await overlayCrop(''))).toBeNull();
  });
});
