// Values come only from the domain's schema-free modules (periods, players, shots): importing from one that
// builds zod schemas as it loads would put zod (about 25 KB gzipped) into the statistics page's chunk.
import {
  SHOT_ZONES,
  periodLabel,
  playerLabel,
  summarizeZones,
  type GameReport,
  type ReportShot,
  type ShotZone,
  type Side,
  type ZoneSummary,
} from '@courtside/domain';

import { ZONE_LABELS } from '@courtside/domain';

export { ZONE_LABELS };

type ReportSetup = GameReport['setup'];

/** A player as a coach reads them: "#7 Sam Lee"; by id when off the roster. */
export const playerName = (setup: Pick<ReportSetup, 'home' | 'away'>, side: Side, playerId: string): string =>
  playerLabel(setup, side, playerId);

/** The zones, nearest the basket first. */
export const ZONES: readonly ShotZone[] = SHOT_ZONES;

export type ZoneTotals = ZoneSummary;

/** Made, attempted and FG% in each zone, and over all of them. */
export function zoneTotals(shots: readonly ReportShot[]): { zones: Record<ShotZone, ZoneTotals>; total: ZoneTotals } {
  const made = shots.filter((shot) => shot.made).length;
  return {
    zones: summarizeZones(shots),
    total: { made, attempts: shots.length, pct: shots.length > 0 ? made / shots.length : null },
  };
}

/** Both teams, or one. */
export type TeamChoice = 'both' | Side;

export { FALLBACK_COLORS, contrastOnWhite, readableColor, teamColors } from '@courtside/domain';

/** What the shot chart shows: a team or both, one player or all (null), one period or all (null), made or missed or both, one zone or all. */
export interface ShotFilters {
  team: TeamChoice;
  playerId: string | null;
  period: number | null;
  result?: 'made' | 'missed' | null;
  zone?: ShotZone | null;
}

export const ALL_SHOTS: ShotFilters = { team: 'both', playerId: null, period: null };

/** The shots the filters let through, in game order. */
export function filterShots(shots: readonly ReportShot[], filters: ShotFilters): ReportShot[] {
  return shots.filter(
    (shot) =>
      (filters.team === 'both' || shot.team === filters.team) &&
      (filters.playerId === null || shot.playerId === filters.playerId) &&
      (filters.period === null || shot.period === filters.period) &&
      (!filters.result || shot.made === (filters.result === 'made')) &&
      (!filters.zone || shot.zone === filters.zone),
  );
}

export interface PlayerOption {
  id: string;
  team: Side;
  /** "#7 Sam Lee". */
  label: string;
}

/** The players of the chosen team(s) who appear in `hasPlayer`, home first, each team in roster order. */
export function playerOptions(setup: ReportSetup, team: TeamChoice, hasPlayer: (side: Side, playerId: string) => boolean) {
  const sides: Side[] = team === 'both' ? ['home', 'away'] : [team];
  return sides.flatMap((side) =>
    setup[side].players
      .filter((player) => hasPlayer(side, player.id))
      .map((player): PlayerOption => ({ id: player.id, team: side, label: playerName(setup, side, player.id) })),
  );
}

/** The players of the chosen team(s) with at least one located shot. */
export function shooterOptions(setup: ReportSetup, shots: readonly ReportShot[], team: TeamChoice): PlayerOption[] {
  const shooters = new Set(shots.map((shot) => `${shot.team}:${shot.playerId}`));
  return playerOptions(setup, team, (side, playerId) => shooters.has(`${side}:${playerId}`));
}

/** The chosen player while they are among the options; otherwise everyone (a team change can drop them). */
export function validPlayer(playerId: string | null, options: readonly PlayerOption[]): string | null {
  return playerId !== null && options.some((option) => option.id === playerId) ? playerId : null;
}

/** A field-goal percentage as a coach reads it: "45.5%", or "–" without an attempt. */
export function formatPct(pct: number | null): string {
  return pct === null ? '–' : `${(Math.round(pct * 1000) / 10).toFixed(1)}%`;
}

/**
 * What a printed shot chart shows, since the filters do not print: "Shot chart: Hawks, Q2 only",
 * "Shot chart: Tigers, #5 Ann Lee", "Shot chart: all shots".
 */
export function shotChartCaption(
  setup: Pick<ReportSetup, 'home' | 'away' | 'periods'>,
  filters: ShotFilters,
  player: PlayerOption | null,
): string {
  const side = filters.team === 'both' ? (player?.team ?? null) : filters.team;
  const parts = [
    side === null ? null : setup[side].name,
    player?.label ?? null,
    filters.period === null ? null : `${periodLabel(setup.periods, filters.period)} only`,
    filters.result ? `${filters.result} shots` : null,
    filters.zone ? ZONE_LABELS[filters.zone] : null,
  ].filter((part): part is string => part !== null);
  return `Shot chart: ${parts.length === 0 ? 'all shots' : parts.join(', ')}`;
}
