// Values come only from the domain's schema-free modules (clips, players): a module that builds zod schemas as
// it loads would put zod into the statistics page's chunk. So the personal foul kinds are repeated below.
import {
  clipWindowOf,
  clipsOf,
  playerLabel,
  type ClipWindow,
  type GameReport,
  type ReportPlay,
  type Side,
} from '@courtside/domain';

/**
 * Playlists (DESIGN.md §4 "Clips"): which plays a figure of the statistics page counts, so "Watch all (n)" can
 * play them back to back, and where each play sits in the merged windows of the footage.
 */

/** The box score's columns whose figure counts plays, by the column's key (box-table-sort's keys). */
export const COUNTED_STATS = {
  pts: 'points',
  fg: 'field goal attempts',
  fg2: 'two-point attempts',
  fg3: 'three-point attempts',
  ft: 'free throw attempts',
  oreb: 'offensive rebounds',
  dreb: 'defensive rebounds',
  reb: 'rebounds',
  ast: 'assists',
  tov: 'turnovers',
  stl: 'steals',
  blk: 'blocks',
  blka: 'shots blocked',
  pf: 'personal fouls',
  fd: 'fouls drawn',
} as const;
export type CountedStat = keyof typeof COUNTED_STATS;

export function isCountedStat(key: string): key is CountedStat {
  return key in COUNTED_STATS;
}

/** Fouls counted in PF (as the engine's PERSONAL_FOUL_KINDS): not technicals. */
const PERSONAL_FOULS: readonly string[] = ['personal', 'shooting', 'offensive', 'unsportsmanlike', 'disqualifying'];

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Whether `play` counts in `stat` of `side`'s player `playerId`, or of the team's totals (playerId null: team
 * rebounds and turnovers included), as the engine counts the box score. A play without its tagged body (reports
 * built before engine 3) counts in nothing.
 */
export function countsIn(play: ReportPlay, side: Side, playerId: string | null, stat: CountedStat): boolean {
  const body = play.body;
  if (!body) return false;
  const is = (id: string | undefined) => id !== undefined && (playerId === null || id === playerId);
  const own = 'team' in body && body.team === side;
  switch (body.type) {
    case 'shot': {
      if (stat === 'blk') return body.team === other(side) && !body.made && is(body.blockId);
      if (!own) return false;
      if (stat === 'pts') return body.made && is(body.playerId);
      if (stat === 'fg') return is(body.playerId);
      if (stat === 'fg2' || stat === 'fg3') return body.points === (stat === 'fg2' ? 2 : 3) && is(body.playerId);
      if (stat === 'ast') return body.made && is(body.assistId);
      if (stat === 'blka') return !body.made && body.blockId !== undefined && is(body.playerId);
      return false;
    }
    case 'free_throw':
      return own && is(body.playerId) && (stat === 'ft' || (stat === 'pts' && body.made));
    case 'rebound': {
      const kind = stat === 'reb' || stat === (body.offensive ? 'oreb' : 'dreb');
      return own && kind && (playerId === null || body.playerId === playerId);
    }
    case 'turnover':
      if (stat === 'tov') return own && (playerId === null || body.playerId === playerId);
      return stat === 'stl' && body.team === other(side) && is(body.stealId);
    case 'foul':
      if (stat === 'pf') return own && PERSONAL_FOULS.includes(body.kind) && is(body.playerId);
      // An offensive foul is also a turnover of the fouler (the team's, without one).
      if (stat === 'tov') return own && body.kind === 'offensive' && (playerId === null || body.playerId === playerId);
      return stat === 'fd' && body.team === other(side) && is(body.drawnById);
    case 'substitution':
    case 'lineup':
    case 'clock':
    case 'timeout':
    case 'period_start':
    case 'period_end':
      return false;
  }
}

