/**
 * bench/keys: the game the keys bench types, and the keys an analyst types for it.
 *
 * `keysGame` is a whole game of the domain's simulation (random-game.ts: 20-player rosters, four quarters and an
 * overtime, substitutions, period-start lineups, every foul kind with its free throws, technicals, timeouts, team
 * rebounds and turnovers, the clock started after each whistle, now and then set from the scoreboard), with what
 * the simulation leaves out added as an analyst sees it on the footage: a spot for every field goal, a kind for
 * every turnover, who drew each personal and offensive foul, fast breaks, and jersey numbers as rosters have them.
 *
 * `planKeys` works out, play by play, the fewest keys that tag it in the workspace: it runs the workspace's own
 * entry machine (entry.ts, period-lineup-keys.ts, workspace-entry-commands.ts) on a copy of the play list, tries
 * the ways a play can be typed (as the answer to the prompt still open, or afresh, after Esc or Enter when the
 * prompt would take the key) and keeps the shortest that leaves the list as the game has it. The bench then types
 * that plan in Chromium; the plan's counts are the keys the analyst presses.
 */
import {
  SIDES,
  opponentOf,
  shotZone,
  type EventBody,
  type GameEvent,
  type GameSetup,
  type Side,
  type TeamSheet,
} from '@courtside/domain';
import { randomGame } from '@courtside/domain/test-support/random-game';
import {
  AWAY_KEYS,
  BENCH_KEYS,
  HOME_KEYS,
  IDLE,
  TURNOVER_KEYS,
  benchOf,
  matchJersey,
  press,
  type EntryState,
} from '../apps/web/src/features/analysis/entry';
import { lineupBench, pressLineupKey, type LineupKeysState } from '../apps/web/src/features/analysis/period-lineup-keys';
import type { Change, PlayByPlaySnapshot } from '../apps/web/src/features/analysis/play-by-play-store';
import { spotOf } from '../apps/web/src/features/analysis/shot-spots';
import { insertionIndex, lineupAt, ordered, type WorkspaceEvent } from '../apps/web/src/features/analysis/timeline';
import {
  addClockMark,
  entryContextAt,
  runEntryCommands,
  startPeriod,
  type EntryTarget,
} from '../apps/web/src/features/analysis/workspace-entry-commands';

/** A small, seeded generator (mulberry32), so one seed is one game. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface KeysGame {
  setup: GameSetup;
  /** The plays and the clock's marks, as the analyst should leave them (shots located where they were taken). */
  events: GameEvent[];
  /** Per foul that awarded free throws, their ids in order. */
  trips: Record<string, string[]>;
}

/** Choices a period's simulation reads: about this many fill a 10-minute quarter. */
const CHOICES_PER_PERIOD = 420;

/** A spot on the half court where a shot of `points` is taken, in feet as the court click gives them. */
function spotFor(points: 2 | 3, random: () => number): { x: number; y: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  for (;;) {
    let x: number;
    let y: number;
    if (points === 3) {
      if (random() < 0.3) {
        x = (random() < 0.5 ? -1 : 1) * (22.3 + random() * 2);
        y = 0.5 + random() * 13;
      } else {
        const angle = (random() - 0.5) * Math.PI * 0.8;
        const distance = 24.2 + random() * 3;
        x = distance * Math.sin(angle);
        y = 5.25 + distance * Math.cos(angle);
      }
    } else {
      // Half the twos near the basket, as games have them; the rest anywhere inside the arc.
      const angle = (random() - 0.5) * Math.PI;
      const distance = random() < 0.5 ? random() * 8 : random() * 21;
      x = distance * Math.sin(angle);
      y = 5.25 + distance * Math.cos(angle);
    }
    const spot = { x: round(x), y: round(y) };
    const threeLine = spot.y <= 14 ? Math.abs(spot.x) >= 22 : Math.hypot(spot.x, spot.y - 5.25) >= 23.75;
    if (spot.y >= 0.5 && Math.abs(spot.x) <= 24.5 && threeLine === (points === 3)) return spot;
  }
}

/**
 * The zone key an analyst presses for a shot taken at (x, y): the key of `shot-spots.ts` whose zone the shot is
 * in, on its side of the court.
 */
