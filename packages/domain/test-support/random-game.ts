import { periodLength } from '../src/periods.js';
import {
  SIDES,
  opponentOf,
  type EventBody,
  type FoulKind,
  type GameEvent,
  type GameSetup,
  type PlusMinusRule,
  type Side,
} from '../src/play-by-play.js';

/**
 * Test support: a random but legal game, simulated from a script of choices, for the engine's property tests.
 *
 * The simulation is deterministic: every decision reads the next number of the period's stream of choices
 * (modulo the number of options), and a stream that has run out answers 0, which is always the plainest legal
 * option and ends the period. So any script is a legal game, and a property-testing library shrinks a failing
 * script (shorter streams, smaller numbers) into a smaller legal game. It imports no testing library, so the
 * domain package's build carries no test dependency; the tests build the arbitrary over `GameScript`.
 *
 * The game keeps the rules the engine relies on: five a side on court (an ejected player's substitute comes in
 * at once and the ejected player never returns), substitutions only while the clock is stopped, a clock track
 * (`clock` plays, whistles) that never runs below 0:00 inside a period and is run to 0:00 exactly before each
 * `period_end`. Beside the game it keeps its own account of the score, each player's seconds on court and
 * each player's +/- under both rules, to check the engine against.
 */

export interface GameScript {
  homePlayers: number;
  awayPlayers: number;
  periods: number;
  periodSeconds: number;
  overtimeSeconds: number;
  overtimes: number;
  plusMinusRule: PlusMinusRule | undefined;
  /** Per side, whether the setup names the starters (otherwise a `lineup` play opens period 1). */
  startersInSetup: Record<Side, boolean>;
  /**
   * Plays in the proportions of real games (REAL_MIX: mostly shots, a technical now and then, a substitution
   * in one dead ball of two) instead of each kind equally often, which the property tests want to reach every
   * corner. The keys bench (bench/keys.bench.ts) types such a game.
   */
  realMix?: boolean;
  /** One stream of choices per period played, regulation then overtime; a missing stream is empty. */
  choices: readonly (readonly number[])[];
}

export interface RandomGame {
  setup: GameSetup;
  /** The plays without their clocks (but for a few typed ones): pass them through `withClocks`. */
  events: GameEvent[];
  /** The game's length in seconds, overtime included. */
  lengthSeconds: number;
  score: Record<Side, number>;
  /** Per player id: seconds on court by the simulation's clock. */
  seconds: Record<string, number>;
  /** Per rule, per player id: the +/- the official way (free throws at the awarding foul or at the shot). */
  plusMinus: Record<PlusMinusRule, Record<string, number>>;
  /** Ids of the players ejected by a disqualifying foul. */
  ejected: string[];
  /** Ids of the free throws awarded by technical fouls (a missed one has no rebound: the ball is dead). */
  technicalFreeThrows: string[];
  /** Per foul that awarded a trip, the ids of its free throws in order (a technical's between them are not). */
  trips: Record<string, string[]>;
}

type OnCourt = Record<Side, readonly string[]>;

const FIVE = 5;
/**
 * Per 1000 stretches of live play, how many end in each way (the cases of `livePlay`), from the counts of real
 * box scores: shots 66%, turnovers 10%, personal fouls 9%, shooting fouls 6%, and-ones 1.5%, offensive fouls
 * 2%, timeouts 3%, technicals 0.6%, unsportsmanlike and disqualifying fouls 0.9%.
 */
const REAL_MIX: readonly (readonly [livePlayCase: number, perThousand: number])[] = [
  [4, 100],
  [5, 90],
  [6, 60],
  [7, 15],
  [8, 20],
  [9, 30],
  [10, 6],
  [11, 9],
];
/** Substitutions in one dead ball, in real games: none in half of them. */
const REAL_SUBSTITUTIONS = [0, 0, 0, 1, 1, 2];
/** Footage between periods, in ms. */
const BREAK_MS = 120_000;

