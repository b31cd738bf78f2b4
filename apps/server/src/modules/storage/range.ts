import type { ByteRange } from './storage.js';

/**
 * Reads a single-range `Range: bytes=` header against a file of `size` bytes: the range (ends clamped to
 * the file), null when there is no usable header (send the whole file), or 'unsatisfiable' (416).
 * Multiple ranges are answered with the whole file, which RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
