import type { Region, ScoreboardRegions } from './assist-api';

/** The three boxes, in the order the analyst draws them. */
export const BOXES = ['home', 'away', 'clock'] as const;
export type BoxName = (typeof BOXES)[number];
export const BOX_LABELS: Record<BoxName, string> = { home: 'Home score', away: 'Away score', clock: 'Game clock' };

/** A box's numeric fields, in percent of the frame, as typed. */
export const COORDS = ['x', 'y', 'width', 'height'] as const;
export type Coord = (typeof COORDS)[number];
export const COORD_LABELS: Record<Coord, string> = { x: 'left', y: 'top', width: 'width', height: 'height' };
export type BoxFields = Record<Coord, string>;

/** A box smaller than this (a fraction of the frame) is a click, not a box. */
const SMALLEST = 0.005;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where a pointer at (clientX, clientY) falls on the frame drawn at `rect`, as fractions clamped to the frame. */
export function pointOnFrame(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  return {
    x: rect.width > 0 ? clamp((clientX - rect.left) / rect.width) : 0,
    y: rect.height > 0 ? clamp((clientY - rect.top) / rect.height) : 0,
  };
}

/** The box dragged between two points of the frame, whichever way the drag went. */
export function dragRegion(from: { x: number; y: number }, to: { x: number; y: number }): Region {
  const x = clamp(Math.min(from.x, to.x));
  const y = clamp(Math.min(from.y, to.y));
  return { x, y, width: clamp(Math.max(from.x, to.x)) - x, height: clamp(Math.max(from.y, to.y)) - y };
}

/** A box as its fields show it: percent to a tenth. */
export function fieldsOf(region: Region | null): BoxFields {
  const percent = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value * 1000) / 10));
  return { x: percent(region?.x), y: percent(region?.y), width: percent(region?.width), height: percent(region?.height) };
}

/** The box its fields describe, or why they do not describe one (not numbers, outside the frame, no size). */
export function regionOf(fields: BoxFields): { region: Region } | { error: string } {
  const values = COORDS.map((coord) => Number(fields[coord].trim() === '' ? NaN : fields[coord]) / 100);
  const [x = NaN, y = NaN, width = NaN, height = NaN] = values;
  if (values.some((value) => !Number.isFinite(value))) return { error: 'Draw the box, or type its four numbers (percent).' };
  if (width < SMALLEST || height < SMALLEST) return { error: 'The box has no size: draw it larger.' };
  // A hair over from rounding to a tenth of a percent is the frame's edge.
  if (x < 0 || y < 0 || x + width > 1.001 || y + height > 1.001) return { error: 'The box must lie within the frame.' };
  return { region: { x, y, width: x + width > 1 ? 1 - x : width, height: y + height > 1 ? 1 - y : height } };
}

/** The boxes to save, or each box's problem. */
export function regionsOf(
  kind: ScoreboardRegions['kind'],
  fields: Record<BoxName, BoxFields>,
): { regions: ScoreboardRegions } | { errors: Partial<Record<BoxName, string>> } {
  const errors: Partial<Record<BoxName, string>> = {};
  const boxes: Partial<Record<BoxName, Region>> = {};
  for (const name of BOXES) {
    const result = regionOf(fields[name]);
    if ('error' in result) errors[name] = result.error;
    else boxes[name] = result.region;
  }
  const { home, away, clock } = boxes;
  return home && away && clock ? { regions: { kind, home, away, clock } } : { errors };
}
