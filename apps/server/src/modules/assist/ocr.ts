import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { GrayCrop } from './seven-segment.js';

/**
 * Reads a broadcast overlay's score or clock with tesseract.js (WebAssembly, in a worker thread). Its English
 * model comes from the `@tesseract.js-data/eng` package in node_modules, never from the network (tesseract.js
 * fetches from a CDN when not given a path), and is not cached to disk. One worker serves every read of the
 * process: starting one costs most of a second.
 */

const require = createRequire(import.meta.url);
/** The integer-quantized LSTM model: a third of the size of the full one, and what tesseract.js itself defaults to. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Text below this height (pixels) is scaled up: tesseract reads digits best some 30 pixels tall. */
const MIN_HEIGHT = 48;

let worker: Promise<Worker> | undefined;

function ocrWorker(): Promise<Worker> {
  worker ??= (async () => {
    const created = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
    await created.setParameters({
      tessedit_char_whitelist: '0123456789:.',
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
    });
    return created;
  })();
  // A worker that failed to start is not kept: the next read tries again.
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}

/** The text of an overlay's crop (digits, `:` and `.`), or null when nothing was read. */
export async function readOverlay(crop: GrayCrop): Promise<string | null> {
  const image = toPgm(crop);
  // An empty box is not worth a recognition (tesseract also prints statistics to stdout for a blank page).
  if (!image) return null;
  const { data } = await (await ocrWorker()).recognize(image);
  const text = data.text.replace(/\s+/g, '');
  return text === '' ? null : text;
}

/** Ends the worker thread (a process with it open does not exit); the next read starts a new one. */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await (await running).terminate();
}

/**
 * Gray levels between the crop's darkest and brightest pixels below which it holds no text. The extremes, not
 * the percentiles: a lone `1` in a wide box is under 2% of its pixels.
 */
const MIN_CONTRAST = 32;

/**
 * The crop as a binary PGM image, dark text on white (tesseract's models are trained on print), scaled up to
 * `MIN_HEIGHT` by pixel repetition when smaller; null when the crop is flat (no text). Overlays put light text
 * on dark boxes, or the reverse: the text is the minority of the pixels, on whichever side of the threshold.
 */
function toPgm(crop: GrayCrop): Buffer | null {
  const { width, height, data } = crop;
  const sorted = Uint8Array.from(data).sort();
  const dark = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
  const bright = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  if ((sorted.at(-1) ?? 0) - (sorted[0] ?? 0) < MIN_CONTRAST) return null;
  const threshold = (dark + bright) / 2;
  let above = 0;
  for (const value of data) if (value > threshold) above += 1;
  const lightText = above < data.length / 2;

  const scale = Math.max(1, Math.ceil(MIN_HEIGHT / height));
  const outWidth = width * scale;
  const outHeight = height * scale;
  const header = Buffer.from(`P5\n${outWidth} ${outHeight}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(outWidth * outHeight);
  for (let y = 0; y < outHeight; y += 1) {
    const row = Math.floor(y / scale) * width;
    for (let x = 0; x < outWidth; x += 1) {
      const isText = (data[row + Math.floor(x / scale)] ?? 0) > threshold === lightText;
      pixels[y * outWidth + x] = isText ? 0 : 255;
    }
  }
  return Buffer.concat([header, pixels]);
}
