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
import { TEST_SETUP } from './workspace-test-game';

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
      'For #5 Bo: the bench player’s place (1-0) or # and a jersey number · Backspace takes them off · Esc back',
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
  });
});