export function zoneKeyFor(x: number, y: number, points: 2 | 3): string {
  const zone = shotZone(x, y, points);
  const side = (left: string, middle: string, right: string) => (x < -4 ? left : x > 4 ? right : middle);
  switch (zone) {
    case 'corner_three':
      return x < 0 ? 'q' : 'e';
    case 'above_break_three':
      return side('z', 'x', 'c');
    case 'restricted_area':
      return 'w';
    case 'paint':
      return x < -3 ? 'a' : x > 3 ? 'd' : 's';
    case 'mid_range':
      return y <= 9 ? (x < 0 ? 'q' : 'e') : side('z', 'x', 'c');
  }
}

/** Jersey numbers as rosters have them: distinct, 0 to 55, listed in order. */
function jerseys(count: number, random: () => number): string[] {
  const pool = Array.from({ length: 56 }, (_, index) => index);
  const picked: number[] = [];
  while (picked.length < count) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked.sort((a, b) => a - b).map(String);
}

/** The game the bench types (see the module's comment). */
export function keysGame(seed = 29): KeysGame {
  const random = seeded(seed);
  const periods = 4;
  const overtimes = 1;
  const choices = Array.from({ length: periods + overtimes }, (_, period) =>
    Array.from({ length: period < periods ? CHOICES_PER_PERIOD : CHOICES_PER_PERIOD / 2 }, () => Math.floor(random() * 2 ** 31)),
  );
  const game = randomGame({
    homePlayers: 20,
    awayPlayers: 20,
    periods,
    periodSeconds: 600,
    overtimeSeconds: 300,
    overtimes,
    plusMinusRule: 'foul',
    startersInSetup: { home: true, away: false },
    realMix: true,
    choices,
  });
  const sheet = (side: Side, name: string): TeamSheet => {
    const numbers = jerseys(game.setup[side].players.length, random);
    return {
      ...game.setup[side],
      name,
      players: game.setup[side].players.map((player, index) => ({
        ...player,
        number: numbers[index] ?? player.number,
        name: `${name.split(' ')[1] ?? name} ${String(index + 1)}`,
      })),
    };
  };
  const setup: GameSetup = {
    ...game.setup,
    home: sheet('home', 'Northside Tigers'),
    away: sheet('away', 'Harbour Hawks'),
    fastBreaksTracked: true,
  };
  const drawnBy = new Map<string, string>();
  for (const [foulId, freeThrows] of Object.entries(game.trips)) {
    const first = game.events.find((event) => event.id === freeThrows[0]);
    if (first?.type === 'free_throw') drawnBy.set(foulId, first.playerId);
  }
  const onCourt: Record<Side, string[]> = {
    home: [...(setup.home.starters ?? [])],
    away: [...(setup.away.starters ?? [])],
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const events = game.events.map((event): GameEvent => {
    // A clock typed on a play is the one the track gives there (random-game.ts): the analyst leaves it out.
    const { clock: typed, ...plain } = event;
    const kept = event.type === 'clock' && typed !== undefined ? event : (plain as GameEvent);
    switch (kept.type) {
      case 'lineup':
        onCourt[kept.team] = [...kept.playerIds];
        return kept;
      case 'substitution':
        onCourt[kept.team] = onCourt[kept.team].map((id) => (id === kept.outId ? kept.inId : id));
        return kept;
      case 'shot': {
        const spot = spotFor(kept.points, random);
        return { ...kept, ...spot, ...(kept.made && random() < 0.12 ? { fastBreak: true } : {}) };
      }
      case 'turnover': {
        const kind = kept.stealId
          ? pick(['bad pass', 'bad pass', 'lost ball'])
          : kept.playerId
            ? pick(['bad pass', 'lost ball', 'travel', 'travel', '3 seconds', 'other'])
            : pick(['shot clock', 'shot clock', 'other']);
        return { ...kept, kind };
      }
      case 'foul': {
        if (kept.kind === 'personal' || kept.kind === 'offensive')
          return { ...kept, drawnById: pick(onCourt[opponentOf(kept.team)]) };
        const drawn = drawnBy.get(kept.id);
        const fastBreak = kept.kind === 'shooting' && random() < 0.1 ? { fastBreak: true } : {};
        return { ...kept, ...(drawn ? { drawnById: drawn } : {}), ...fastBreak };
      }
      case 'clock':
      case 'free_throw':
      case 'period_end':
      case 'period_start':
      case 'rebound':
      case 'timeout':
        return kept;
    }
  });
  return { setup, events, trips: game.trips };
}

/** What each key is for, to count them apart. */
export type KeyRole = 'play' | 'location' | 'clock' | 'lineup' | 'close';

export interface PlannedKey {
  key: string;
  role: KeyRole;
  /** Typed into the lineup window (it is open after `p` at a period's start). */
  window?: boolean;
  /** Typed into the "Set clock here" field (its click counts as a key: a click into it; Enter leaves it). */
  field?: boolean;
}

export interface PlannedPlay {
  event: GameEvent;
  /** The footage position the keys are pressed at. */
  videoMs: number;
  keys: PlannedKey[];
}

export interface PlanOptions {
  /** Place field goals with a zone key. */
  locations: boolean;
  /** Start the clock after each whistle (`g`) and set it from the scoreboard when it was off. */
  clock: boolean;
}

/** The play list the workspace keeps, without a server. */
class SimulatedStore implements EntryTarget {
  plays: WorkspaceEvent[] = [];

  getSnapshot = (): PlayByPlaySnapshot => ({
    plays: this.plays,
    status: 'saved',
    conflict: null,
    canUndo: false,
    canRedo: false,
  });

  find(id: string): WorkspaceEvent | undefined {
    return this.plays.find((play) => play.id === id);
  }

  change(...changes: Change[]): void {
    for (const change of changes) {
      if (change.type !== 'create') throw new Error(`the plan makes no ${change.type}`);
      this.plays = ordered([...this.plays, change.event]);
    }
  }

  amend(id: string, fields: Partial<WorkspaceEvent>): void {
    this.plays = this.plays.map((play) => (play.id === id ? { ...play, ...fields } : play));
  }

  copy(): SimulatedStore {
    const store = new SimulatedStore();
    store.plays = this.plays;
    return store;
  }
}

interface Sim {
  store: SimulatedStore;
  entry: EntryState;
  /** A period's start asked for its lineups. */
  starting: { period: number; ms: number } | null;
}

/** What a play's body is for the comparison: its fields without those left undefined, lineups as sets. */
function comparable(body: EventBody): string {
  const fields = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, unknown] => [key, key === 'playerIds' ? [...(value as string[])].sort() : value])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/** A generated event's body as the workspace should hold it once typed (a zone key puts a shot at its zone's spot). */
