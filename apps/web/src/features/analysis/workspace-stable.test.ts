import { describe, expect, it } from 'vitest';
import { toGameEvent } from '@courtside/domain';
import { gameEventOf, sameData, sameItems, sameLists, sameMembers, samePlaysForEngine } from './workspace-stable';
import { made2, testPlay } from './workspace-test-game';

describe('sameItems', () => {
  it('holds for the same items in the same order only', () => {
    const a = { n: 1 };
    const b = { n: 2 };
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a, b], [a, { n: 2 }])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
  });
});

describe('samePlaysForEngine', () => {
  const play = testPlay('a', 1, made2('t1'));

  it('holds for a play that came back from the server with a new revision only', () => {
    expect(samePlaysForEngine([play], [{ ...play, revision: 7 }])).toBe(true);
  });

  it('fails for any change the box score or the checks read', () => {
    expect(samePlaysForEngine([play], [{ ...play, body: { ...play.body } }])).toBe(false);
    expect(samePlaysForEngine([play], [{ ...play, seq: 2 }])).toBe(false);
    expect(samePlaysForEngine([play], [{ ...play, period: 2 }])).toBe(false);
    expect(samePlaysForEngine([play], [{ ...play, videoMs: 5 }])).toBe(false);
    expect(samePlaysForEngine([play], [{ ...play, clock: 30 }])).toBe(false);
    expect(samePlaysForEngine([play], [{ ...play, id: 'b' }])).toBe(false);
    expect(samePlaysForEngine([play], [play, play])).toBe(false);
  });
});

describe('sameMembers', () => {
  it('holds for sets with the same members in any order', () => {
    expect(sameMembers(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameMembers(new Set(['a', 'b']), new Set(['a', 'c']))).toBe(false);
    expect(sameMembers(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });
});

describe('sameLists', () => {
  it('compares lineups side by side, by who is on court in key order', () => {
    const lineup = { home: ['t1', 't2'], away: ['h1'] };
    expect(sameLists(lineup, { home: ['t1', 't2'], away: ['h1'] })).toBe(true);
    expect(sameLists(lineup, { home: ['t2', 't1'], away: ['h1'] })).toBe(false);
    expect(sameLists(lineup, null)).toBe(false);
    expect(sameLists(null, null)).toBe(true);
  });
});

describe('gameEventOf', () => {
  it('reads a play as the engine does, once per play object', () => {
    const play = testPlay('a', 1, made2('t1'));
    expect(gameEventOf(play)).toEqual(toGameEvent(play));
    expect(gameEventOf(play)).toBe(gameEventOf(play));
    const edited = { ...play, seq: 2 };
    expect(gameEventOf(edited).seq).toBe(2);
  });
});

describe('sameData', () => {
  it('compares plain data in depth', () => {
    const box = { players: [{ playerId: 't1', pts: 2, plusMinus: null }], totals: { pts: 2 }, periodPoints: [2, 0] };
    expect(sameData(box, structuredClone(box))).toBe(true);
    expect(sameData(box, { ...box, totals: { pts: 3 } })).toBe(false);
    expect(sameData(box, { ...box, players: [{ playerId: 't1', pts: 2, plusMinus: 1 }] })).toBe(false);
    expect(sameData(box, { ...box, periodPoints: [2, 0, 0] })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
