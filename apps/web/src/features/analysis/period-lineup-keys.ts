import type { GameSetup, Side } from '@courtside/domain';
import { AWAY_KEYS, BENCH_KEYS, HOME_KEYS, benchOf, benchPlaceOf, matchJersey } from './entry';

/**
 * The period-start lineup window by keyboard, as a pure state machine. The five of each side hold the keys they
 * have while tagging (`1`-`5` home, `6`-`0` away, in the lineup's order); a player's key picks them to go out,
 * then the one coming in is named as a substitution names them: their place on the bench in one key (`1`-`9`,
 * `0` the first ten, `q`-`p` the next ten) or `#` and their jersey number. So one change is two keys on a bench of
 * up to twenty (a 25-player roster's), more only by jersey number. The newcomer takes the key of the player they
 * replace. No key of the window's is a letter until a player is picked, and letters mean nothing else there. A key on an empty place (fewer than five) adds a player; Backspace while a
 * player is picked takes them off; Escape forgets the pick; Enter, with nothing picked, starts the period.
 */
export interface LineupKeysState {
  lineups: Record<Side, string[]>;
  /** The place being changed (past the last player: one to add), and a jersey number being typed for it. */
  picked: { side: Side; slot: number; typed: string | null } | null;
}

export interface LineupKeyResult {
  state: LineupKeysState;
  /** Enter with nothing picked: start the period with these lineups. */
  confirm?: boolean;
}

/** The side and place a lineup key names: `1`-`5` the home five, `6`-`0` the away five. */
function slotOf(key: string): { side: Side; slot: number } | null {
  const home = HOME_KEYS.indexOf(key as (typeof HOME_KEYS)[number]);
  if (home >= 0) return { side: 'home', slot: home };
  const away = AWAY_KEYS.indexOf(key as (typeof AWAY_KEYS)[number]);
  return away >= 0 ? { side: 'away', slot: away } : null;
}

/** The players of `side` not in its lineup, in roster order: a bench key picks one by its place (1-0, q-p). */
export function lineupBench(setup: GameSetup, lineups: Record<Side, readonly string[]>, side: Side): string[] {
  return benchOf(side, { setup, onCourt: lineups, lastMissSide: null });
}

/** One key in the lineup window; null when the key means nothing there (the page leaves it alone). */
export function pressLineupKey(state: LineupKeysState, key: string, setup: GameSetup): LineupKeyResult | null {
  const { picked, lineups } = state;
  if (!picked) {
    if (key === 'Enter') return { state, confirm: true };
    const slot = slotOf(key);
    if (!slot) return null;
    // A key past the players listed names the next empty place, so a short lineup fills in key order.
    return { state: { ...state, picked: { ...slot, slot: Math.min(slot.slot, lineups[slot.side].length), typed: null } } };
  }
  const lineup = lineups[picked.side];
  const put = (playerId: string | null): LineupKeyResult => {
    const next = [...lineup];
    if (playerId === null) next.splice(picked.slot, 1);
    else next[picked.slot] = playerId;
    return { state: { lineups: { ...lineups, [picked.side]: next }, picked: null } };
  };
  if (key === 'Escape') return { state: { ...state, picked: null } };
  const bench = lineupBench(setup, lineups, picked.side);
  if (picked.typed === null) {
    if (key === '#') return { state: { ...state, picked: { ...picked, typed: '' } } };
    if (key === 'Backspace') return picked.slot < lineup.length ? put(null) : null;
    const playerId = bench[benchPlaceOf(key)];
    return playerId ? put(playerId) : null;
  }
  const typing = (typed: string): LineupKeyResult => ({ state: { ...state, picked: { ...picked, typed } } });
  if (key === 'Backspace') return typing(picked.typed.slice(0, -1));
  if (key === 'Enter') {
    const { picked: playerId } = matchJersey(setup, picked.side, bench, picked.typed, true);
    return playerId ? put(playerId) : null;
  }
  if (!/^[0-9]$/.test(key)) return null;
  const typed = picked.typed + key;
  const match = matchJersey(setup, picked.side, bench, typed);
  if (match.picked) return put(match.picked);
  return match.possible ? typing(typed) : null;
}

/**
 * The key each player answers to in the window: the five on court their lineup key, and, while a place of
 * their side is picked, the bench their place (1-0, then q-p). Players past the twentieth on the bench have none
 * (`#` and their number picks them).
 */
export function lineupKeyLabels(state: LineupKeysState, setup: GameSetup, side: Side): Map<string, string> {
  const keys = side === 'home' ? HOME_KEYS : AWAY_KEYS;
  const labels = new Map<string, string>();
  state.lineups[side].forEach((playerId, index) => {
    const key = keys[index];
    if (key) labels.set(playerId, key);
  });
  if (state.picked?.side === side)
    lineupBench(setup, state.lineups, side)
      .slice(0, BENCH_KEYS.length)
      .forEach((playerId, index) => labels.set(playerId, BENCH_KEYS[index] ?? ''));
  return labels;
}

/** What the window's key line says: what a key does next. */
export function lineupKeysPrompt(state: LineupKeysState, setup: GameSetup): string {
  const { picked } = state;
  if (!picked) return 'Keys: a player’s key (1-5 home, 6-0 away), then who comes in · Enter starts the period · Esc cancels';
  const going = state.lineups[picked.side][picked.slot];
  const who = going ? `For ${playerName(setup, picked.side, going)}` : `Adding to ${setup[picked.side].name}`;
  if (picked.typed !== null) return `${who}: jersey #${picked.typed}_ · Enter picks · Esc back`;
  const off = going ? ' · Backspace takes them off' : '';
  return `${who}: the bench player’s key (1-0, then q-p) or # and a jersey number${off} · Esc back`;
}

function playerName(setup: GameSetup, side: Side, playerId: string): string {
  const player = setup[side].players.find((candidate) => candidate.id === playerId);
  return player ? `#${player.number} ${player.name}` : playerId;
}