function typedBody(event: GameEvent, options: PlanOptions): EventBody {
  const { id: _id, seq: _seq, period: _period, videoMs: _videoMs, clock: _clock, ...body } = event;
  if (body.type !== 'shot') return body;
  const { x, y, ...rest } = body;
  if (!options.locations || x === undefined || y === undefined) return rest;
  const spot = spotOf(zoneKeyFor(x, y, body.points), body.points);
  if (!spot || spot.zone !== shotZone(x, y, body.points)) throw new Error(`no zone key for a shot at ${String(x)}, ${String(y)}`);
  return { ...rest, x: spot.x, y: spot.y };
}

const slotKeys = (side: Side) => (side === 'home' ? HOME_KEYS : AWAY_KEYS);
const TEAM_KEY: Record<Side, string> = { home: '[', away: ']' };
const KIND_KEY = Object.fromEntries(Object.entries(TURNOVER_KEYS).map(([key, kind]) => [kind, key]));
const FOUL_KIND_KEY = {
  personal: 'Enter',
  shooting: 's',
  offensive: 'o',
  technical: 't',
  unsportsmanlike: 'u',
  disqualifying: 'x',
};

/**
 * Keys that pick `playerId` among `candidates`: its place's key (1-0, then q-p: the workspace's BENCH_KEYS), or,
 * past the 20th, `#` and as much of the jersey as it takes.
 */
function pickKeys(setup: GameSetup, side: Side, candidates: readonly string[], playerId: string): string[] {
  const place = candidates.indexOf(playerId);
  if (place >= 0 && place < BENCH_KEYS.length) return [BENCH_KEYS[place] ?? ''];
  return jerseyKeys(setup, side, candidates, playerId);
}

function jerseyKeys(setup: GameSetup, side: Side, candidates: readonly string[], playerId: string): string[] {
  const number = setup[side].players.find((player) => player.id === playerId)?.number ?? '';
  for (let length = 1; length <= number.length; length += 1) {
    const typed = number.slice(0, length);
    if (matchJersey(setup, side, candidates, typed).picked === playerId) return ['#', ...typed.split('')];
  }
  return ['#', ...number.split(''), 'Enter'];
}

/**
 * What the workspace's list holds once each event is typed: the plays' bodies as compared, and per event the
 * number of plays typed by then. A period's start holds its lineups (the window writes both sides'); a clock set
 * from the scoreboard is a stopped mark with the clock, then `g`'s.
 */
