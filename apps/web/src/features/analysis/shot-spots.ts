import { shotZone, type ShotZone } from '@courtside/domain';

/**
 * Shot locations by keyboard: the left hand's three rows of three keys are the half court as the workspace's
 * diagram draws it (the baseline at the top, seen from half court facing the basket):
 *
 *   q w e   left baseline · at the rim · right baseline (a three there is a corner three)
 *   a s d   left block · the lane · right block (the paint: twos only)
 *   z x c   left wing · the top · right wing (a three there is above the break)
 *
 * A key places the shot at one representative point, in feet as the court click gives them; the shot's value
 * picks the distance, so a three always lands beyond the arc and a two inside it. These are the points the zone
 * and paint figures read: each lies well inside its zone of `shotZone`, away from the lines.
 */
export const SPOT_KEYS = ['q', 'w', 'e', 'a', 's', 'd', 'z', 'x', 'c'] as const;
type SpotKey = (typeof SPOT_KEYS)[number];

interface Spot {
  x: number;
  y: number;
}

const TWO_SPOTS: Record<SpotKey, Spot> = {
  q: { x: -14, y: 4 },
  w: { x: 0, y: 6.5 },
  e: { x: 14, y: 4 },
  a: { x: -6, y: 9 },
  s: { x: 0, y: 14 },
  d: { x: 6, y: 9 },
  z: { x: -13, y: 16 },
  x: { x: 0, y: 22 },
  c: { x: 13, y: 16 },
};

// Corners between the 22 ft line and the sideline; wings and top a stride beyond the 23.75 ft arc.
const THREE_SPOTS: Partial<Record<SpotKey, Spot>> = {
  q: { x: -23, y: 5 },
  e: { x: 23, y: 5 },
  z: { x: -18, y: 23 },
  x: { x: 0, y: 30 },
  c: { x: 18, y: 23 },
};

/** Where a zone key places a shot worth `points`, with the zone that puts it in; null for a key that is no spot. */
export function spotOf(key: string, points: 2 | 3): (Spot & { zone: ShotZone }) | null {
  if (!(SPOT_KEYS as readonly string[]).includes(key)) return null;
  const spot = (points === 3 ? THREE_SPOTS : TWO_SPOTS)[key as SpotKey];
  return spot ? { ...spot, zone: shotZone(spot.x, spot.y, points) } : null;
}

/** The zone keys a shot's prompt offers, as the entry line shows them. */
export function spotKeysHint(points: 2 | 3): string {
  return points === 3 ? 'spot q/e corner · z/x/c wing, top' : 'spot q w e baseline, rim · a s d paint · z x c wing, top';
}
