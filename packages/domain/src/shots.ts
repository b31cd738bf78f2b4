import type { GameEvent } from './play-by-play.js';
import type { ReportShot } from './report-schema.js';

/** Where shots are taken, nearest the basket first. Free of schemas, so the web app can use it without zod. */
export const SHOT_ZONES = ['restricted_area', 'paint', 'mid_range', 'corner_three', 'above_break_three'] as const;
export type ShotZone = (typeof SHOT_ZONES)[number];

/** The basket, in feet on a half court: on the middle line, 5.25 ft from the baseline. */
export const BASKET = { x: 0, y: 5.25 } as const;

/**
 * Where a shot was taken, from its location and value: the restricted area (within 4 ft of the basket), the
 * rest of the paint (|x| <= 8 ft, y <= 19 ft), mid-range (other twos), corner threes (y <= 14 ft) and threes
 * above the break. The value decides two against three, as the analyst saw it, so the two three-point zones
 * always add up to the box score's 3PA (a three tagged in the lane is a slip the location cannot overrule).
 */
export function shotZone(x: number, y: number, points: 2 | 3): ShotZone {
  if (points === 3) return y <= 14 ? 'corner_three' : 'above_break_three';
  if (Math.hypot(x - BASKET.x, y - BASKET.y) <= 4) return 'restricted_area';
  if (Math.abs(x) <= 8 && y <= 19) return 'paint';
  return 'mid_range';
}

/** Every shot with both coordinates, in `seq` order, with its zone; shots without a location are left out. */
export function shotsOf(events: readonly GameEvent[]): ReportShot[] {
  const shots: ReportShot[] = [];
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (event.type !== 'shot' || event.x === undefined || event.y === undefined) continue;
    shots.push({
      playId: event.id,
      team: event.team,
      playerId: event.playerId,
      period: event.period,
      made: event.made,
      points: event.points,
      x: event.x,
      y: event.y,
      zone: shotZone(event.x, event.y, event.points),
    });
  }
  return shots;
}

export interface ZoneSummary {
  made: number;
  attempts: number;
  /** Made / attempts, a fraction; null without an attempt. */
  pct: number | null;
}

/** Made, attempted and FG% (a fraction) in each of the five zones, every zone present. */
export function summarizeZones(shots: readonly ReportShot[]): Record<ShotZone, ZoneSummary> {
  const summary = Object.fromEntries(SHOT_ZONES.map((zone) => [zone, { made: 0, attempts: 0, pct: null }])) as Record<
    ShotZone,
    ZoneSummary
  >;
  for (const shot of shots) {
    const zone = summary[shot.zone];
    zone.attempts += 1;
    if (shot.made) zone.made += 1;
  }
  for (const zone of Object.values(summary)) zone.pct = zone.attempts > 0 ? zone.made / zone.attempts : null;
  return summary;
}

/** The zones as a coach names them. */
export const ZONE_LABELS: Record<ShotZone, string> = {
  restricted_area: 'Restricted area',
  paint: 'Paint (non-RA)',
  mid_range: 'Mid-range',
  corner_three: 'Corner 3',
  above_break_three: 'Above the break 3',
};