/** Simulates the game a script describes (see the module's comment). */
export function randomGame(script: GameScript): RandomGame {
  const rosters: Record<Side, string[]> = {
    home: Array.from({ length: script.homePlayers }, (_, index) => `h${String(index + 1)}`),
    away: Array.from({ length: script.awayPlayers }, (_, index) => `a${String(index + 1)}`),
  };
  const periods = script.periods + script.overtimes;
  const lengthOf = (period: number) => periodLength(script, period);

  const events: GameEvent[] = [];
  let period = 1;
  let videoMs = 0;
  /** The clock, in ms: always a whole number of tenths, as the track reads it. */
  let clockMs = 0;
  let running = false;
  let offense: Side = 'home';
  let onCourt: OnCourt = { home: [], away: [] };
  let starters: OnCourt = onCourt;
  const ejected = new Set<string>();
  const personalFouls = new Map<string, number>();
  const technicalFreeThrows: string[] = [];
  const trips: Record<string, string[]> = {};
  /** The id of the last foul that counts toward a PF: the one a trip that follows was awarded by. */
  let lastFoulId = '';

  const score: Record<Side, number> = { home: 0, away: 0 };
  const secondsMs = new Map<string, number>([...rosters.home, ...rosters.away].map((id) => [id, 0]));
  const plusMinus: Record<PlusMinusRule, Map<string, number>> = {
    foul: new Map(secondsMs),
    'free-throw': new Map(secondsMs),
  };

  let stream: readonly number[] = [];
  let cursor = 0;
  const pick = (options: number): number => {
    const choice = stream[cursor];
    cursor += 1;
    return choice === undefined ? 0 : choice % options;
  };
  const exhausted = () => cursor >= stream.length;
  /** True one time in `oneIn` (never once the stream has run out). */
  const rarely = (oneIn: number) => pick(oneIn) === 1;
  const choose = <T>(items: readonly T[]): T => {
    const item = items[pick(items.length)];
    if (item === undefined) throw new Error('randomGame: nothing to choose from');
    return item;
  };

  const emit = (body: EventBody, clock?: number) => {
    events.push({
      id: `e${String(events.length + 1)}`,
      seq: events.length + 1,
      period,
      videoMs,
      ...(clock === undefined ? {} : { clock }),
      ...body,
    });
  };
  /** Footage while the clock is stopped. */
  const pause = (ms: number) => {
    videoMs += ms;
  };
  /** Footage while the clock runs, never past 0:00; the ten players on court get the time. */
  const run = (ms: number) => {
    const elapsed = Math.min(ms, clockMs);
    videoMs += elapsed;
    clockMs -= elapsed;
    addSeconds(elapsed);
  };
  const addSeconds = (ms: number) => {
    for (const side of SIDES) for (const id of onCourt[side]) secondsMs.set(id, (secondsMs.get(id) ?? 0) + ms);
  };
  const startClock = () => {
    if (running) return;
    pause(pick(50) * 100);
    let typed: number | undefined;
    if (rarely(5)) {
      // The analyst sets the clock from the scoreboard as it starts: a correction down, the time lost to
      // whoever is on court (the engine counts a stint from clock to clock).
      const corrected = Math.max(0, clockMs - pick(4) * 1000);
      addSeconds(clockMs - corrected);
      clockMs = corrected;
      typed = clockMs / 1000;
    }
    emit({ type: 'clock', running: true }, typed);
    running = true;
  };
  const whistle = () => {
    running = false;
  };

  const credit = (rule: PlusMinusRule, side: Side, points: number, lineups: OnCourt) => {
    const tally = plusMinus[rule];
    for (const id of lineups[side]) tally.set(id, (tally.get(id) ?? 0) + points);
    for (const id of lineups[opponentOf(side)]) tally.set(id, (tally.get(id) ?? 0) - points);
  };
  const fieldGoal = (side: Side, points: number) => {
    score[side] += points;
    credit('foul', side, points, onCourt);
    credit('free-throw', side, points, onCourt);
  };

  const benchOf = (side: Side) => rosters[side].filter((id) => !onCourt[side].includes(id) && !ejected.has(id));
  const fiveOf = (side: Side): string[] => {
    const pool = rosters[side].filter((id) => !ejected.has(id));
    const five: string[] = [];
    while (five.length < FIVE) {
      const id = choose(pool.filter((candidate) => !five.includes(candidate)));
      five.push(id);
    }
    return five;
  };
  /**
   * A foul that counts toward a player's PF, by one of `candidates` with fewer than five (a sixth fouls out,
   * which this game leaves out); null when nobody may foul.
   */
  const personalFoul = (
    side: Side,
    candidates: readonly string[],
    body: { kind: FoulKind; drawnById?: string },
  ): string | null => {
    const eligible = candidates.filter((id) => (personalFouls.get(id) ?? 0) < FIVE);
    if (eligible.length === 0) return null;
    const playerId = choose(eligible);
    personalFouls.set(playerId, (personalFouls.get(playerId) ?? 0) + 1);
    emit({ type: 'foul', team: side, playerId, ...body });
    lastFoulId = `e${String(events.length)}`;
    whistle();
    return playerId;
  };
  const substitute = (side: Side, outId: string, inId: string) => {
    emit({ type: 'substitution', team: side, inId, outId });
    onCourt = { ...onCourt, [side]: [...onCourt[side].filter((id) => id !== outId), inId] };
  };
  /** Up to two substitutions in a dead ball; `keep` (a free-throw shooter) stays on. */
  const substitutions = (keep?: string) => {
    const count = script.realMix ? (REAL_SUBSTITUTIONS[pick(REAL_SUBSTITUTIONS.length)] ?? 0) : pick(3);
    for (let done = 0; done < count; done += 1) {
      const side = choose(SIDES);
      const bench = benchOf(side);
      const leaving = onCourt[side].filter((id) => id !== keep);
      if (bench.length === 0 || leaving.length === 0) continue;
      pause(pick(100) * 100);
      substitute(side, choose(leaving), choose(bench));
    }
  };

  /** One free throw; `atFoul` is the lineups at the awarding foul (null for a technical's). */
  const freeThrow = (side: Side, playerId: string, atFoul: OnCourt | null): boolean => {
    pause(pick(100) * 100);
    const made = pick(4) !== 0;
    emit({ type: 'free_throw', team: side, playerId, made });
    if (!atFoul) technicalFreeThrows.push(`e${String(events.length)}`);
    if (made) {
      score[side] += 1;
      credit('foul', side, 1, atFoul ?? onCourt);
      credit('free-throw', side, 1, onCourt);
    }
    return made;
  };
  /**
   * A technical foul on `side` (the clock stopped) and its free throw, shot at once by any player of the other
   * team; `keep` (the shooter of a trip under way) stays on court.
   */
  const technical = (side: Side, keep?: string) => {
    const who = pick(3);
    const bench = benchOf(side);
    if (who === 2) emit({ type: 'foul', team: side, kind: 'technical', bench: choose(['coach', 'team'] as const) });
    else {
      const playerId = who === 1 && bench.length > 0 ? choose(bench) : choose(onCourt[side]);
      emit({ type: 'foul', team: side, kind: 'technical', playerId });
    }
    whistle();
    substitutions(keep);
    freeThrow(opponentOf(side), choose(onCourt[opponentOf(side)]), null);
  };
  /**
   * Free throws awarded by a foul; substitutions may come before each, and between two a technical on the
   * fouling side, whose free throw (shot at once) the shooting side takes.
   */
  const trip = (side: Side, shooter: string, count: number, atFoul: OnCourt) => {
    let made = false;
    const freeThrows: string[] = (trips[lastFoulId] = []);
    for (let shot = 0; shot < count; shot += 1) {
      substitutions(shooter);
      if (shot > 0 && rarely(8)) technical(opponentOf(side), shooter);
      made = freeThrow(side, shooter, atFoul);
      freeThrows.push(`e${String(events.length)}`);
    }
    if (made) {
      offense = opponentOf(side);
      substitutions();
    } else {
      startClock();
      rebound(side);
    }
  };
  const rebound = (shooting: Side) => {
    run(pick(30) * 100);
    const offensive = rarely(3);
    const side = offensive ? shooting : opponentOf(shooting);
    if (rarely(5)) emit({ type: 'rebound', team: side, offensive });
    else emit({ type: 'rebound', team: side, playerId: choose(onCourt[side]), offensive });
    offense = side;
  };

  const shot = (side: Side, made: boolean) => {
    const shooter = choose(onCourt[side]);
    const points = rarely(3) ? 3 : 2;
    const body: EventBody = { type: 'shot', team: side, playerId: shooter, made, points };
    if (made && pick(3) > 0) body.assistId = choose(onCourt[side].filter((id) => id !== shooter));
    if (!made && rarely(4)) body.blockId = choose(onCourt[opponentOf(side)]);
    // Now and then the analyst types the clock on a play: the clock the track would give, so nothing moves.
    emit(body, rarely(10) ? clockMs / 1000 : undefined);
    if (made) {
      fieldGoal(side, points);
      offense = opponentOf(side);
    }
    return shooter;
  };

  /** One stretch of live play (the clock running), ending in a shot, a turnover or a whistle. */
  const livePlay = () => {
    startClock();
    run(pick(250) * 100);
    const defense = opponentOf(offense);
    const attack = offense;
    // Half the plays are shots (0 among them: the plainest play); the rest turnovers, fouls and timeouts.
    switch (script.realMix ? realCase(pick(1000)) : pick(16)) {
      case 4: {
        const playerId = rarely(5) ? undefined : choose(onCourt[attack]);
        const stealId = playerId && rarely(2) ? choose(onCourt[defense]) : undefined;
        emit({ type: 'turnover', team: attack, ...(playerId ? { playerId } : {}), ...(stealId ? { stealId } : {}) });
        offense = defense;
        if (!stealId) {
          whistle();
          substitutions();
        }
        break;
      }
      case 5:
        if (!personalFoul(defense, onCourt[defense], { kind: 'personal' })) timeout();
        substitutions();
        break;
      case 6: {
        const shooter = choose(onCourt[attack]);
        const atFoul = onCourt;
        if (personalFoul(defense, onCourt[defense], { kind: 'shooting', drawnById: shooter }))
          trip(attack, shooter, 1 + pick(3), atFoul);
        else timeout();
        break;
      }
      case 7: {
        // An and-one: the basket counts, the shooting foul gives one free throw.
        const shooter = shot(attack, true);
        const atFoul = onCourt;
        if (personalFoul(defense, onCourt[defense], { kind: 'shooting', drawnById: shooter })) trip(attack, shooter, 1, atFoul);
        break;
      }
      case 8:
        if (personalFoul(attack, onCourt[attack], { kind: 'offensive' })) offense = defense;
        else timeout();
        substitutions();
        break;
      case 9:
        timeout();
        substitutions();
        break;
      case 10:
        technical(choose(SIDES));
        substitutions();
        break;
      case 11: {
        // An ejection now and then; otherwise an unsportsmanlike foul, with two free throws.
        if (rarely(3)) {
          disqualifyingFoul();
          break;
        }
        const fouled = choose(onCourt[attack]);
        const atFoul = onCourt;
        if (personalFoul(defense, onCourt[defense], { kind: 'unsportsmanlike', drawnById: fouled }))
          trip(attack, fouled, 2, atFoul);
        else timeout();
        break;
      }
      default: {
        const made = rarely(2);
        shot(attack, made);
        if (!made) rebound(attack);
      }
    }
  };
  const timeout = () => {
    emit({ type: 'timeout', team: choose(SIDES) });
    whistle();
  };
  /** A player on court ejected: a substitute comes in at once, then (sometimes) two free throws. */
  const disqualifyingFoul = () => {
    const side = choose(SIDES);
    const bench = benchOf(side);
    const atFoul = onCourt;
    const playerId = bench.length > 0 ? personalFoul(side, onCourt[side], { kind: 'disqualifying' }) : null;
    if (!playerId) {
      timeout();
      return;
    }
    ejected.add(playerId);
    pause(pick(100) * 100);
    substitute(side, playerId, choose(bench));
    const fouled = opponentOf(side);
    if (rarely(2)) trip(fouled, choose(onCourt[fouled]), 2, atFoul);
    else substitutions();
  };

  for (; period <= periods; period += 1) {
    stream = script.choices[period - 1] ?? [];
    cursor = 0;
    if (period > 1) pause(BREAK_MS);
    clockMs = lengthOf(period) * 1000;
    running = false;
    emit({ type: 'period_start' });
    if (period === 1) {
      onCourt = starters = { home: fiveOf('home'), away: fiveOf('away') };
      for (const side of SIDES)
        if (!script.startersInSetup[side]) emit({ type: 'lineup', team: side, playerIds: [...onCourt[side]] });
      offense = choose(SIDES);
    } else {
      for (const side of SIDES) {
        if (!rarely(3)) continue;
        const five = fiveOf(side);
        onCourt = { ...onCourt, [side]: five };
        emit({ type: 'lineup', team: side, playerIds: five });
      }
    }
    // A technical between periods, tagged (as feeds do) at the next period's start, before the clock runs.
    if (period > 1 && rarely(6)) technical(choose(SIDES));
    substitutions();
    while (!exhausted()) livePlay();
    // The last stretch runs the clock to 0:00 exactly.
    if (clockMs > 0) {
      startClock();
      run(clockMs);
    }
    emit({ type: 'period_end' });
    whistle();
  }

  const team = (side: Side, name: string) => ({
    name,
    players: rosters[side].map((id, index) => ({ id, number: String(index + 4), name: `${name} ${id}` })),
    ...(script.startersInSetup[side] ? { starters: [...starters[side]] } : {}),
  });
  const setup: GameSetup = {
    home: team('home', 'Home'),
    away: team('away', 'Away'),
    periods: script.periods,
    periodSeconds: script.periodSeconds,
    overtimeSeconds: script.overtimeSeconds,
    ...(script.plusMinusRule ? { plusMinusRule: script.plusMinusRule } : {}),
  };
  return {
    setup,
    events,
    lengthSeconds: Array.from({ length: periods }, (_, index) => lengthOf(index + 1)).reduce((sum, seconds) => sum + seconds, 0),
    score,
    seconds: Object.fromEntries([...secondsMs].map(([id, ms]) => [id, ms / 1000])),
    plusMinus: {
      foul: Object.fromEntries(plusMinus.foul),
      'free-throw': Object.fromEntries(plusMinus['free-throw']),
    },
    ejected: [...ejected],
    technicalFreeThrows,
    trips,
  };
}

/** The case of `livePlay` a draw of 0-999 picks in REAL_MIX: 0 (a shot) past the listed ones. */
function realCase(draw: number): number {
  let left = draw;
  for (const [livePlayCase, perThousand] of REAL_MIX) {
    if (left < perThousand) return livePlayCase;
    left -= perThousand;
  }
  return 0;
}