/** The plays behind a box score figure, in game order: a player's (or, with playerId null, the team's). */
export function playsBehind(
  report: Pick<GameReport, 'plays'>,
  side: Side,
  playerId: string | null,
  stat: CountedStat,
): ReportPlay[] {
  return report.plays.filter((play) => countsIn(play, side, playerId, stat));
}

const COUNTED = Object.keys(COUNTED_STATS) as CountedStat[];

/**
 * `playsBehind` for every player of `side` and every figure of their box at once, from one pass over the plays,
 * each play tried for the players it names only: a 500-play game's box asked `playsBehind` for some 200 figures,
 * 100,000 plays tried, in one render that could not be sliced (issue 37, the page drawn soon after it loads).
 */
export function playsBehindEach(
  report: Pick<GameReport, 'plays'>,
  side: Side,
): (playerId: string, stat: CountedStat) => ReportPlay[] {
  const index = new Map<string, ReportPlay[]>();
  for (const play of report.plays) {
    // Only the players a play names can have it behind a figure (countsIn counts nothing without its body).
    if (!play.body) continue;
    for (const playerId of new Set(play.playerIds)) {
      for (const stat of COUNTED) {
        if (!countsIn(play, side, playerId, stat)) continue;
        const key = `${playerId} ${stat}`;
        const plays = index.get(key);
        if (plays) plays.push(play);
        else index.set(key, [play]);
      }
    }
  }
  return (playerId, stat) => index.get(`${playerId} ${stat}`) ?? [];
}

const BOOKKEEPING = new Set(['substitution', 'lineup', 'clock', 'period_start', 'period_end']);

/**
 * The plays of the game (both teams') while `side` had exactly these five on court: from the starters (or a
 * first `lineup` play), each substitution and lineup play changing the five. Substitutions, lineups and period
 * marks are not plays to watch.
 */
export function unitPlays(report: Pick<GameReport, 'plays' | 'setup'>, side: Side, playerIds: readonly string[]): ReportPlay[] {
  const unit = new Set(playerIds);
  let court = new Set(report.setup[side].starters ?? []);
  const result: ReportPlay[] = [];
  for (const play of report.plays) {
    const body = play.body;
    if (body?.type === 'lineup' && body.team === side) court = new Set(body.playerIds);
    if (body?.type === 'substitution' && body.team === side) {
      court.delete(body.outId);
      court.add(body.inId);
    }
    if (BOOKKEEPING.has(play.type)) continue;
    if (court.size === unit.size && [...unit].every((id) => court.has(id))) result.push(play);
  }
  return result;
}

/** Period marks, clock marks and lineups are no play to watch (a filter of the play-by-play lists them). */
export function isWatchable(play: Pick<ReportPlay, 'type' | 'videoMs'>): boolean {
  return play.videoMs !== null && !['period_start', 'period_end', 'clock', 'lineup'].includes(play.type);
}

/** "#4 Ann Lee — turnovers", "Tigers — rebounds": what a box score playlist is, for its heading and its reel. */
export function boxPlaylistTitle(setup: GameReport['setup'], side: Side, playerId: string | null, stat: CountedStat): string {
  const who = playerId === null ? setup[side].name : playerLabel(setup, side, playerId);
  return `${who} — ${COUNTED_STATS[stat]}`;
}

/** A playlist to play: a title and its plays (any order; the player plays them in footage order). */
export interface Playlist {
  title: string;
  plays: readonly ReportPlay[];
}

/** One play of a playlist as the player steps through it. */
export interface PlaylistItem {
  play: ReportPlay;
  /** The merged window it plays in. */
  window: number;
  /** Where the player seeks to show it: its window's start, or halfway from the play before in the same window. */
  fromMs: number;
}

/** What the player plays: the windows (merged) and each play in footage order, with where it starts. */
export interface PlaylistPlan {
  windows: ClipWindow[];
  items: PlaylistItem[];
  /** Plays of the playlist without a place on the footage (not played). */
  withoutFootage: number;
}

