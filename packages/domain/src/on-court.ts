import { periodLength } from './periods.js';
import { SIDES, opponentOf, type GameEvent, type GameSetup, type PlusMinusRule, type Side } from './play-by-play.js';

/**
 * Who is on court through a game, and so whose +/- and minutes each play counts for (DESIGN.md §4). The
 * box score and the lineups read this one walk, so a player's +/- is always their units' margin.
 *
 * - The five who start are the side's first `lineup` play of the first period or, without one, the setup's
 *   starters. Without five for both sides, nobody's +/- or minutes is known.
 * - A substitution swaps one player; a `lineup` play (a period's start) replaces the five; a disqualifying
 *   foul takes the player off at once (the substitute comes in with the substitution that follows).
 * - Points count for the players on court at the play, except free throws. Under the `foul` rule (the
 *   default), a free throw counts for the lineups on court when the foul that awarded it was committed: the
 *   latest non-technical foul by the other team on the shooter since play last ran (unless a later one names
 *   nobody fouled) or, failing that, the other team's latest non-technical foul in the period, whoever came in
 *   since. A technical foul's free
 *   throw counts for the lineups on court when it is shot: each technical foul awards the next free throw of
 *   the other team, shot before play resumes. Under `free-throw` (FIBA), every free throw counts for the
 *   lineups on court when it is shot.
 * - Seconds need the clock on every play that changes a lineup; a period with no change counts whole.
 * - A game walked `soFar` (the workspace's live box, mid-game) stops at the latest clock known in its latest
 *   period (a period's end is 0:00, its start the period's length): what is still to play counts for nobody.
 */

export type CourtLineup = readonly string[];
export type OnCourt = Record<Side, CourtLineup>;

/** A stretch of a period in which one side's players did not change. */
export interface Stint {
  side: Side;
  playerIds: CourtLineup;
  seconds: number;
}

export interface CourtWalk {
  /** The five who started, per side; null when either side's are unknown. */
  starters: OnCourt | null;
  /** Whether the seconds of the stints are known (every lineup change has a clock). */
  timed: boolean;
  /** Per play, in order: the players on court when it happened (before a change it makes). */
  onCourt: OnCourt[];
  /** Per play, in order: the lineups its points count for (the same as `onCourt` but for free throws). */
  credited: OnCourt[];
  /** The stints, with seconds when `timed` (0 otherwise). */
  stints: Stint[];
}

const FIVE = 5;

/** A side's five starters: its first lineup play of the first period, or the setup's. */
function startersOf(setup: GameSetup, ordered: readonly GameEvent[], side: Side): CourtLineup | null {
  // The five asked for as the game began win over the setup's: the analyst saw who took the court.
  const first = ordered.find((event) => event.type === 'lineup' && event.team === side && event.period === 1);
  if (first?.type === 'lineup' && new Set(first.playerIds).size === FIVE) return [...new Set(first.playerIds)];
  const named = setup[side].starters ?? [];
  if (new Set(named).size === FIVE) return [...new Set(named)];
  return null;
}

/** The five who started per side, or null when either side's are unknown. */
export function startingLineups(setup: GameSetup, events: readonly GameEvent[]): OnCourt | null {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const home = startersOf(setup, ordered, 'home');
  const away = startersOf(setup, ordered, 'away');
  return home && away ? { home, away } : null;
}

/** The players whose lineup a play changes, and how; null when it changes none. */
function change(event: GameEvent, current: CourtLineup): CourtLineup | null {
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- no other play changes a lineup
  switch (event.type) {
    case 'substitution': {
      if (!current.includes(event.outId) && current.includes(event.inId)) return null;
      const rest = current.filter((playerId) => playerId !== event.outId && playerId !== event.inId);
      return [...rest, event.inId];
    }
    case 'lineup': {
      const next = [...new Set(event.playerIds)];
      const same = next.length === current.length && next.every((playerId) => current.includes(playerId));
      return same ? null : next;
    }
    case 'foul':
      if (event.kind === 'disqualifying' && event.playerId && current.includes(event.playerId))
        return current.filter((playerId) => playerId !== event.playerId);
      return null;
    default:
      return null;
  }
}

export interface WalkOptions {
  /** Count time only as far as the plays go (a game still being tagged), not to the end of the game. */
  soFar?: boolean;
}

