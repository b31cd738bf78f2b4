import { describe, expect, it } from 'vitest';
import { checkConsistency, checkRecording, type WarningCode } from './consistency.js';
import type { EventBody, GameEvent, GameSetup } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';

/** The reference game with event `seq` replaced (or removed, with null). */
function withEvent(seq: number, body: EventBody | null): GameEvent[] {
  return REFERENCE_EVENTS.flatMap((event) => {
    if (event.seq !== seq) return [event];
    if (!body) return [];
    return [{ id: event.id, seq: event.seq, period: event.period, ...body }];
  });
}

/** A game of a few events in period 1 (no period markers), between the reference rosters. */
function game(bodies: EventBody[], setup: GameSetup = REFERENCE_SETUP): { setup: GameSetup; events: GameEvent[] } {
  return {
    setup: { ...setup, scoreboardFinal: undefined },
    events: bodies.map((body, index) => ({ id: `x${index + 1}`, seq: index + 1, period: 1, ...body })),
  };
}

const codes = (setup: GameSetup, events: GameEvent[]) =>
  checkConsistency(setup, events).map((warning) => [warning.code, warning.eventId]);

describe('checkConsistency', () => {
  it('finds nothing wrong with the reference game', () => {
    expect(checkConsistency(REFERENCE_SETUP, REFERENCE_EVENTS)).toEqual([]);
  });

  it.each<[string, EventBody[], [WarningCode, string | undefined][]]>([
    [
      'an assist by a player of the other team',
      [{ type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, assistId: 'a1' }],
      [['assist_not_teammate', 'x1']],
    ],
    [
      'an assist on a miss',
      [
        { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2, assistId: 'h2' },
        { type: 'rebound', team: 'away', playerId: 'a1', offensive: false },
      ],
      [['assist_on_miss', 'x1']],
    ],
    [
      'a block on a made shot, by a teammate',
      [{ type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, blockId: 'h2' }],
      [
        ['block_on_make', 'x1'],
        ['block_by_teammate', 'x1'],
      ],
    ],
    [
      'a steal by a teammate of the player who lost the ball',
      [{ type: 'turnover', team: 'home', playerId: 'h1', stealId: 'h2' }],
      [['steal_by_teammate', 'x1']],
    ],
    [
      'a defensive rebound credited to the shooting side',
      [
        { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 3 },
        { type: 'rebound', team: 'home', playerId: 'h2', offensive: false },
      ],
      [['rebound_wrong_side', 'x2']],
    ],
    [
      'a rebound with no miss before it',
      [{ type: 'rebound', team: 'home', playerId: 'h2', offensive: false }],
      [['rebound_without_miss', 'x1']],
    ],
    [
      'a missed shot with no rebound after it',
      [
        { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2 },
        { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 2 },
      ],
      [['miss_without_rebound', 'x1']],
    ],
    [
      'a missed last free throw with no rebound after it (a missed first one needs none)',
      [
        { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting' },
        { type: 'free_throw', team: 'home', playerId: 'h1', made: false },
        { type: 'free_throw', team: 'home', playerId: 'h1', made: false },
        { type: 'shot', team: 'away', playerId: 'a2', made: true, points: 2 },
      ],
      [['miss_without_rebound', 'x3']],
    ],
    [
      'free throws with no foul before them',
      [{ type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
      [['free_throw_without_foul', 'x1']],
    ],
    [
      "free throws after the shooter's own team fouled",
      [
        { type: 'foul', team: 'home', playerId: 'h2', kind: 'personal' },
        { type: 'free_throw', team: 'home', playerId: 'h1', made: true },
      ],
      [['free_throw_without_foul', 'x2']],
    ],
    [
      'a sixth foul for one player',
      Array.from({ length: 6 }, (): EventBody => ({ type: 'foul', team: 'away', playerId: 'a1', kind: 'personal' })),
      [['sixth_foul', 'x6']],
    ],
    [
      'a player on neither roster',
      [{ type: 'shot', team: 'home', playerId: 'h99', made: true, points: 2 }],
      [['unknown_player', 'x1']],
    ],
    [
      'a player tagged for the wrong team',
      [{ type: 'shot', team: 'home', playerId: 'a1', made: true, points: 2 }],
      [['wrong_team', 'x1']],
    ],
    [
      'a substitution of a player who is not on court',
      [{ type: 'substitution', team: 'home', inId: 'h6', outId: 'h7' }],
      [['lineup_not_five', 'x1']],
    ],
  ])('warns about %s, naming the event', (_name, bodies, expected) => {
    const { setup, events } = game(bodies);
    expect(codes(setup, events)).toEqual(expected);
  });

  it('accepts an and-one (made shot, shooting foul, one free throw) and a technical free throw by any player', () => {
    const { setup, events } = game([
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 },
      { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting' },
      { type: 'free_throw', team: 'home', playerId: 'h1', made: true },
      { type: 'foul', team: 'home', playerId: 'h2', kind: 'technical' },
      { type: 'free_throw', team: 'away', playerId: 'a5', made: true },
    ]);
    expect(checkConsistency(setup, events)).toEqual([]);
  });

  it('accepts a substitution between two free throws of one trip', () => {
    const { setup, events } = game([
      { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting' },
      { type: 'free_throw', team: 'home', playerId: 'h1', made: true },
      { type: 'substitution', team: 'home', inId: 'h6', outId: 'h2' },
      { type: 'free_throw', team: 'home', playerId: 'h1', made: true },
    ]);
    expect(checkConsistency(setup, events)).toEqual([]);
  });

  it('warns about events between periods, naming them', () => {
    const events = withEvent(34, null); // period 2 never starts
    const warnings = checkConsistency(REFERENCE_SETUP, events).filter((warning) => warning.code === 'outside_period');
    expect(warnings[0]).toMatchObject({ eventId: 'e35', message: 'Play 34: between periods (period 2 is not running)' });
  });

  it('warns when a team does not name five starters', () => {
    const setup = { ...REFERENCE_SETUP, home: { ...REFERENCE_SETUP.home, starters: ['h1', 'h2', 'h3', 'h4'] } };
    expect(checkConsistency(setup, REFERENCE_EVENTS).map((warning) => warning.code)).toContain('lineup_not_five');
  });

  it('warns when the tagged final differs from the scoreboard final the analyst typed', () => {
    const events = withEvent(2, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 3, assistId: 'h2' });
    expect(checkConsistency(REFERENCE_SETUP, events)).toEqual([
      { code: 'final_score_differs', message: 'the tagged score 22-20 differs from the scoreboard final 21-20' },
    ]);
  });
});

describe('checkRecording', () => {
  const placed = { x: 0, y: 5 };
  const located = (setup: Partial<GameSetup>, bodies: EventBody[]) => {
    const { setup: full, events } = game(bodies, { ...REFERENCE_SETUP, ...setup });
    return checkRecording(full, events);
  };
  const notTracked =
    'Fast breaks were not tracked: fast-break points will read “not recorded”. To count them, tick “Fast breaks tracked in this game” in the setup and flag each fast break (f while tagging a made shot or a shooting foul, or its Fast break box once selected).';

  it('counts the made field goals of both teams that have no location (misses and free throws need none)', () => {
    const warnings = located({ fastBreaksTracked: true }, [
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, ...placed, fastBreak: true }, // placed
      { type: 'shot', team: 'home', playerId: 'h2', made: true, points: 3 }, // 1
      { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 2, x: 3 }, // 2: no y
      { type: 'shot', team: 'away', playerId: 'a2', made: false, points: 2 }, // a miss: not counted
      { type: 'rebound', team: 'home', playerId: 'h3', offensive: false },
      { type: 'free_throw', team: 'away', playerId: 'a1', made: true },
      { type: 'shot', team: 'away', playerId: 'a3', made: true, points: 2 }, // 3
    ]);
    expect(warnings).toEqual([
      {
        code: 'made_shot_without_location',
        message:
          '3 made field goals have no location: points in the paint will read “not recorded”. Select each and click the court where it was taken.',
      },
    ]);
    const one = located({ fastBreaksTracked: true }, [
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, fastBreak: true },
    ]);
    expect(one[0]?.message).toMatch(/^1 made field goal has no location: /);
  });

  it('warns that fast breaks were not tracked when the setup says so, or says nothing and no play is flagged', () => {
    const basket: EventBody = { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, ...placed };
    expect(located({ fastBreaksTracked: false }, [basket])).toEqual([{ code: 'fast_breaks_not_tracked', message: notTracked }]);
    expect(located({}, [basket])).toEqual([{ code: 'fast_breaks_not_tracked', message: notTracked }]);
    // An older setup with a flagged play: tracked, as the engine reads it.
    expect(located({}, [{ ...basket, fastBreak: true }])).toEqual([]);
    // A shooting foul on the break counts as a flag too.
    expect(
      located({ fastBreaksTracked: true }, [
        basket,
        { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting', fastBreak: true },
      ]),
    ).toEqual([]);
  });

  it('says the flags will not count when the setup says fast breaks were not tracked', () => {
    const warnings = located({ fastBreaksTracked: false }, [
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, ...placed, fastBreak: true },
      { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 3, ...placed, fastBreak: true },
    ]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      notTracked.replace('“not recorded”.', '“not recorded”. The 2 plays flagged as fast breaks will not count.'),
    ]);
  });

  it('warns that fast-break points will read 0 when fast breaks are tracked but none is flagged', () => {
    expect(
      located({ fastBreaksTracked: true }, [{ type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, ...placed }]),
    ).toEqual([
      {
        code: 'no_fast_break_flagged',
        message:
          'Fast breaks are tracked, but no play is flagged as one: fast-break points will read 0. Flag each fast break (f while tagging a made shot or a shooting foul, or its Fast break box once selected), or untick “Fast breaks tracked in this game” in the setup.',
      },
    ]);
  });

  it('waits for the first basket', () => {
    expect(located({}, [{ type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2 }])).toEqual([]);
  });
});