/**
 * A playlist's plan: plays with a footage position in footage order (game order on a tie), their windows merged
 * where they overlap or touch (clipsOf), and cut to the footage's length when it is known (`durationMs`: a play
 * past its end has no window). In a merged window each play is "current" from halfway between it and the play
 * before, so "3 of 12" follows the footage and Next lands on the next play.
 */
export function planPlaylist(plays: readonly ReportPlay[], durationMs?: number): PlaylistPlan {
  const placed = plays
    .filter((play) => play.videoMs !== null && clipWindowOf(play, durationMs) !== null)
    .sort((a, b) => (a.videoMs ?? 0) - (b.videoMs ?? 0) || a.seq - b.seq);
  const unique = placed.filter((play, index) => placed.findIndex((candidate) => candidate.id === play.id) === index);
  const windows = clipsOf(unique, durationMs);
  const windowOf = new Map<string, number>();
  windows.forEach((window, index) => {
    for (const id of window.playIds) windowOf.set(id, index);
  });
  const items: PlaylistItem[] = [];
  for (const play of unique) {
    const window = windowOf.get(play.id) ?? 0;
    const before = items.at(-1);
    const fromMs =
      before && before.window === window
        ? ((before.play.videoMs ?? 0) + (play.videoMs ?? 0)) / 2
        : (windows[window]?.startMs ?? 0);
    items.push({ play, window, fromMs });
  }
  return { windows, items, withoutFootage: plays.length - unique.length };
}

/**
 * The item (index) showing at `ms` of the footage while window `window` plays, for a frame shown from `ms` for
 * `frameMs`: an item that starts within the frame is the one showing. A seek to an item's start shows the frame that
 * covers it, whose time is up to a frame earlier: read alone, it would name the item before.
 */
export function itemAt(plan: PlaylistPlan, window: number, ms: number, frameMs = 0): number {
  let found = plan.items.findIndex((item) => item.window === window);
  if (found < 0) return 0;
  for (let index = found + 1; index < plan.items.length; index += 1) {
    const item = plan.items[index];
    if (!item || item.window !== window || (item.fromMs > ms && item.fromMs >= ms + frameMs)) break;
    found = index;
  }
  return found;
}

/** "3 of 12". */
export function positionText(index: number, count: number): string {
  return `${String(index + 1)} of ${String(count)}`;
}

/**
 * One game's share of a playlist that plays across games (a player's page: their made threes of the season): the
 * game's footage, its plays, and what names the game while they play. A game's page plays one part.
 */
export interface PlaylistPart {
  /** The game's footage, read by HTTP range. */
  src: string;
  plays: readonly ReportPlay[];
  /** The game's regulation periods, for "Q2" and "OT1" (unknown: "Period 2"). */
  periods?: number | undefined;
  /** The footage's length, when known: the windows are cut to it. */
  durationMs?: number | undefined;
  /** Which game the plays are from ("vs Hawks, Nov 1, 2026"), said while they play; none for a game's own page. */
  label?: string | undefined;
}

/** What the player plays of several parts: each part's plan, one after the other, its windows numbered on. */
export interface PartsPlan extends PlaylistPlan {
  windows: (ClipWindow & { part: number })[];
  items: (PlaylistItem & { part: number })[];
}

/**
 * The plan of a playlist across games: each part planned alone (`planPlaylist`: a game's windows merge, two
 * games' never do, whatever their positions on their own footage), in the parts' order.
 */
export function planParts(parts: readonly PlaylistPart[]): PartsPlan {
  const plan: PartsPlan = { windows: [], items: [], withoutFootage: 0 };
  parts.forEach((part, index) => {
    const own = planPlaylist(part.plays, part.durationMs);
    const offset = plan.windows.length;
    plan.windows.push(...own.windows.map((window) => ({ ...window, part: index })));
    plan.items.push(...own.items.map((item) => ({ ...item, window: item.window + offset, part: index })));
    plan.withoutFootage += own.withoutFootage;
  });
  return plan;
}
