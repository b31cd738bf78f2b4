import {
  computeBoxScore,
  computeGameFigures,
  describePlays,
  shotZone,
  shotsOf,
  summarizeZones,
  type GameEvent,
  type GameSetup,
  type ShotZone,
} from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { IDLE, press, promptOf, type EntryCommand, type EntryContext, type EntryState } from './entry';

const roster = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i + 1)}`,
    number: String(i + 1),
    name: `${prefix}${String(i + 1)}`,
  }));

const setup: GameSetup = {
  home: { name: 'Tigers', players: roster('t', 7) },
  away: { name: 'Hawks', players: roster('h', 6) },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const context: EntryContext = {
  setup,
  onCourt: { home: ['t1', 't2', 't3', 't4', 't5'], away: ['h1', 'h2', 'h3', 'h4', 'h5'] },
  lastMissSide: null,
};

/** Presses keys from the start and collects every command, as the workspace would apply them. */
function type(keys: string[], ctx: EntryContext = context): { state: EntryState; commands: EntryCommand[] } {
  let state: EntryState = IDLE;
  const commands: EntryCommand[] = [];
  let ids = 0;
  for (const key of keys) {
    const result = press(state, key, ctx, () => `e${String((ids += 1))}`);
    state = result.state;
    commands.push(...result.commands);
  }
  return { state, commands };
}

/** The plays the commands leave, as the store would hold them: each add in order, each amend merged into its play. */
function playsOf(commands: readonly EntryCommand[]): GameEvent[] {
  const plays: GameEvent[] = [];
  for (const command of commands) {
    if (command.kind === 'add') plays.push({ ...command.body, id: command.id, seq: plays.length + 1, period: 1 });
    if (command.kind !== 'amend') continue;
    const index = plays.findIndex((play) => play.id === command.id);
    const play = plays[index];
    if (play) plays[index] = { ...play, ...command.changes };
  }
  return plays;
}

describe('keyboard play entry', () => {
  it('takes a made two with an assist in three keys: shooter, q, passer', () => {
    const { state, commands } = type(['1', 'q', '2']);
    expect(state).toEqual(IDLE);
    expect(commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } },
      { kind: 'amend', id: 'e1', changes: { assistId: 't2' } },
    ]);
  });

  it('saves the shot on its own key, before any prompt is answered', () => {
    expect(type(['6', 'w']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 3 } },
    ]);
  });

  it('lets the next play start straight after a make with no assist', () => {
    const { commands } = type(['1', 'q', '7', 'a']);
    expect(commands.map((command) => command.kind === 'add' && command.body)).toEqual([
      { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 },
      { type: 'shot', team: 'away', playerId: 'h2', made: false, points: 2 },
    ]);
  });

  it('asks for the rebound after a miss, and tells offensive from defensive by side', () => {
    expect(type(['1', 'a', '8']).commands[1]).toMatchObject({
      body: { type: 'rebound', team: 'away', playerId: 'h3', offensive: false },
    });
    expect(type(['1', 's', '3']).commands[1]).toMatchObject({
      body: { type: 'rebound', team: 'home', playerId: 't3', offensive: true },
    });
    expect(type(['1', 'a', ']']).commands[1]).toMatchObject({ body: { type: 'rebound', team: 'away', offensive: false } });
    expect(type(['1', 'a', 'Escape']).commands).toHaveLength(1);
  });

  it('records a block on the missed shot, then still asks for the rebound', () => {
    const { commands } = type(['1', 'a', 'b', '9', '9']);
    expect(commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'home', playerId: 't1', made: false, points: 2 } },
      { kind: 'amend', id: 'e1', changes: { blockId: 'h4' } },
      { kind: 'add', id: 'e2', body: { type: 'rebound', team: 'away', playerId: 'h4', offensive: false } },
    ]);
  });

  it('refuses a teammate as the blocker or the thief', () => {
    expect(type(['1', 'a', 'b', '2']).commands).toHaveLength(1);
    const { commands } = type(['1', 't', '2']);
    expect(commands.filter((command) => command.kind === 'amend')).toEqual([]);
  });

  it('asks for the steal after a turnover', () => {
    expect(type(['1', 't', '6']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'turnover', team: 'home', playerId: 't1' } },
      { kind: 'amend', id: 'e1', changes: { stealId: 'h1' } },
    ]);
  });

  it('names a turnover’s kind with one key, the play-by-play’s own words, and closes when no steal can follow', () => {
    const kinds: [string, string][] = [
      ['b', 'bad pass'],
      ['d', 'lost ball'],
      ['t', 'travel'],
      ['z', '3 seconds'],
      ['s', 'shot clock'],
      ['x', 'other'],
    ];
    for (const [key, kind] of kinds) {
      expect(type(['1', 't', key]).commands).toEqual([
        { kind: 'add', id: 'e1', body: { type: 'turnover', team: 'home', playerId: 't1' } },
        { kind: 'amend', id: 'e1', changes: { kind } },
      ]);
    }
    // A travel cannot be stolen: the next key, an opponent's, starts the next play (Hawks #1 makes a two).
    const travel = type(['1', 't', 't', '6', 'q']);
    expect(travel.commands.slice(2)).toEqual([
      { kind: 'add', id: 'e2', body: { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 } },
    ]);
  });

  it('takes the steal before or after a bad pass or a lost ball, in the same prompt', () => {
    const turnover = { kind: 'add', id: 'e1', body: { type: 'turnover', team: 'home', playerId: 't1' } };
    const steal = { kind: 'amend', id: 'e1', changes: { stealId: 'h2' } };
    const badPass = { kind: 'amend', id: 'e1', changes: { kind: 'bad pass' } };
    const after = type(['1', 't', 'b', '7']);
    expect(after.commands).toEqual([turnover, badPass, steal]);
    expect(after.state).toEqual(IDLE);
    const before = type(['1', 't', '7', 'b']);
    expect(before.commands).toEqual([turnover, steal, badPass]);
    expect(before.state).toEqual(IDLE);
    // Enter after the kind says nobody stole it; Enter after the steal leaves the kind untold.
    expect(type(['1', 't', 'd', 'Enter']).commands).toHaveLength(2);
    expect(type(['1', 't', '7', 'Enter']).commands).toEqual([turnover, steal]);
    // Only one steal and one kind: a second opponent's key starts the next play.
    expect(type(['1', 't', '7', '8', 'r']).commands.slice(2)).toEqual([
      { kind: 'add', id: 'e2', body: { type: 'rebound', team: 'away', playerId: 'h3', offensive: false } },
    ]);
  });

  it('turns a turnover into an offensive foul on o, which the box score counts as a foul and a turnover', () => {
    const turnover = { kind: 'add', id: 'e1', body: { type: 'turnover', team: 'home', playerId: 't1' } };
    const foul = { type: 'foul', kind: 'offensive', stealId: undefined };
    // Asked who drew it next, as f o asks...
    const drawnAfter = type(['1', 't', 'o', '8']);
    expect(drawnAfter.commands).toEqual([
      turnover,
      { kind: 'amend', id: 'e1', changes: foul },
      { kind: 'amend', id: 'e1', changes: { drawnById: 'h3' } },
    ]);
    expect(drawnAfter.state).toEqual(IDLE);
    // ...or the opponent typed first as the thief took the charge.
    expect(type(['1', 't', '8', 'o']).commands.slice(2)).toEqual([
      { kind: 'amend', id: 'e1', changes: { ...foul, drawnById: 'h3' } },
    ]);
  });

  it('gives the customer the kind in the play-by-play, and counts an offensive foul typed as a turnover once', () => {
    // Tigers #1's bad pass stolen by Hawks #2; Hawks #3 charges into Tigers #2 (typed as a turnover, o).
    const plays = playsOf(type(['1', 't', 'b', '7', '8', 't', 'o', '2']).commands);
    expect(describePlays(setup, plays).map((play) => play.description)).toEqual([
      '#1 t1 turnover: bad pass (steal #2 h2)',
      '#3 h3 offensive foul (drawn by #2 t2)',
    ]);
    const box = computeBoxScore(setup, plays);
    expect(box.away.players.find((line) => line.playerId === 'h3')).toMatchObject({ pf: 1, tov: 1 });
    expect(box.home.players.find((line) => line.playerId === 't2')).toMatchObject({ fd: 1 });
    expect(box.away.totals).toMatchObject({ tov: 1, stl: 1 });
  });

  it('names a team turnover’s kind with one key, and asks for no steal', () => {
    expect(type([']', 't', 's']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'turnover', team: 'away' } },
      { kind: 'amend', id: 'e1', changes: { kind: 'shot clock' } },
    ]);
    expect(type([']', 't', 'b', '1', 'a']).commands.slice(2)).toEqual([
      { kind: 'add', id: 'e2', body: { type: 'shot', team: 'home', playerId: 't1', made: false, points: 2 } },
    ]);
  });

  it('walks a shooting foul through the fouled player and each free throw, then the rebound of a missed last one', () => {
    const { commands, state } = type(['6', 'f', 's', '1', '2', 'e', 'd', '7']);
    expect(state).toEqual(IDLE);
    expect(commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting' } },
      { kind: 'amend', id: 'e1', changes: { drawnById: 't1' } },
      { kind: 'add', id: 'e2', body: { type: 'free_throw', team: 'home', playerId: 't1', made: true } },
      { kind: 'add', id: 'e3', body: { type: 'free_throw', team: 'home', playerId: 't1', made: false } },
      { kind: 'add', id: 'e4', body: { type: 'rebound', team: 'away', playerId: 'h2', offensive: false } },
    ]);
  });

  it('asks who drew an offensive foul, as every other foul does, and takes a personal foul with Enter', () => {
    const offensive = type(['2', 'f', 'o']);
    expect(offensive.commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'foul', team: 'home', playerId: 't2', kind: 'offensive' } },
    ]);
    expect(promptOf(offensive.state)).toBe('Drawn by? an opponent’s key · Enter skip');
    // Hawks #3 (key 8) took the charge: the foul is amended, and no free throws are asked for.
    const drawn = type(['2', 'f', 'o', '8']);
    expect(drawn.commands.slice(1)).toEqual([{ kind: 'amend', id: 'e1', changes: { drawnById: 'h3' } }]);
    expect(drawn.state).toEqual(IDLE);
    // Enter leaves it undrawn; a teammate cannot have drawn it (the key starts the next play instead).
    expect(type(['2', 'f', 'o', 'Enter']).commands).toHaveLength(1);
    expect(type(['2', 'f', 'o', '3']).commands).toHaveLength(1);
    expect(type(['2', 'f', 'Enter', 'Enter']).commands).toHaveLength(1);
  });

  it('takes an opponent’s key straight after f as a personal foul on that player, one key less than f Enter', () => {
    const personal = {
      kind: 'add',
      id: 'e1',
      body: { type: 'foul', team: 'home', playerId: 't2', kind: 'personal', drawnById: 'h3' },
    };
    expect(type(['2', 'f', '8'])).toEqual({ state: IDLE, commands: [personal] });
    // The same foul the long way; a teammate's key still starts the next play, and no foul is tagged.
    expect(playsOf(type(['2', 'f', 'Enter', '8']).commands)).toEqual(playsOf([personal as EntryCommand]));
    expect(type(['2', 'f', '3'])).toEqual({
      state: { step: 'action', actor: { kind: 'player', side: 'home', playerId: 't3' } },
      commands: [],
    });
  });

  it('tags the trip’s free throws with e and d alone while a trip is under way, a miss asking for its rebound', () => {
    const trip: EntryContext = { ...context, freeThrowShooter: { side: 'home', playerId: 't4' } };
    const throwOf = (id: string, made: boolean) => ({
      kind: 'add',
      id,
      body: { type: 'free_throw', team: 'home', playerId: 't4', made },
    });
    // A miss and a make: the second key passes by the first's rebound prompt.
    expect(type(['d', 'e'], trip)).toEqual({ state: IDLE, commands: [throwOf('e1', false), throwOf('e2', true)] });
    const missed = type(['d', '7'], trip);
    expect(missed.commands[1]).toEqual({
      kind: 'add',
      id: 'e2',
      body: { type: 'rebound', team: 'away', playerId: 'h2', offensive: false },
    });
    // Skipping the count: the fouled player's key, then the throws.
    expect(playsOf(type(['6', 'f', 's', '4', 'e'], trip).commands).map((play) => play.type)).toEqual(['foul', 'free_throw']);
    // No trip under way: e and d alone are no play.
    expect(press(IDLE, 'e', context, () => 'x').ignored).toBe(true);
    // Another player's free throw (a technical's) still takes their key first.
    expect(type(['2', 'e'], trip).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'free_throw', team: 'home', playerId: 't2', made: true } },
    ]);
  });

  it('substitutes a bench player by their place in the bench list', () => {
    expect(type(['3', 'c', '2']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 't7', outId: 't3' } },
    ]);
  });

  it('gives team rebounds, team turnovers and timeouts to a team', () => {
    expect(type(['[', 't', ']', 'x']).commands.map((command) => command.kind === 'add' && command.body)).toEqual([
      { type: 'turnover', team: 'home' },
      { type: 'timeout', team: 'away' },
    ]);
  });

  it('credits a rebound typed on its own as offensive when the last miss was by the same side', () => {
    expect(type(['4', 'r'], { ...context, lastMissSide: 'home' }).commands[0]).toMatchObject({ body: { offensive: true } });
  });

  it('asks for the period marker with p, and lets Escape drop a half-typed play', () => {
    expect(type(['p']).commands).toEqual([{ kind: 'period' }]);
    expect(type(['1', 'Escape', 'q']).commands).toEqual([]);
  });

  it('says what it waits for', () => {
    const spots = 'spot q w e baseline, rim · a s d paint · z x c wing, top';
    expect(promptOf(type(['1', 'q']).state)).toBe(`Assist? a teammate’s key · Enter none · f fast break · ${spots}`);
    expect(promptOf(type(['1', 'q', 'f']).state)).toBe(`Assist? a teammate’s key · Enter none · f fast break ✓ · ${spots}`);
    expect(promptOf(type(['6', 'f', 's', '1', '2']).state)).toBe('Free throw 1 of 2: e made · d missed · f fast break');
    expect(promptOf(type(['6', 'f', 'p']).state)).toBe('Fouled player? an opponent’s key · Enter skip');
    const kinds = 'b bad pass · d lost ball · t travel · o offensive foul · z 3 seconds · s shot clock · x other';
    expect(promptOf(type(['1', 't']).state)).toBe(`Steal? an opponent’s key · Kind? ${kinds} · Enter done`);
    expect(promptOf(type(['1', 't', 'b']).state)).toBe('Turnover: bad pass. Steal? an opponent’s key · Enter none');
    expect(promptOf(type(['1', 't', '6']).state)).toBe(`Turnover (stolen). Kind? ${kinds} · Enter none`);
    expect(promptOf(type(['[', 't']).state)).toBe(`Turnover. Kind? ${kinds} · Enter none`);
  });

  it('flags a shooting foul as a fast break with f, whether asked who was fouled, how many free throws or for one', () => {
    const foul = { kind: 'add', id: 'e1', body: { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting' } };
    const flag = { kind: 'amend', id: 'e1', changes: { fastBreak: true } };
    const drawn = { kind: 'amend', id: 'e1', changes: { drawnById: 't1' } };
    const made = (id: string) => ({ kind: 'add', id, body: { type: 'free_throw', team: 'home', playerId: 't1', made: true } });
    // Hawks #1 fouls Tigers #1 on the break: f before the fouled player, or before the count, or between the throws.
    expect(type(['6', 'f', 's', 'f', '1', '2', 'e', 'e']).commands).toEqual([foul, flag, drawn, made('e2'), made('e3')]);
    expect(type(['6', 'f', 's', '1', 'f', '2', 'e', 'e']).commands).toEqual([foul, drawn, flag, made('e2'), made('e3')]);
    expect(type(['6', 'f', 's', '1', '2', 'e', 'f', 'e']).commands).toEqual([foul, drawn, made('e2'), flag, made('e3')]);
    // f again takes the flag back.
    expect(type(['6', 'f', 's', 'f', 'f', '1']).commands.slice(1, 3)).toEqual([
      flag,
      { kind: 'amend', id: 'e1', changes: { fastBreak: undefined } },
    ]);
  });

  it('flags a made shot as a fast break with f while the assist is asked, and only a shooting foul among the fouls', () => {
    expect(type(['1', 'q', 'f', '2']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } },
      { kind: 'amend', id: 'e1', changes: { fastBreak: true } },
      { kind: 'amend', id: 'e1', changes: { assistId: 't2' } },
    ]);
    // A personal or an offensive foul has no free throws to count as fast-break points: f is not taken there.
    for (const kind of ['p', 'o', 'u']) {
      const { commands } = type(['6', 'f', kind, 'f', '1', '1', 'e']);
      expect(commands.filter((command) => command.kind === 'amend' && 'fastBreak' in command.changes)).toEqual([]);
    }
  });
});

describe('a bench of any length, technicals off the court and the game clock', () => {
  // Twenty players a side: fifteen on the bench, more than the ten number keys reach.
  const big: GameSetup = {
    ...setup,
    home: {
      name: 'Tigers',
      players: [
        ...roster('t', 5),
        ...[4, 10, 12, 15, 21, 23, 30, 31, 33, 40, 41, 44, 45, 50, 55].map((number) => ({
          id: `b${String(number)}`,
          number: String(number),
          name: `Bench ${String(number)}`,
        })),
      ],
    },
  };
  const bigContext: EntryContext = { ...context, setup: big };

  it('brings in any bench player by # and their jersey number, as soon as the number is unambiguous', () => {
    expect(type(['1', 'c', '#', '4', '4'], bigContext).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 'b44', outId: 't1' } },
    ]);
    // "4" could still be 40, 41, 44 or 45: it waits, and Enter takes #4 itself.
    const waiting = type(['1', 'c', '#', '4'], bigContext);
    expect(waiting.commands).toEqual([]);
    expect(promptOf(waiting.state)).toBe('Coming in? jersey #4_ · Enter picks');
    expect(type(['1', 'c', '#', '4', 'Enter'], bigContext).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 'b4', outId: 't1' } },
    ]);
  });

  it('ignores a digit no bench jersey starts with, and lets Backspace correct the number', () => {
    const { state, commands } = type(['2', 'c', '#', '5', '7', '5'], bigContext);
    expect(state).toEqual(IDLE);
    expect(commands).toEqual([{ kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 'b55', outId: 't2' } }]);
    expect(type(['2', 'c', '#', '4', 'Backspace', '3', '0'], bigContext).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 'b30', outId: 't2' } },
    ]);
  });

  it('brings in places 11-20 of the bench by the letter row q-p: three keys a substitution, a bench of any place', () => {
    // The bench: #4 #10 #12 #15 #21 #23 #30 #31 #33 #40 on 1-0, then #41 q, #44 w, #45 e, #50 r, #55 t.
    const sub = (inId: string, outId: string) => [
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId, outId } },
    ];
    expect(type(['1', 'c', 'q'], bigContext).commands).toEqual(sub('b41', 't1'));
    expect(type(['2', 'c', 'e'], bigContext).commands).toEqual(sub('b45', 't2'));
    expect(type(['3', 'c', 't'], bigContext).commands).toEqual(sub('b55', 't3'));
    expect(promptOf(type(['1', 'c'], bigContext).state)).toBe(
      'Coming in? the bench player’s key in the list (1-0, then q-p) · # and a jersey number',
    );
  });

  it('keeps the substitution asking on a letter of a place nobody holds, even p or e', () => {
    const asking = { step: 'sub_in', side: 'home', outId: 't1', typed: null };
    for (const key of ['y', 'p']) expect(type(['1', 'c', key], bigContext)).toEqual({ state: asking, commands: [] });
    // During a trip, e alone is the fouled player's free throw; in the prompt it is the 13th place, nobody's here.
    const trip = { ...context, freeThrowShooter: { side: 'home' as const, playerId: 't2' } };
    expect(type(['1', 'c', 'e'], trip)).toEqual({ state: asking, commands: [] });
  });

  it('still picks the first ten on the bench by their place', () => {
    expect(type(['1', 'c', '2'], bigContext).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'substitution', team: 'home', inId: 'b10', outId: 't1' } },
    ]);
  });

  it('records a technical on the coach, on the bench, or on a bench player by jersey number', () => {
    expect(type([']', 'f', 'c']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'foul', team: 'away', kind: 'technical', bench: 'coach' } },
    ]);
    expect(type(['[', 'f', 'b']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'foul', team: 'home', kind: 'technical', bench: 'team' } },
    ]);
    expect(type(['[', 'f', '#', '3', '0'], bigContext).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'foul', team: 'home', kind: 'technical', playerId: 'b30' } },
    ]);
  });

  it('marks the game clock starting on g and stopping on h', () => {
    expect(type(['g']).commands).toEqual([{ kind: 'clock', running: true }]);
    expect(type(['h']).commands).toEqual([{ kind: 'clock', running: false }]);
  });
});

describe('a score change read off the scoreboard', () => {
  /** Keys pressed after the analyst accepted `side` scoring `points` at 42 s of the footage. */
  function afterAccepting(side: 'home' | 'away', points: 1 | 2 | 3, keys: string[]) {
    let state: EntryState = { step: 'suggested_shot', side, points, videoMs: 42_000 };
    const commands: EntryCommand[] = [];
    let ids = 0;
    for (const key of keys) {
      const result = press(state, key, context, () => `e${String((ids += 1))}`);
      state = result.state;
      commands.push(...result.commands);
    }
    return { state, commands };
  }

  it('adds the made two or three on the scorer’s key, then asks for the assist', () => {
    const { state, commands } = afterAccepting('home', 3, ['2', '3']);
    expect(commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'home', playerId: 't2', made: true, points: 3 } },
      { kind: 'amend', id: 'e1', changes: { assistId: 't3' } },
    ]);
    expect(state).toEqual(IDLE);
    expect(afterAccepting('away', 2, ['7']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 2 } },
    ]);
  });

  it('adds a made free throw for a one-point change', () => {
    expect(afterAccepting('away', 1, ['6'])).toEqual({
      state: IDLE,
      commands: [{ kind: 'add', id: 'e1', body: { type: 'free_throw', team: 'away', playerId: 'h1', made: true } }],
    });
  });

  it('takes a player of the other side as the start of another play, and Escape as no scorer', () => {
    const other = afterAccepting('home', 2, ['6']);
    expect(other.commands).toEqual([]);
    expect(other.state).toEqual({ step: 'action', actor: { kind: 'player', side: 'away', playerId: 'h1' } });
    expect(afterAccepting('home', 2, ['Escape'])).toEqual({ state: IDLE, commands: [] });
  });

  it('asks who scored', () => {
    expect(promptOf({ step: 'suggested_shot', side: 'home', points: 2, videoMs: 0 })).toBe(
      'Scoreboard: home +2. Who scored? a home player’s key · Esc skip',
    );
  });
});

describe('shot locations by zone key', () => {
  /** What each key means for a two and for a three, on the diagram's half court (left is x < 0). */
  const TWO_ZONES: Record<string, ShotZone> = {
    q: 'mid_range',
    w: 'restricted_area',
    e: 'mid_range',
    a: 'paint',
    s: 'paint',
    d: 'paint',
    z: 'mid_range',
    x: 'mid_range',
    c: 'mid_range',
  };
  const THREE_ZONES: Record<string, ShotZone> = {
    q: 'corner_three',
    e: 'corner_three',
    z: 'above_break_three',
    x: 'above_break_three',
    c: 'above_break_three',
  };
  const LEFT = ['q', 'a', 'z'];
  const RIGHT = ['e', 'd', 'c'];
  const SHOTS: { key: string; points: 2 | 3; made: boolean; zones: Record<string, ShotZone> }[] = [
    { key: 'q', points: 2, made: true, zones: TWO_ZONES },
    { key: 'a', points: 2, made: false, zones: TWO_ZONES },
    { key: 'w', points: 3, made: true, zones: THREE_ZONES },
    { key: 's', points: 3, made: false, zones: THREE_ZONES },
  ];

  /** The location the zone key gave the shot, from the commands the keys produced. */
  function placed(commands: readonly EntryCommand[]): { x: number; y: number } | null {
    const amend = commands.find((command) => command.kind === 'amend' && 'x' in command.changes);
    return amend?.kind === 'amend' ? { x: amend.changes.x as number, y: amend.changes.y as number } : null;
  }

  for (const { key: shotKey, points, made, zones } of SHOTS) {
    it(`places a ${made ? 'made' : 'missed'} ${String(points)} in the zone its key names, on its side`, () => {
      for (const [key, zone] of Object.entries(zones)) {
        const { commands, state } = type(['1', shotKey, key]);
        const spot = placed(commands);
        expect(spot, key).not.toBeNull();
        if (!spot) continue;
        expect(shotZone(spot.x, spot.y, points), key).toBe(zone);
        if (LEFT.includes(key)) expect(spot.x, key).toBeLessThan(0);
        else if (RIGHT.includes(key)) expect(spot.x, key).toBeGreaterThan(0);
        else expect(spot.x, key).toBe(0);
        // The shot's prompt stays open for its assist or its rebound.
        expect(state.step, key).toBe(made ? 'assist' : 'rebound');
      }
    });
  }

  it('never puts a three inside the arc: the paint and rim keys place no three', () => {
    for (const key of ['w', 'a', 's', 'd']) {
      expect(placed(type(['1', 'w', key]).commands), key).toBeNull();
      expect(placed(type(['1', 's', key]).commands), key).toBeNull();
    }
  });

  it('takes the zone key before the assist, the rebound or the block, and a second zone key moves the shot', () => {
    expect(type(['1', 'q', 'a', '2']).commands).toEqual([
      { kind: 'add', id: 'e1', body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } },
      { kind: 'amend', id: 'e1', changes: { x: -6, y: 9 } },
      { kind: 'amend', id: 'e1', changes: { assistId: 't2' } },
    ]);
    const blocked = type(['1', 'a', 'b', 'w', '9', '9']).commands;
    expect(blocked.slice(1, 3)).toEqual([
      { kind: 'amend', id: 'e1', changes: { x: 0, y: 6.5 } },
      { kind: 'amend', id: 'e1', changes: { blockId: 'h4' } },
    ]);
    expect(type(['1', 'a', 'b', '9', 'x', '9']).commands[2]).toEqual({ kind: 'amend', id: 'e1', changes: { x: 0, y: 22 } });
    expect(placed(type(['6', 'a', 'q', 'e']).commands.slice(2))).toEqual({ x: 14, y: 4 });
    expect(promptOf(type(['6', 's', 'q']).state)).toBe(
      'Rebound? a player’s key · [ ] team · b block · Esc none · spot Corner 3 ✓',
    );
  });

  it('locates the shot a scoreboard change added', () => {
    let state: EntryState = { step: 'suggested_shot', side: 'home', points: 3, videoMs: 0 };
    const commands: EntryCommand[] = [];
    for (const key of ['2', 'c']) {
      const result = press(state, key, context, () => 'e1');
      state = result.state;
      commands.push(...result.commands);
    }
    expect(placed(commands)).toEqual({ x: 18, y: 23 });
  });

  it('gives the shot chart’s zones and the points in the paint from zone keys alone', () => {
    const keys = [
      ...['1', 'q', 'w', '2'], // Tigers #1 at the rim, assisted by #2
      ...['2', 'q', 's', 'Enter'], // #2 in the lane
      ...['3', 'q', 'q', 'Enter'], // #3 from the left baseline
      ...['4', 'w', 'e', 'Enter'], // #4 a three from the right corner
      ...['5', 's', 'x', '6'], // #5 misses a three from the top; Hawks #1 rebounds
      ...['6', 'q', 'a', 'Enter'], // Hawks #1 from the left block
      ...['7', 'a', 'z', '['], // Hawks #2 misses from the left wing; Tigers' team rebound
    ];
    const plays = playsOf(type(keys).commands);
    const zones = summarizeZones(shotsOf(plays).filter((shot) => shot.team === 'home'));
    expect(Object.fromEntries(Object.entries(zones).map(([zone, { made, attempts }]) => [zone, [made, attempts]]))).toEqual({
      restricted_area: [1, 1],
      paint: [1, 1],
      mid_range: [1, 1],
      corner_three: [1, 1],
      above_break_three: [0, 1],
    });
    const figures = computeGameFigures(setup, plays, computeBoxScore(setup, plays));
    expect(figures.home.paintPoints?.points).toBe(4);
    expect(figures.away.paintPoints?.points).toBe(2);
  });
});