/** Walks a game's plays (in order of play) and says who was on court at each and for how long. */
export function walkCourt(setup: GameSetup, ordered: readonly GameEvent[], options: WalkOptions = {}): CourtWalk {
  const starters = startingLineups(setup, ordered);
  if (!starters) {
    const none: OnCourt = { home: [], away: [] };
    return { starters: null, timed: false, onCourt: ordered.map(() => none), credited: ordered.map(() => none), stints: [] };
  }
  const rule: PlusMinusRule = setup.plusMinusRule ?? 'foul';
  let timed = true;

  let lineups: OnCourt = { home: starters.home, away: starters.away };
  const stints: Stint[] = [];
  // The clock at which each side's current players came on, in the current period.
  const since: Record<Side, number> = { home: 0, away: 0 };
  let period = 0;
  /** The clock of the latest play in the current period that has one: how far a walk `soFar` goes. */
  let latestClock = 0;
  const close = (side: Side, clock: number) => {
    stints.push({ side, playerIds: lineups[side], seconds: Math.max(0, since[side] - clock) });
    since[side] = clock;
  };

  // The lineups at each side's latest non-technical foul in this period, and at the fouls on each player since
  // play last ran (two trips can be owed at once).
  const atFoul: Record<Side, OnCourt | null> = { home: null, away: null };
  const atFoulOn: Record<Side, Map<string, OnCourt>> = { home: new Map(), away: new Map() };
  const technicalThrows = technicalFreeThrows(ordered);

  const onCourt: OnCourt[] = [];
  const credited: OnCourt[] = [];
  /** Whether the period's ball has been live yet (a shot, a rebound, a turnover). */
  let live = false;
  for (const event of ordered) {
    if (event.period !== period) {
      if (period > 0) for (const side of SIDES) close(side, 0);
      // Periods with no plays at all were played whole by whoever was on court.
      for (let skipped = period + 1; skipped < event.period; skipped += 1) {
        for (const side of SIDES) {
          since[side] = periodLength(setup, skipped);
          close(side, 0);
        }
      }
      period = event.period;
      live = false;
      for (const side of SIDES) since[side] = periodLength(setup, period);
      latestClock = periodLength(setup, period);
      atFoul.home = atFoul.away = null;
      atFoulOn.home.clear();
      atFoulOn.away.clear();
    }
    onCourt.push(lineups);
    credited.push(creditFor(event));
    if (event.type === 'period_end') latestClock = 0;
    else if (event.clock !== undefined) latestClock = event.clock;

    if (event.type === 'shot' || event.type === 'rebound' || event.type === 'turnover') live = true;
    if (event.type === 'foul') {
      if (event.kind !== 'technical') {
        atFoul[event.team] = lineups;
        // A foul that names nobody fouled may have awarded any trip that follows: the latest foul decides.
        if (event.drawnById) atFoulOn[event.team].set(event.drawnById, lineups);
        else atFoulOn[event.team].clear();
      }
    } else if (
      event.type === 'shot' ||
      event.type === 'rebound' ||
      event.type === 'turnover' ||
      (event.type === 'clock' && event.running)
    ) {
      // Play resumed: any free throw owed has been shot or will not be.
      atFoulOn.home.clear();
      atFoulOn.away.clear();
    }
    if ('team' in event) {
      const next = change(event, lineups[event.team]);
      if (next) {
        // A lineup play before the period's first live play is at its start, clock or none.
        const clock = event.clock ?? (event.type === 'lineup' && !live ? periodLength(setup, period) : undefined);
        if (clock === undefined) timed = false;
        close(event.team, clock ?? 0);
        lineups = { ...lineups, [event.team]: next };
      }
    }
  }
  if (period > 0) for (const side of SIDES) close(side, options.soFar ? latestClock : 0);
  // Periods after the last play were played whole, unless the game is still being tagged.
  for (let skipped = period + 1; !options.soFar && skipped <= setup.periods; skipped += 1) {
    for (const side of SIDES) {
      since[side] = periodLength(setup, skipped);
      close(side, 0);
    }
  }
  return {
    starters,
    timed,
    onCourt,
    credited,
    stints: timed ? stints.filter((stint) => stint.seconds > 0) : stints.map((stint) => ({ ...stint, seconds: 0 })),
  };

  function creditFor(event: GameEvent): OnCourt {
    if (event.type !== 'free_throw' || rule === 'free-throw' || technicalThrows.has(event.id)) return lineups;
    const fouler = opponentOf(event.team);
    return atFoulOn[fouler].get(event.playerId) ?? atFoul[fouler] ?? lineups;
  }
}

/**
 * The ids of technical free throws: each technical foul gives the other team its next free throw before play
 * resumes (a shot, a rebound or a turnover), and technicals on both teams cancel out, so neither shoots.
 */
export function technicalFreeThrows(ordered: readonly GameEvent[]): Set<string> {
  const owed: Record<Side, number> = { home: 0, away: 0 };
  const ids = new Set<string>();
  for (const event of ordered) {
    if (event.type === 'foul' && event.kind === 'technical') {
      if (owed[event.team] > 0) owed[event.team] -= 1;
      else owed[opponentOf(event.team)] += 1;
    } else if (event.type === 'free_throw' && owed[event.team] > 0) {
      owed[event.team] -= 1;
      ids.add(event.id);
    } else if (event.type === 'shot' || event.type === 'rebound' || event.type === 'turnover') {
      owed.home = 0;
      owed.away = 0;
    }
  }
  return ids;
}