function expectedPlays(
  setup: GameSetup,
  events: readonly GameEvent[],
  options: PlanOptions,
): { bodies: string[]; after: number[] } {
  const onCourt = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const starters = setup[side].starters ?? [];
    onCourt[side] = starters.length === 5 ? [...starters] : setup[side].players.slice(0, 5).map((player) => player.id);
  }
  const bodies: string[] = [];
  const after: number[] = [];
  for (const [index, event] of events.entries()) {
    if (event.type === 'period_start') {
      for (let next = index + 1; events[next]?.type === 'lineup'; next += 1) {
        const lineup = events[next] as Extract<GameEvent, { type: 'lineup' }>;
        onCourt[lineup.team] = [...lineup.playerIds];
      }
      bodies.push(comparable({ type: 'period_start' }));
      for (const side of SIDES) bodies.push(comparable({ type: 'lineup', team: side, playerIds: onCourt[side] }));
    } else if (event.type === 'clock') {
      if (event.clock !== undefined) bodies.push(comparable({ type: 'clock', running: false }));
      bodies.push(comparable({ type: 'clock', running: true }));
    } else if (event.type !== 'lineup') {
      if (event.type === 'substitution')
        onCourt[event.team] = onCourt[event.team].map((id) => (id === event.outId ? event.inId : id));
      bodies.push(comparable(typedBody(event, options)));
    }
    after.push(bodies.length);
  }
  return { bodies, after };
}

/** One play typed: the workspace after it, and its keys (those closing the prompt before it first). */
interface Step {
  sim: Sim;
  keys: PlannedKey[];
}

/**
 * The keys of every play of `game` (see the module's comment). Throws when the workspace's machine cannot type
 * a play the way the game has it: the bench then knows its plan, not the box score, is wrong.
 */
