import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TeamLogoType } from '@courtside/domain';
import { runMediaTool } from '../../lib/media/media-process.js';

/** A team's logo as the season PDF reads it: its type, and its bytes read only when a PDF is drawn. */
export interface SeasonLogo {
  type: TeamLogoType;
  read: () => Promise<Readable>;
}

/** ffmpeg decodes a one-frame WebP in milliseconds; past this something is wrong with the file. */
const CONVERT_DEADLINE_MS = 10_000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A WebP logo as PNG, for pdfkit (which draws PNG and JPEG only). ffmpeg, which the server runs for footage
 * already, converts it: sharp is not a dependency, and one logo per PDF is not worth adding it. The input is
 * read as a WebP image and nothing else (`-f webp_pipe`), from a file of our own temporary directory.
 */
async function webpToPng(bytes: Buffer): Promise<Buffer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-season-logo-'));
  try {
    const input = path.join(directory, 'logo.webp');
    const output = path.join(directory, 'logo.png');
    await writeFile(input, bytes);
    await runMediaTool(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-f', 'webp_pipe', '-i', input, '-frames:v', '1', '-c:v', 'png', '-f', 'image2', output],
      CONVERT_DEADLINE_MS,
    );
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * The logo's bytes as pdfkit can draw them (PNG or JPEG as stored, WebP converted to PNG), or null when there
 * is no logo or it cannot be read or converted (gone from storage, an animated WebP ffmpeg cannot decode): the
 * season is worth more than its logo, so the PDF is then made without it.
 */
export async function drawableLogo(logo: SeasonLogo | null | undefined): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    const bytes = await bytesOf(await logo.read());
    return logo.type === 'image/webp' ? await webpToPng(bytes) : bytes;
  } catch {
    return null;
  }
}
