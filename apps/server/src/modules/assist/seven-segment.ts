/**
 * Reads the digits of a seven-segment (LED) scoreboard from a grayscale crop of the footage. Pure: no I/O.
 *
 * A board's lit segments are far brighter than its dark ones (often drawn dim, as on a real board) and its
 * background, so a threshold halfway between the crop's dark and bright levels keeps only what is lit. Each
 * run of lit columns is a cell: a digit (its seven segments sampled where they sit in the cell), a `1` (a
 * narrow cell lit top to bottom), a decimal point (a narrow cell lit only at the bottom) or a colon.
 */

/** A grayscale image: one byte a pixel, rows top to bottom. */
export interface GrayCrop {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Segments lit for each digit, as bits g..a from the high end (a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle). */
const DIGITS: Record<number, string> = {
  0b0111111: '0',
  0b0000110: '1',
  0b1011011: '2',
  0b1001111: '3',
  0b1100110: '4',
  0b1101101: '5',
  0b1111101: '6',
  0b1111100: '6', // a 6 without its top bar, as some boards draw it
  0b0000111: '7',
  0b0100111: '7', // a 7 with its upper left bar
  0b1111111: '8',
  0b1101111: '9',
  0b1100111: '9', // a 9 without its bottom bar
};

/** Where each segment is sampled in a digit's box, as fractions [left, right, top, bottom], in the order a..g. */
const SEGMENT_WINDOWS: [number, number, number, number][] = [
  [0.3, 0.7, 0, 0.14],
  [0.72, 1, 0.2, 0.4],
  [0.72, 1, 0.6, 0.8],
  [0.3, 0.7, 0.86, 1],
  [0, 0.28, 0.6, 0.8],
  [0, 0.28, 0.2, 0.4],
  [0.3, 0.7, 0.43, 0.57],
];

/** Below this spread between dark and bright levels nothing is lit (a board switched off, or no board). */
const MIN_CONTRAST = 40;

/**
 * The text the board shows in `crop`: digits with `:` and `.` where lit (`12:34`, `45.3`, `87`), or null when
 * nothing is lit or a cell is not a digit (a board caught mid-change, something in front of it).
 */
export function readSevenSegment(crop: GrayCrop): string | null {
  const { width, height, data } = crop;
  if (width === 0 || height === 0) return null;
  const sorted = Uint8Array.from(data).sort();
  const dark = sorted[Math.floor(sorted.length * 0.05)] ?? 0;
  const bright = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  if (bright - dark < MIN_CONTRAST) return null;
  const threshold = (dark + bright) / 2;
  const lit = (x: number, y: number) => (data[y * width + x] ?? 0) > threshold;

  // The digits' rows: from the first to the last row with lit pixels.
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!lit(x, y)) continue;
      if (top < 0) top = y;
      bottom = y;
      break;
    }
  }
  const digitHeight = bottom - top + 1;
  if (top < 0 || digitHeight < 7) return null;

  const cells = litColumnRuns(crop, lit, top, bottom);
  let text = '';
  for (const [left, right] of cells) {
    const rows = litRows(lit, left, right, top, bottom);
    const cellWidth = right - left + 1;
    if (cellWidth < digitHeight * 0.3) {
      // Narrow: a 1 (lit over most of the height), a decimal point (only at the bottom), or a colon.
      const coverage = rows.filter(Boolean).length / digitHeight;
      if (coverage >= 0.6) text += '1';
      else if (rows.every((on, index) => !on || index >= digitHeight * 0.7)) text += '.';
      else if (!text.endsWith(':')) text += ':';
      continue;
    }
    let segments = 0;
    SEGMENT_WINDOWS.forEach(([x0, x1, y0, y1], bit) => {
      if (litShare(lit, left + x0 * cellWidth, left + x1 * cellWidth, top + y0 * digitHeight, top + y1 * digitHeight) >= 0.3) {
        segments |= 1 << bit;
      }
    });
    const digit = DIGITS[segments];
    if (digit === undefined) return null;
    text += digit;
  }
  return text === '' ? null : text;
}

/** Runs of columns with a lit pixel between `top` and `bottom`, as [left, right] (inclusive). */
function litColumnRuns(crop: GrayCrop, lit: (x: number, y: number) => boolean, top: number, bottom: number) {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= crop.width; x += 1) {
    let on = false;
    for (let y = top; x < crop.width && y <= bottom && !on; y += 1) on = lit(x, y);
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      runs.push([start, x - 1]);
      start = -1;
    }
  }
  return runs;
}

/** For each row from `top` to `bottom`, whether the columns `left`..`right` have a lit pixel in it. */
function litRows(lit: (x: number, y: number) => boolean, left: number, right: number, top: number, bottom: number) {
  const rows: boolean[] = [];
  for (let y = top; y <= bottom; y += 1) {
    let on = false;
    for (let x = left; x <= right && !on; x += 1) on = lit(x, y);
    rows.push(on);
  }
  return rows;
}

/** The share of lit pixels in a window (fractional bounds rounded inward, at least one pixel each way). */
function litShare(lit: (x: number, y: number) => boolean, x0: number, x1: number, y0: number, y1: number): number {
  const left = Math.round(x0);
  const right = Math.max(left, Math.round(x1) - 1);
  const upper = Math.round(y0);
  const lower = Math.max(upper, Math.round(y1) - 1);
  let on = 0;
  for (let y = upper; y <= lower; y += 1) for (let x = left; x <= right; x += 1) if (lit(x, y)) on += 1;
  return on / ((right - left + 1) * (lower - upper + 1));
}