export function planKeys(game: KeysGame, options: PlanOptions): PlannedPlay[] {
  const { setup } = game;
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const events = options.clock ? game.events : game.events.filter((event) => event.type !== 'clock');
  const expected = expectedPlays(setup, events, options);

  const run = (from: Sim, keys: readonly string[], ms: number): Sim | null => {
    const next: Sim = { store: from.store.copy(), entry: from.entry, starting: null };
    for (const key of keys) {
      const context = entryContextAt(setup, next.store.plays, ms);
      if (!context) return null;
      const result = press(next.entry, key, context, newId);
      if (result.ignored) return null;
      next.entry = result.state;
      runEntryCommands(next.store, result.commands, ms, newId, {
        startPeriod: (period, at) => (next.starting = { period, ms: at }),
      });
    }
    return next;
  };
  const matches = (candidate: Sim, count: number): boolean => {
    const plays = candidate.store.plays;
    if (plays.length !== count) return false;
    // The plays this one can have added or amended: its own and the one whose prompt it answered.
    for (let index = Math.max(0, count - 8); index < count; index += 1)
      if (comparable((plays[index] as WorkspaceEvent).body) !== expected.bodies[index]) return false;
    return true;
  };
  /** The first way of typing that leaves the list as expected: the prompt's answer, else afresh (closing it first if need be). */
  const choose = (sim: Sim, ways: (PlannedKey[] | null)[], ms: number, count: number): Step => {
    const tried: string[] = [];
    for (const way of ways) {
      if (!way) continue;
      for (const closer of [[], ['Escape'], ['Enter']]) {
        const keys = [...closer.map((key): PlannedKey => ({ key, role: 'close' })), ...way];
        const candidate = run(
          sim,
          keys.map((planned) => planned.key),
          ms,
        );
        if (candidate && matches(candidate, count)) return { sim: candidate, keys };
        tried.push(keys.map((planned) => planned.key).join(' '));
      }
    }
    throw new Error(`no keys type play ${String(count)} as the game has it (tried: ${tried.join(' | ')})`);
  };

  /** Types event `index` from `sim`; `only` keeps one of its ways of typing (to compare them). */
  const step = (sim: Sim, index: number, only?: number): Step => {
    const event = events[index] as GameEvent;
    const ms = event.videoMs ?? 0;
    const count = expected.after[index] ?? 0;
    const context = entryContextAt(setup, sim.store.plays, ms);
    if (!context) throw new Error('no setup');
    const slot = (playerId: string): string => {
      for (const side of SIDES) {
        const place = context.onCourt[side].indexOf(playerId);
        if (place >= 0) return slotKeys(side)[place] ?? '';
      }
      throw new Error(`${playerId} is not on court at play ${String(index)}`);
    };
    const play = (key: string): PlannedKey => ({ key, role: 'play' });
    const plays = (...keys: string[]) => keys.map(play);

    if (event.type === 'lineup') return { sim, keys: [] }; // typed in its period's window
    if (event.type === 'period_start') {
      const opened = run(sim, ['p'], ms);
      if (!opened?.starting) throw new Error(`p did not open period ${String(event.period)}'s window`);
      const prefill = lineupAt(setup, opened.store.plays, insertionIndex(opened.store.plays, ms));
      let window: LineupKeysState = { lineups: { home: [...prefill.home], away: [...prefill.away] }, picked: null };
      const keys: PlannedKey[] = [play('p')];
      for (let next = index + 1; events[next]?.type === 'lineup'; next += 1) {
        const lineup = events[next] as Extract<GameEvent, { type: 'lineup' }>;
        const side = lineup.team;
        const arriving = lineup.playerIds.filter((id) => !window.lineups[side].includes(id));
        for (const [place, playerId] of window.lineups[side].entries()) {
          if (lineup.playerIds.includes(playerId)) continue;
          const incoming = arriving.shift();
          if (!incoming) throw new Error('a lineup of fewer than five');
          const bench = lineupBench(setup, window.lineups, side);
          const change = [slotKeys(side)[place] ?? '', ...pickKeys(setup, side, bench, incoming)];
          for (const key of change) {
            const result = pressLineupKey(window, key, setup);
            if (!result) throw new Error(`the lineup window refused ${key}`);
            window = result.state;
          }
          keys.push(...change.map((key): PlannedKey => ({ key, role: 'lineup', window: true })));
        }
      }
      keys.push({ key: 'Enter', role: 'play', window: true });
      const started: Sim = { store: opened.store.copy(), entry: opened.entry, starting: null };
      startPeriod(started.store, opened.starting.period, ms, window.lineups, newId);
      if (!matches(started, count)) throw new Error(`period ${String(event.period)} did not start as planned`);
      return { sim: started, keys };
    }
    if (event.type === 'clock') {
      const keys: PlannedKey[] = [];
      const next: Sim = { store: sim.store.copy(), entry: sim.entry, starting: null };
      if (event.clock !== undefined) {
        // Set from the scoreboard: a click into "Set clock here", the clock as it shows, Enter (which hands the
        // keys back to the workspace: no click out).
        addClockMark(next.store, { running: false, clock: event.clock }, ms, newId);
        keys.push(
          { key: 'click', role: 'clock', field: true },
          ...[...scoreboardClock(event.clock).split(''), 'Enter'].map((key): PlannedKey => ({ key, role: 'clock', field: true })),
        );
      }
      const started = run(next, ['g'], ms);
      // `g` is a fresh key wherever a prompt is open: no prompt takes it.
      if (!started || !matches(started, count)) throw new Error(`g did not start the clock at play ${String(index)}`);
      keys.push({ key: 'g', role: 'clock' });
      return { sim: started, keys };
    }

    const entry = sim.entry;
    let ways: (PlannedKey[] | null)[];
    switch (event.type) {
      case 'shot': {
        const keys = plays(slot(event.playerId), event.made ? (event.points === 2 ? 'q' : 'w') : event.points === 2 ? 'a' : 's');
        if (options.locations && event.x !== undefined && event.y !== undefined)
          keys.push({ key: zoneKeyFor(event.x, event.y, event.points), role: 'location' });
        if (event.fastBreak) keys.push(play('f'));
        if (event.assistId) keys.push(play(slot(event.assistId)));
        if (event.blockId) keys.push(...plays('b', slot(event.blockId)));
        ways = [keys];
        break;
      }
      case 'free_throw': {
        const result = event.made ? 'e' : 'd';
        const inTrip = entry.step === 'free_throw' && entry.shooterId === event.playerId;
        // The trip's shooter without their key, where the scheme takes it.
        ways = [inTrip ? plays(result) : null, plays(result), plays(slot(event.playerId), result)];
        break;
      }
      case 'rebound': {
        const who = event.playerId ? slot(event.playerId) : TEAM_KEY[event.team];
        ways = [entry.step === 'rebound' ? plays(who) : null, plays(who, 'r')];
        break;
      }
      case 'turnover': {
        const keys = plays(event.playerId ? slot(event.playerId) : TEAM_KEY[event.team], 't');
        if (event.kind) keys.push(play(KIND_KEY[event.kind] ?? ''));
        if (event.stealId) keys.push(play(slot(event.stealId)));
        ways = [keys];
        break;
      }
      case 'foul': {
        if (event.kind === 'technical') {
          if (!event.playerId) ways = [plays(TEAM_KEY[event.team], 'f', event.bench === 'coach' ? 'c' : 'b')];
          else if (context.onCourt[event.team].includes(event.playerId)) ways = [plays(slot(event.playerId), 'f', 't')];
          else {
            const bench = benchOf(event.team, context);
            ways = [plays(TEAM_KEY[event.team], 'f', ...jerseyKeys(setup, event.team, bench, event.playerId))];
          }
          break;
        }
        const fouler = slot(event.playerId ?? '');
        const keys = plays(fouler, 'f', FOUL_KIND_KEY[event.kind]);
        if (event.fastBreak) keys.push(play('f'));
        if (event.drawnById) keys.push(play(slot(event.drawnById)));
        // A personal foul named by the fouled player's key alone, where the scheme takes it.
        const short = event.kind === 'personal' && event.drawnById ? plays(fouler, 'f', slot(event.drawnById)) : null;
        const trip = game.trips[event.id] ?? [];
        // The free throws' count, when the trip's first comes next (else a substitution comes first: typed afresh).
        const withCount = trip.length > 0 && events[index + 1]?.id === trip[0] ? [...keys, play(String(trip.length))] : null;
        ways = [short, withCount, keys];
        break;
      }
      case 'substitution':
        ways = [plays(slot(event.outId), 'c', ...pickKeys(setup, event.team, benchOf(event.team, context), event.inId))];
        break;
      case 'timeout':
        ways = [plays(TEAM_KEY[event.team], 'x')];
        break;
      case 'period_end':
        ways = [plays('p')];
        break;
    }
    if (only !== undefined) ways = [ways[only] ?? null];
    return choose(sim, ways, ms, count);
  };

  const plan: PlannedPlay[] = [];
  let sim: Sim = { store: new SimulatedStore(), entry: IDLE, starting: null };
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index] as GameEvent;
    let chosen = step(sim, index);
    const trip = event.type === 'foul' ? (game.trips[event.id] ?? []) : [];
    if (trip.length > 0) {
      // With its count or without: whichever types the foul and its whole trip in fewer keys.
      const last = events.findIndex((candidate) => candidate.id === trip.at(-1));
      let best: { first: Step; total: number } | null = null;
      for (const way of [1, 2]) {
        let first: Step;
        try {
          first = step(sim, index, way);
        } catch {
          continue;
        }
        let total = first.keys.length;
        let ahead = first.sim;
        for (let next = index + 1; next <= last; next += 1) {
          const typed = step(ahead, next);
          total += typed.keys.length;
          ahead = typed.sim;
        }
        if (!best || total < best.total) best = { first, total };
      }
      if (best) chosen = best.first;
    }
    sim = chosen.sim;
    // A key that closes a prompt is the cost of the play that opened it: it goes with that play's keys.
    const closing = chosen.keys.filter((planned) => planned.role === 'close');
    const previous = plan.at(-1);
    const moved =
      closing.length > 0 && previous !== undefined && !previous.keys.some((planned) => planned.window || planned.field);
    if (moved) previous.keys.push(...closing);
    plan.push({
      event,
      videoMs: event.videoMs ?? 0,
      keys: moved ? chosen.keys.filter((planned) => planned.role !== 'close') : chosen.keys,
    });
  }
  return plan;
}

/** The clock as a scoreboard shows it and the analyst types it: 7:43, or 0:04.5 with its tenth. */
export function scoreboardClock(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const whole = Math.floor(tenths / 10);
  const text = `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
  return tenths % 10 === 0 ? text : `${text}.${String(tenths % 10)}`;
}

/** A play's kind as the bench reports it. */
export function kindOf(event: GameEvent): string {
  switch (event.type) {
    case 'shot':
      return `${event.made ? 'made' : 'missed'} ${String(event.points)}`;
    case 'free_throw':
      return 'free throw';
    case 'foul':
      return `foul (${event.kind})`;
    case 'turnover':
      return event.playerId ? 'turnover' : 'team turnover';
    case 'rebound':
      return event.playerId ? 'rebound' : 'team rebound';
    case 'clock':
    case 'lineup':
    case 'period_end':
    case 'period_start':
    case 'substitution':
    case 'timeout':
      return event.type.replace('_', ' ');
  }
}
