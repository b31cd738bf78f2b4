import { describe, expect, it } from 'vitest';
import { press, type EntryState } from './entry';
import {
  addClockMark,
  entryContextAt,
  freeThrowShooterAt,
  newPlayAt,
  runEntryCommands,
  startPeriod,
} from './workspace-entry-commands';
import { BIG_SETUP, TEST_SETUP, made2, testPlay, testStore } from './workspace-test-game';

const sub = (inId: string, outId: string) => ({ type: 'substitution' as const, team: 'home' as const, inId, outId });
const miss = { type: 'shot' as const, team: 'away' as const, playerId: 'h1', made: false, points: 2 as const };

describe('entryContextAt', () => {
  const plays = [testPlay('a', 1, sub('t6', 't2')), testPlay('b', 2, miss), testPlay('c', 3, sub('t7', 't6'))];

  it('reads the lineup and the last miss at the footage position, not at the end', () => {
    const context = entryContextAt(TEST_SETUP, plays, 2500);
    expect(context?.onCourt.home).toEqual(['t1', 't6', 't3', 't4', 't5']);
    expect(context?.lastMissSide).toBe('away');
    expect(entryContextAt(TEST_SETUP, plays, 9000)?.onCourt.home).toEqual(['t1', 't7', 't3', 't4', 't5']);
    expect(entryContextAt(TEST_SETUP, plays, 0)?.onCourt.home).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it('answers again for another position, another list of plays or another setup', () => {
    expect(entryContextAt(TEST_SETUP, plays, 2500)?.onCourt.home).toEqual(['t1', 't6', 't3', 't4', 't5']);
    expect(entryContextAt(TEST_SETUP, plays, 0)?.onCourt.home).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(entryContextAt(TEST_SETUP, plays.slice(0, 1), 9000)?.onCourt.home).toEqual(['t1', 't6', 't3', 't4', 't5']);
    const starters = { ...TEST_SETUP, home: { ...TEST_SETUP.home, starters: ['t7', 't6', 't5', 't4', 't3'] } };
    const none: typeof plays = [];
    expect(entryContextAt(starters, none, 0)?.onCourt.home).toEqual(['t7', 't6', 't5', 't4', 't3']);
    expect(entryContextAt(TEST_SETUP, none, 0)?.onCourt.home).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it('has nothing to offer before the setup is saved', () => {
    expect(entryContextAt(null, plays, 0)).toBeNull();
  });
});

describe('freeThrowShooterAt', () => {
  const foul = (kind: 'shooting' | 'personal' | 'technical' | 'unsportsmanlike') => ({
    type: 'foul' as const,
    team: 'away' as const,
    playerId: 'h2',
    kind,
    ...(kind === 'technical' ? {} : { drawnById: 't3' }),
  });
  const throwBy = (playerId: string) => ({ type: 'free_throw' as const, team: 'home' as const, playerId, made: false });
  const at = (...bodies: Parameters<typeof testPlay>[2][]) =>
    freeThrowShooterAt(
      bodies.map((body, index) => testPlay(String(index), index + 1, body)),
      bodies.length,
    );

  it('is the player fouled by the last foul that awards free throws, through subs, timeouts and technicals', () => {
    const shooter = { side: 'home', playerId: 't3' };
    expect(at(foul('shooting'))).toEqual(shooter);
    expect(at(foul('unsportsmanlike'), throwBy('t3'), sub('t6', 't2'))).toEqual(shooter);
    expect(at(foul('shooting'), foul('technical'), throwBy('t1'), { type: 'timeout', team: 'away' })).toEqual(shooter);
  });

  it('is nobody once the trip is over, or after a foul that awards none', () => {
    expect(at(foul('personal'))).toBeNull();
    expect(at(foul('shooting'), throwBy('t3'), { type: 'rebound', team: 'away', playerId: 'h1', offensive: false })).toBeNull();
    expect(at(foul('shooting'), made2('t1'))).toBeNull();
    expect(at(foul('shooting'), { type: 'period_end' })).toBeNull();
    expect(at()).toBeNull();
  });
});

describe('newPlayAt', () => {
  const plays = [testPlay('a', 1, made2('t1')), testPlay('b', 2, made2('t2'), 2)];

  it('appends a play tagged after the last one, in the last play’s period', () => {
    expect(newPlayAt(plays, 'n', made2('t3'), 5000)).toEqual({
      id: 'n',
      seq: 3,
      period: 2,
      videoMs: 5000,
      clock: null,
      revision: 0,
      body: made2('t3'),
    });
  });

  it('slots a play tagged earlier in the footage between the plays around it', () => {
    const play = newPlayAt(plays, 'n', made2('t3'), 1500);
    expect(play.seq).toBe(1.5);
    expect(play.period).toBe(1);
    expect(newPlayAt(plays, 'n', made2('t3'), 1500, 3).period).toBe(3);
  });
});

describe('runEntryCommands', () => {
  it('adds a play, then amends it in the same undo step', () => {
    const store = testStore();
    runEntryCommands(store, [{ kind: 'add', id: 's', body: made2('t1') }], 4000, () => 'unused');
    runEntryCommands(store, [{ kind: 'amend', id: 's', changes: { assistId: 't2' } }], 4000, () => 'unused');
    expect(store.getSnapshot().plays).toMatchObject([{ id: 's', videoMs: 4000, body: { ...made2('t1'), assistId: 't2' } }]);
    store.undo();
    expect(store.getSnapshot().plays).toEqual([]);
  });

  it('places each play among the plays the commands before it added', () => {
    const store = testStore([testPlay('late', 9, made2('t1'))]);
    runEntryCommands(
      store,
      [
        { kind: 'add', id: 'x', body: made2('t2') },
        { kind: 'add', id: 'y', body: made2('t3') },
      ],
      3000,
      () => 'unused',
    );
    expect(store.getSnapshot().plays.map((play) => play.id)).toEqual(['x', 'y', 'late']);
  });

  it('starts a period, then ends it, with ids it is given', () => {
    const store = testStore();
    const ids = ['p1', 'p2'];
    const newId = () => ids.shift() ?? 'none';
    runEntryCommands(store, [{ kind: 'period' }], 0, newId);
    runEntryCommands(store, [{ kind: 'period' }], 600_000, newId);
    expect(store.getSnapshot().plays.map(({ id, period, body }) => [id, period, body.type])).toEqual([
      ['p1', 1, 'period_start'],
      ['p2', 1, 'period_end'],
    ]);
  });

  it('marks the game clock starting and stopping where the footage is', () => {
    const store = testStore();
    const ids = ['g', 'h'];
    const newId = () => ids.shift() ?? 'none';
    runEntryCommands(store, [{ kind: 'clock', running: true }], 1000, newId);
    runEntryCommands(store, [{ kind: 'clock', running: false }], 4000, newId);
    expect(store.getSnapshot().plays.map(({ id, videoMs, body }) => [id, videoMs, body])).toEqual([
      ['g', 1000, { type: 'clock', running: true }],
      ['h', 4000, { type: 'clock', running: false }],
    ]);
  });

  it('leaves a play that is gone alone', () => {
    const store = testStore();
    runEntryCommands(store, [{ kind: 'amend', id: 'gone', changes: { assistId: 't2' } }], 0, () => 'unused');
    expect(store.getSnapshot().plays).toEqual([]);
  });
});

describe('the game clock and a period’s start', () => {
  it('marks the clock starting (g) or stopping (h) at the footage position', () => {
    const store = testStore([testPlay('a', 1, { type: 'period_start' })]);
    runEntryCommands(store, [{ kind: 'clock', running: true }], 4000, () => 'g1');
    expect(store.getSnapshot().plays.at(-1)).toMatchObject({
      id: 'g1',
      videoMs: 4000,
      clock: null,
      body: { type: 'clock', running: true },
    });
  });

  it('sets the clock with a mark that carries the typed value', () => {
    const store = testStore([testPlay('a', 1, { type: 'period_start' })]);
    addClockMark(store, { running: false, clock: 463.5 }, 2000, () => 's1');
    expect(store.getSnapshot().plays.at(-1)).toMatchObject({
      id: 's1',
      videoMs: 2000,
      clock: 463.5,
      body: { type: 'clock', running: false },
    });
  });

  it('asks for the lineups before a period starts, and ends a running period at once', () => {
    const asked: [number, number][] = [];
    const hooks = { startPeriod: (period: number, ms: number) => asked.push([period, ms]) };
    const store = testStore([testPlay('a', 1, { type: 'period_start' }), testPlay('b', 2, { type: 'period_end' })]);
    runEntryCommands(store, [{ kind: 'period' }], 9000, () => 'p1', hooks);
    expect(asked).toEqual([[2, 9000]]);
    expect(store.getSnapshot().plays).toHaveLength(2);

    startPeriod(
      store,
      2,
      9000,
      { home: ['t1', 't2', 't3', 't4', 't6'], away: ['h1', 'h2', 'h3', 'h4', 'h5'] },
      (() => {
        let n = 0;
        return () => `s${String((n += 1))}`;
      })(),
    );
    expect(
      store
        .getSnapshot()
        .plays.slice(2)
        .map((play) => [play.period, play.body]),
    ).toEqual([
      [2, { type: 'period_start' }],
      [2, { type: 'lineup', team: 'home', playerIds: ['t1', 't2', 't3', 't4', 't6'] }],
      [2, { type: 'lineup', team: 'away', playerIds: ['h1', 'h2', 'h3', 'h4', 'h5'] }],
    ]);
    // One undo takes the whole start back.
    store.undo();
    expect(store.getSnapshot().plays).toHaveLength(2);
    store.redo();
    expect(store.getSnapshot().plays).toHaveLength(5);
    runEntryCommands(store, [{ kind: 'period' }], 20000, () => 'e2', hooks);
    expect(store.getSnapshot().plays.at(-1)).toMatchObject({ period: 2, body: { type: 'period_end' } });
  });
});

describe('a substitution from a 20-player roster’s bench', () => {
  /** Keys typed into the workspace at footage position `ms`, as its key handler runs them. */
  let ids = 0;
  const newId = () => `k${String((ids += 1))}`;
  function typeAt(store: ReturnType<typeof testStore>, keys: string[], ms: number) {
    let entry: EntryState = { step: 'idle' };
    for (const key of keys) {
      const context = entryContextAt(BIG_SETUP, store.getSnapshot().plays, ms);
      if (!context) throw new Error('no setup');
      const result = press(entry, key, context, newId);
      entry = result.state;
      runEntryCommands(store, result.commands, ms, newId);
    }
  }

  it('brings in any of the fifteen in three keys, the 11th-15th by q-t, read from the lineup at the footage', () => {
    const store = testStore([testPlay('a', 1, { type: 'period_start' })]);
    typeAt(store, ['1', 'c', 'q'], 2000); // t16, the 11th, for t1
    typeAt(store, ['5', 'c', 't'], 3000); // the 15th is now t20 (t1 sits first on the bench)
    typeAt(store, ['1', 'c', '1'], 4000); // t1, the first, back for t16
    expect(
      store
        .getSnapshot()
        .plays.slice(1)
        .map(({ videoMs, body }) => [videoMs, body]),
    ).toEqual([
      [2000, { type: 'substitution', team: 'home', inId: 't16', outId: 't1' }],
      [3000, { type: 'substitution', team: 'home', inId: 't20', outId: 't5' }],
      [4000, { type: 'substitution', team: 'home', inId: 't1', outId: 't16' }],
    ]);
    expect(entryContextAt(BIG_SETUP, store.getSnapshot().plays, 5000)?.onCourt.home).toEqual(['t1', 't2', 't3', 't4', 't20']);
  });
});
