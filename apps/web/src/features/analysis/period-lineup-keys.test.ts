import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeriodLineupDialog } from './period-lineup-dialog';
import {
  lineupKeyLabels,
  lineupKeysPrompt,
  pressLineupKey,
  type LineupKeyResult,
  type LineupKeysState,
} from './period-lineup-keys';
import { BENCH_KEYS } from './entry';
import { BIG_SETUP, TEST_SETUP } from './workspace-test-game';

// Tigers t1-t7 wear 4-10; Hawks h1-h6 wear 11-16. The five who ended the last period are prefilled.
const prefilled: LineupKeysState = {
  lineups: { home: ['t1', 't2', 't3', 't4', 't5'], away: ['h1', 'h2', 'h3', 'h4', 'h5'] },
  picked: null,
};

/** Presses keys in the window, as the dialog does: a key it does not know changes nothing. */
function typeKeys(keys: string[], state: LineupKeysState = prefilled, setup = TEST_SETUP) {
  let last: LineupKeyResult | null = null;
  let keysTaken = 0;
  for (const key of keys) {
    last = pressLineupKey(state, key, setup);
    if (!last) continue;
    keysTaken += 1;
    state = last.state;
  }
  return { state, confirm: last?.confirm === true, keysTaken };
}

describe('the period-start lineup window by keyboard', () => {
  it('changes one player in two keys: their key, then the bench player’s place, who takes that key', () => {
    // Tigers #5 Bo (key 2) sits; the bench is t6, t7: Gus (t7) is second.
    const { state } = typeKeys(['2', '2']);
    expect(state.lineups.home).toEqual(['t1', 't7', 't3', 't4', 't5']);
    expect(state.picked).toBeNull();
    // Hawks #15 Oz (key 0) sits for #16 Pia, the only Hawk on the bench.
    expect(typeKeys(['0', '1']).state.lineups.away).toEqual(['h1', 'h2', 'h3', 'h4', 'h6']);
  });

  it('picks the one coming in by # and jersey number, within three keys for a one-digit number', () => {
    expect(typeKeys(['3', '#', '9']).state.lineups.home).toEqual(['t1', 't2', 't6', 't4', 't5']);
    // A number other bench numbers start with waits for Enter; a digit no bench number starts with is not taken.
    const big = {
      ...TEST_SETUP,
      home: { ...TEST_SETUP.home, players: [...TEST_SETUP.home.players, { id: 't8', number: '1', name: 'Ida' }] },
    };
    const waiting = typeKeys(['1', '#', '1'], prefilled, big);
    expect(waiting.state.lineups.home).toEqual(prefilled.lineups.home);
    expect(lineupKeysPrompt(waiting.state, big)).toBe('For #4 Ava: jersey #1_ · Enter picks · Esc back');
    expect(typeKeys(['1', '#', '1', 'Enter'], prefilled, big).state.lineups.home[0]).toBe('t8');
    expect(typeKeys(['1', '#', '1', '0'], prefilled, big).state.lineups.home[0]).toBe('t7');
  });

  it('reaches every place of a 20-player roster’s bench in one key: q-p are places 11-20', () => {
    // The Tigers' bench is t6-t20: the 11th (q) is t16, the 15th (t) t20.
    const eleventh = typeKeys(['1', 'q'], prefilled, BIG_SETUP);
    expect(eleventh.state.lineups.home).toEqual(['t16', 't2', 't3', 't4', 't5']);
    expect(eleventh.keysTaken).toBe(2);
    expect(typeKeys(['5', 't'], prefilled, BIG_SETUP).state.lineups.home).toEqual(['t1', 't2', 't3', 't4', 't20']);
    // The one going out joins the bench at their roster place (t1 first), so the places after it move one along.
    expect(typeKeys(['1', 'q', '1', 'q'], prefilled, BIG_SETUP).state.lineups.home[0]).toBe('t15');
    // The 16th place is nobody's: the pick stands. # and the number still work (#23 is t20).
    expect(typeKeys(['1', 'y'], prefilled, BIG_SETUP).state.picked).toEqual({ side: 'home', slot: 0, typed: null });
    const byNumber = typeKeys(['2', '#', '2', '3'], prefilled, BIG_SETUP);
    expect(byNumber.state.lineups.home).toEqual(['t1', 't20', 't3', 't4', 't5']);
    expect(byNumber.keysTaken).toBe(4);
  });

  it('starts the period on Enter, and lets Escape forget a pick without closing the window', () => {
    expect(typeKeys(['2', '2', 'Enter']).confirm).toBe(true);
    const backed = typeKeys(['2', 'Escape', '7', '1']);
    expect(backed.state.lineups).toEqual({ ...prefilled.lineups, away: ['h1', 'h6', 'h3', 'h4', 'h5'] });
    expect(pressLineupKey(prefilled, 'Escape', TEST_SETUP)).toBeNull();
  });

  it('fills a short lineup in key order and takes a player off with Backspace', () => {
    const empty: LineupKeysState = { lineups: { home: [], away: [] }, picked: null };
    const { state, keysTaken } = typeKeys(['1', '1', '2', '1', '3', '1', '4', '1', '5', '1'], empty);
    expect(state.lineups.home).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(keysTaken).toBe(10);
    expect(typeKeys(['4', 'Backspace']).state.lineups.home).toEqual(['t1', 't2', 't3', 't5']);
  });

  it('ignores a bench place nobody holds, and keys it does not use', () => {
    expect(typeKeys(['6', '5']).state).toEqual({ ...prefilled, picked: { side: 'away', slot: 0, typed: null } });
    expect(pressLineupKey(prefilled, 'q', TEST_SETUP)).toBeNull();
    expect(pressLineupKey(prefilled, ' ', TEST_SETUP)).toBeNull();
  });

  it('shows each player the key they answer to: the five their place, the bench its place while one is picked', () => {
    expect([...lineupKeyLabels(prefilled, TEST_SETUP, 'home')]).toEqual([
      ['t1', '1'],
      ['t2', '2'],
      ['t3', '3'],
      ['t4', '4'],
      ['t5', '5'],
    ]);
    const picking = typeKeys(['2']).state;
    expect(lineupKeyLabels(picking, TEST_SETUP, 'home').get('t7')).toBe('2');
    expect(lineupKeyLabels(picking, TEST_SETUP, 'away').has('h6')).toBe(false);
    expect(lineupKeysPrompt(picking, TEST_SETUP)).toBe(
      'For #5 Bo: the bench player’s key (1-0, then q-p) or # and a jersey number · Backspace takes them off · Esc back',
    );
  });

  it('labels every bench place with its key while a place is picked: 1-0, then q-p, none past the 20th', () => {
    const picking = typeKeys(['2'], prefilled, BIG_SETUP).state;
    const bench = ['t6', 't7', 't8', 't9', 't10', 't11', 't12', 't13', 't14', 't15', 't16', 't17', 't18', 't19', 't20'];
    const labels = lineupKeyLabels(picking, BIG_SETUP, 'home');
    expect(bench.map((id) => labels.get(id))).toEqual(BENCH_KEYS.slice(0, 15));
    expect(labels.get('t1')).toBe('1');
    // Every label is the key that picks its player: each place's key brings that player in.
    for (const id of bench)
      expect(pressLineupKey(picking, labels.get(id) ?? '', BIG_SETUP)?.state.lineups.home[1], labels.get(id)).toBe(id);
    // A 26-player roster: the 21st on the bench has no key (# and their number pick them).
    const huge = {
      ...BIG_SETUP,
      home: {
        ...BIG_SETUP.home,
        players: [
          ...BIG_SETUP.home.players,
          ...['t21', 't22', 't23', 't24', 't25', 't26'].map((id, i) => ({ id, number: String(i + 30), name: id })),
        ],
      },
    };
    const big = lineupKeyLabels(typeKeys(['2'], prefilled, huge).state, huge, 'home');
    expect([big.get('t25'), big.get('t26')]).toEqual(['p', undefined]);
    expect(lineupKeysPrompt(picking, BIG_SETUP)).toBe(
      'For #5 Bo: the bench player’s key (1-0, then q-p) or # and a jersey number · Backspace takes them off · Esc back',
    );
  });

  it('documents the keys in the window', () => {
    const html = renderToStaticMarkup(
      createElement(PeriodLineupDialog, {
        setup: TEST_SETUP,
        period: 2,
        prefill: prefilled.lineups,
        onConfirm: () => undefined,
        onCancel: () => undefined,
      }),
    );
    expect(html).toContain(
      'Keys: a player’s key (1-5 home, 6-0 away), then who comes in · Enter starts the period · Esc cancels',
    );
    expect(html).toContain('<kbd aria-hidden="true" class="rounded bg-slate-200 px-1">2</kbd>#5 Bo');
    // A screen reader hears each tick's key with it.
    expect(html).toContain('<input type="checkbox" aria-keyshortcuts="2" checked=""/>');
  });
});
