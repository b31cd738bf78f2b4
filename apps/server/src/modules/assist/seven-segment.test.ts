import { describe, expect, it } from 'vitest';
import { readSevenSegment, type GrayCrop } from './seven-segment.js';

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/**
 * A board drawn into a gray crop: each character of `text` a cell (a digit's segments lit, a space dark,
 * `:` two dots and `.` one at the bottom, each in a narrow cell), every segment drawn dim when not lit, as a
 * real board shows them, on a noisy dark background.
 */
function board(text: string, { lit = 200, dim = 40, seed = 1 } = {}): GrayCrop {
  const digitWidth = 20;
  const digitHeight = 34;
  const stroke = 4;
  const gap = 6;
  const margin = 6;
  const cellWidth = (char: string) => (char === ':' || char === '.' ? stroke + gap : digitWidth + gap);
  let width = margin * 2;
  for (const char of text) width += cellWidth(char);
  const height = digitHeight + margin * 2;
  const data = new Uint8Array(width * height);
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    data[index] = 10 + (state % 12);
  }
  const fill = (x: number, y: number, w: number, h: number, level: number) => {
    for (let row = y; row < y + h; row += 1) for (let column = x; column < x + w; column += 1) data[row * width + column] = level;
  };
  let x = margin;
  const y = margin;
  const half = Math.floor(digitHeight / 2);
  for (const char of text) {
    if (char === ':') {
      fill(x, y + 10, stroke, stroke, lit);
      fill(x, y + digitHeight - 14, stroke, stroke, lit);
    } else if (char === '.') {
      fill(x, y + digitHeight - stroke, stroke, stroke, lit);
    } else {
      const on = SEGMENTS[char] ?? '';
      const boxes: Record<string, [number, number, number, number]> = {
        a: [x + stroke, y, digitWidth - 2 * stroke, stroke],
        b: [x + digitWidth - stroke, y + stroke, stroke, half - stroke - 1],
        c: [x + digitWidth - stroke, y + half + 1, stroke, half - stroke - 1],
        d: [x + stroke, y + digitHeight - stroke, digitWidth - 2 * stroke, stroke],
        e: [x, y + half + 1, stroke, half - stroke - 1],
        f: [x, y + stroke, stroke, half - stroke - 1],
        g: [x + stroke, y + half - 2, digitWidth - 2 * stroke, stroke],
      };
      for (const [name, [bx, by, bw, bh]] of Object.entries(boxes)) fill(bx, by, bw, bh, on.includes(name) ? lit : dim);
    }
    x += cellWidth(char);
  }
  return { width, height, data };
}

describe('readSevenSegment', () => {
  it('reads every digit, lit over the dim segments a board always shows', () => {
    expect(readSevenSegment(board('0123456789'))).toBe('0123456789');
  });

  it('reads a game clock in minutes and seconds, and in seconds and tenths under a minute', () => {
    expect(readSevenSegment(board('10:00'))).toBe('10:00');
    expect(readSevenSegment(board(' 1:35'))).toBe('1:35');
    expect(readSevenSegment(board(' 36.0'))).toBe('36.0');
    expect(readSevenSegment(board('  7.1'))).toBe('7.1');
  });

  it('skips dark cells, so a score with blank leading digits reads as its number', () => {
    expect(readSevenSegment(board('  8'))).toBe('8');
    expect(readSevenSegment(board(' 11'))).toBe('11');
  });

  it('reads a dim board as well as a bright one', () => {
    expect(readSevenSegment(board('47', { lit: 90, dim: 25, seed: 7 }))).toBe('47');
  });

  it('reads nothing from a board with nothing lit, or a cell that is no digit', () => {
    expect(readSevenSegment(board('   ', { lit: 200, dim: 30 }))).toBeNull();
    // Something in front of the lower half of the first digit: its top half alone is no digit.
    const hidden = board('88');
    for (let row = 24; row < hidden.height; row += 1) hidden.data.fill(15, row * hidden.width + 6, row * hidden.width + 26);
    expect(readSevenSegment(hidden)).toBeNull();
  });
});
