import type { EventBody, GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  describePlay,
  insertionIndex,
  lastMissSideAt,
  lineupAt,
  periodAt,
  periodMarkerAt,
  seqAt,
  type WorkspaceEvent,
} from './timeline';

const play = (seq: number, body: EventBody, videoMs: number | null = seq * 1000, period = 1): WorkspaceEvent => ({
  id: `e${String(seq)}`,
  seq,
  period,
  videoMs,
  clock: null,
  revision: 1,
  body,
});
const made: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 };

describe('the timeline of plays', () => {
  const plays = [play(1, made), play(2, made), play(3, made)];

  it('appends a play tagged at the end of the footage, and slots one tagged earlier where it happened', () => {
    expect(insertionIndex(plays, 9000)).toBe(3);
    expect(seqAt(plays, 3)).toBe(4);
    expect(insertionIndex(plays, 1500)).toBe(1);
    expect(seqAt(plays, 1)).toBe(1.5);
    expect(insertionIndex(plays, 0)).toBe(0);
    expect(seqAt(plays, 0)).toBe(0.5);
    expect(seqAt([], 0)).toBe(1);
  });

  it('ends the running period with p, or starts the next one', () => {
    expect(periodMarkerAt([], 0)).toEqual({ body: { type: 'period_start' }, period: 1 });
    const running = [play(1, { type: 'period_start' }), play(2, made)];
    expect(periodMarkerAt(running, 2)).toEqual({ body: { type: 'period_end' }, period: 1 });
    const ended = [...running, play(3, { type: 'period_end' })];
    expect(periodMarkerAt(ended, 3)).toEqual({ body: { type: 'period_start' }, period: 2 });
  });

  it('gives a new play the period of the plays before it, passing over the scoreboard’s clock marks', () => {
    // The scoreboard pass counted the board's interval countdown as a period: its marks say 3 in the second.
    const second = [
      play(1, { type: 'period_start' }, 0, 2),
      play(2, made, 2000, 2),
      play(3, { type: 'clock', running: true }, 3000, 3),
    ];
    expect(periodAt(second, 3)).toBe(2);
    expect(periodAt([play(1, { type: 'clock', running: true }, 0, 3)], 1)).toBe(1);
  });

  it('follows the lineup through substitutions, the player coming in taking the key of the one going out', () => {
    const roster = (p: string) =>
      Array.from({ length: 7 }, (_, i) => ({ id: `${p}${String(i + 1)}`, number: String(i), name: '' }));
    const setup: GameSetup = {
      home: { name: 'A', players: roster('t'), starters: ['t1', 't2', 't3', 't4', 't5'] },
      away: { name: 'B', players: roster('h') },
      periods: 4,
      periodSeconds: 600,
      overtimeSeconds: 300,
    };
    const subs = [play(1, { type: 'substitution', team: 'home', inId: 't7', outId: 't2' })];
    expect(lineupAt(setup, subs, 0).home).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(lineupAt(setup, subs, 1).home).toEqual(['t1', 't7', 't3', 't4', 't5']);
    // Without starters, the first five on the roster have the keys until the analyst sets them.
    expect(lineupAt(setup, subs, 1).away).toEqual(['h1', 'h2', 'h3', 'h4', 'h5']);
  });

  it('knows which side missed last, until the ball changes hands', () => {
    const miss = play(1, { type: 'shot', team: 'away', playerId: 'h1', made: false, points: 3 });
    expect(lastMissSideAt([miss], 1)).toBe('away');
    expect(lastMissSideAt([miss, play(2, { type: 'rebound', team: 'home', offensive: false })], 2)).toBeNull();
  });
});

describe('the play list', () => {
  const name = (playerId: string | undefined) => `#${playerId ?? '?'}`;

  it('says which shots the analyst flagged as fast breaks, so a reviewer can check them', () => {
    expect(describePlay({ ...made, assistId: 't2', fastBreak: true }, name)).toBe('#t1 made 2PT (assist #t2) (fast break)');
    expect(describePlay(made, name)).toBe('#t1 made 2PT');
  });

  it('says which shooting fouls the analyst flagged as fast breaks, and who drew an offensive foul', () => {
    const foul = { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting', drawnById: 't1' } as const;
    expect(describePlay({ ...foul, fastBreak: true }, name)).toBe('#h1 shooting foul on #t1 (fast break)');
    expect(describePlay(foul, name)).toBe('#h1 shooting foul on #t1');
    expect(describePlay({ ...foul, kind: 'offensive' }, name)).toBe('#h1 offensive foul drawn by #t1');
  });
});
