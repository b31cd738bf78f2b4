import {
  ZONE_LABELS,
  opponentOf,
  type EventBody,
  type FoulKind,
  type GameSetup,
  type ShotZone,
  type Side,
} from '@courtside/domain';
import { spotKeysHint, spotOf } from './shot-spots';

/**
 * Keyboard-first play entry, as a pure state machine: `press(state, key, context)` answers the next state and
 * what to do (add a play, or amend the play just added). It knows nothing of React, the footage or the server.
 *
 * A play starts with who: `1`-`5` the home players on court, `6`-`0` the away players, `[` and `]` the home
 * and away team. Then what: `q`/`a` a two made/missed, `w`/`s` a three made/missed, `e`/`d` a free throw
 * made/missed, `r` rebound, `t` turnover, `f` foul, `c` substitution (the player goes out); for a team,
 * `r`, `t`, `x` (timeout) and `f` (a technical on the coach, the bench, or a bench player by jersey number).
 * A turnover then takes its steal (an opponent's key) and its kind (one key of TURNOVER_KEYS), in either order.
 * `p` starts or ends a period; `g` starts the game clock and `h` stops it. A substitution picks the player
 * coming in by their place on the bench in one key (`1`-`9`, `0` the first ten, `q`-`p` the next ten: BENCH_KEYS),
 * or, on a bench of any length, by `#` and their jersey number (picked as soon as the number is unambiguous, or
 * with Enter). A play is saved on the key that names it; the
 * prompts that follow amend it or add the plays it leads to, so a made two with an assist is three keys
 * (shooter, `q`, passer). A key a prompt does not expect closes the prompt and starts the next play. While a
 * made shot asks for the assist, or a shooting foul for the fouled player and the free throws, `f` flags it as a
 * fast break (and `f` again unflags it). While a field goal's prompt is open (its assist, its rebound or its
 * block), one zone key of `shot-spots.ts` places it on the court. A foul's kind may be left out: an opponent's key
 * straight after `f` is a personal foul on that player. While a trip of free throws is under way (after a
 * shooting, unsportsmanlike or disqualifying foul, through substitutions, timeouts and technicals), `e` and `d`
 * alone tag the fouled player's next free throw, so the count the foul asks for may be skipped too.
 * An accepted score change read off the scoreboard asks only who scored (`suggested_shot`): the scorer's key
 * adds the made shot or free throw at the moment the scoreboard changed.
 */

export const HOME_KEYS = ['1', '2', '3', '4', '5'] as const;
export const AWAY_KEYS = ['6', '7', '8', '9', '0'] as const;
const TEAM_KEYS: Record<string, Side> = { '[': 'home', ']': 'away' };

export interface EntryContext {
  setup: GameSetup;
  /** Who is on court now, per side, in the order their keys are given. */
  onCourt: Record<Side, readonly string[]>;
  /** The side of the last missed shot or free throw before this play: a rebound by that side is offensive. */
  lastMissSide: Side | null;
  /**
   * The player whose trip of free throws is under way: fouled by the last foul that awards free throws, with
   * nothing since but free throws, substitutions, timeouts, technical fouls and the clock's marks. `e` and `d`
   * alone tag their free throws.
   */
  freeThrowShooter?: { side: Side; playerId: string } | null;
}

type Actor = { kind: 'player'; side: Side; playerId: string } | { kind: 'team'; side: Side };

/** The play `f` flags as a fast break from this prompt (a made shot, a shooting foul), and whether it is flagged. */
export interface FastBreakFlag {
  playId: string;
  on: boolean;
}

/** The field goal a zone key places from this prompt, and the zone it was placed in so far. */
export interface SpotPrompt {
  shotId: string;
  points: 2 | 3;
  zone: ShotZone | null;
}

export type EntryState =
  | { step: 'idle' }
  | { step: 'action'; actor: Actor }
  | { step: 'assist'; shotId: string; side: Side; fastBreak?: FastBreakFlag; spot?: SpotPrompt }
  | { step: 'rebound'; missSide: Side; missId: string; blockAllowed: boolean; spot?: SpotPrompt }
  | { step: 'block'; missSide: Side; missId: string; spot?: SpotPrompt }
  /**
   * A turnover just saved: the steal (a player's turnover only) and the kind, in either order. `stealId` and
   * `kind` are the answers so far; the prompt closes once nothing is left to ask.
   */
  | { step: 'turnover'; turnoverId: string; side: Side; byTeam: boolean; stealId: string | null; kind: TurnoverKind | null }
  | { step: 'foul_kind'; side: Side; playerId: string }
  /** Who drew the foul: a shooting, unsportsmanlike or disqualifying foul then asks for the free throws. */
  | { step: 'fouled'; foulId: string; side: Side; kind: FoulKind; fastBreak?: FastBreakFlag }
  | { step: 'free_throw_count'; shooterSide: Side; shooterId: string; fastBreak?: FastBreakFlag }
  | { step: 'free_throw'; shooterSide: Side; shooterId: string; attempt: number; of: number; fastBreak?: FastBreakFlag }
  | { step: 'sub_in'; side: Side; outId: string; typed: string | null }
  | { step: 'technical_on'; side: Side; typed: string | null }
  /**
   * A score change the analyst accepted: `side` scored `points` at footage position `videoMs`; who? The keys
   * read the lineup and tag the play there, wherever the footage is.
   */
  | { step: 'suggested_shot'; side: Side; points: 1 | 2 | 3; videoMs: number };

export const IDLE: EntryState = { step: 'idle' };

export type EntryCommand =
  /** Add a play; `id` is chosen here so the prompts that follow can amend it. */
  | { kind: 'add'; id: string; body: EventBody }
  /** Change fields of a play added by an earlier key. */
  | { kind: 'amend'; id: string; changes: Partial<Record<string, unknown>> }
  /** Start or end a period (which one depends on the plays before). */
  | { kind: 'period' }
  /** Mark the game clock starting or stopping here. */
  | { kind: 'clock'; running: boolean };

export interface EntryResult {
  state: EntryState;
  commands: EntryCommand[];
  /** The key was not understood here (and nothing changed). */
  ignored?: boolean;
}

const FOUL_KEYS: Record<string, FoulKind> = {
  Enter: 'personal',
  p: 'personal',
  s: 'shooting',
  o: 'offensive',
  t: 'technical',
  u: 'unsportsmanlike',
  x: 'disqualifying',
};

/**
 * A turnover's kind, as it is stored in the play's `kind` and named in the play-by-play ("turnover: travel").
 * An offensive foul is not among them: the domain records it as a foul of kind `offensive`, which the box
 * score already counts as a turnover and a foul, so its key turns the turnover into that foul.
 */
export const TURNOVER_KINDS = ['bad pass', 'lost ball', 'travel', '3 seconds', 'shot clock', 'other'] as const;
export type TurnoverKind = (typeof TURNOVER_KINDS)[number];

/** One key per kind, none of them a key that starts a play, steers the footage or answers a suggestion. */
export const TURNOVER_KEYS: Record<string, TurnoverKind | 'offensive foul'> = {
  b: 'bad pass',
  d: 'lost ball',
  t: 'travel',
  o: 'offensive foul',
  z: '3 seconds',
  s: 'shot clock',
  x: 'other',
};

/** Kinds a steal can follow: after these the prompt still asks for the thief. */
const STEALABLE: readonly TurnoverKind[] = ['bad pass', 'lost ball'];

/** The player a slot key names on court, if any. */
export function playerForKey(key: string, context: EntryContext): { side: Side; playerId: string } | null {
  const home = HOME_KEYS.indexOf(key as (typeof HOME_KEYS)[number]);
  if (home >= 0) {
    const playerId = context.onCourt.home[home];
    return playerId ? { side: 'home', playerId } : null;
  }
  const away = AWAY_KEYS.indexOf(key as (typeof AWAY_KEYS)[number]);
  if (away >= 0) {
    const playerId = context.onCourt.away[away];
    return playerId ? { side: 'away', playerId } : null;
  }
  return null;
}

/** Players of `side` who are not on court, in roster order: a substitution picks one by its place (BENCH_KEYS). */
export function benchOf(side: Side, context: EntryContext): string[] {
  const onCourt = new Set(context.onCourt[side]);
  return context.setup[side].players.map((player) => player.id).filter((id) => !onCourt.has(id));
}

/**
 * The keys that pick a bench player by their place in the bench list: `1`-`9`, `0` the first ten, and the
 * letter row under the digits, `q`-`p`, places 11-20 (`q` under `1` is the 11th, `p` under `0` the 20th), so a
 * 20-player roster's whole bench is one key away. Past the 20th, `#` and the jersey number.
 */
export const BENCH_KEYS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '0',
  'q',
  'w',
  'e',
  'r',
  't',
  'y',
  'u',
  'i',
  'o',
  'p',
] as const;

/** The place in the bench list a bench key names (0 the first), or -1 for a key that names none. */
export function benchPlaceOf(key: string): number {
  return (BENCH_KEYS as readonly string[]).indexOf(key);
}

/** The key that picks the bench player at `place` (0 the first), or null past the 20th (`#` and the number then). */
export function benchKeyOf(place: number): string | null {
  return BENCH_KEYS[place] ?? null;
}

/**
 * The player a typed jersey number names among `candidates`: `picked` once exactly one number is the typed one
 * and no other number starts with it (or, with `final`, on Enter, whenever one number is the typed one);
 * `possible` while some number still starts with what was typed.
 */
export function matchJersey(
  setup: GameSetup,
  side: Side,
  candidates: readonly string[],
  typed: string,
  final = false,
): { picked: string | null; possible: boolean } {
  const players = setup[side].players.filter((player) => candidates.includes(player.id));
  const exact = players.filter((player) => player.number === typed);
  const longer = players.filter((player) => player.number !== typed && player.number.startsWith(typed));
  const picked = exact.length === 1 && (final || longer.length === 0) ? (exact[0]?.id ?? null) : null;
  return { picked, possible: exact.length + longer.length > 0 };
}

/** What the entry line shows for a state: the question being asked and the keys that answer it. */
export function promptOf(state: EntryState): string {
  let prompt = questionOf(state);
  if ('fastBreak' in state && state.fastBreak) prompt += ` · f fast break${state.fastBreak.on ? ' ✓' : ''}`;
  if ('spot' in state && state.spot)
    prompt += state.spot.zone ? ` · spot ${ZONE_LABELS[state.spot.zone]} ✓` : ` · ${spotKeysHint(state.spot.points)}`;
  return prompt;
}

function questionOf(state: EntryState): string {
  switch (state.step) {
    case 'idle':
      return 'Who? 1-5 home, 6-0 away, [ ] team · e/d the trip’s next free throw · p period · g/h clock start/stop';
    case 'action':
      return state.actor.kind === 'player'
        ? 'What? q/a two made/missed · w/s three · e/d free throw · r rebound · t turnover · f foul · c sub out'
        : 'What? r team rebound · t team turnover · x timeout · f technical';
    case 'assist':
      return 'Assist? a teammate’s key · Enter none';
    case 'rebound':
      return `Rebound? a player’s key · [ ] team${state.blockAllowed ? ' · b block' : ''} · Esc none`;
    case 'block':
      return 'Blocked by? an opponent’s key';
    case 'turnover': {
      const kinds = 'b bad pass · d lost ball · t travel · o offensive foul · z 3 seconds · s shot clock · x other';
      const steal = !state.byTeam && state.stealId === null;
      if (steal && state.kind === null) return `Steal? an opponent’s key · Kind? ${kinds} · Enter done`;
      if (steal) return `Turnover: ${state.kind ?? ''}. Steal? an opponent’s key · Enter none`;
      return `Turnover${state.stealId === null ? '' : ' (stolen)'}. Kind? ${kinds} · Enter none`;
    }
    case 'foul_kind':
      return 'Foul: the fouled player’s key (personal) · Enter personal · s shooting · o offensive · t technical · u unsportsmanlike · x disqualifying';
    case 'fouled':
      return state.kind === 'offensive'
        ? 'Drawn by? an opponent’s key · Enter skip'
        : 'Fouled player? an opponent’s key · Enter skip';
    case 'free_throw_count':
      return 'Free throws? 1, 2 or 3 · Enter none';
    case 'free_throw':
      return `Free throw ${String(state.attempt)} of ${String(state.of)}: e made · d missed`;
    case 'sub_in':
      return state.typed === null
        ? 'Coming in? the bench player’s key in the list (1-0, then q-p) · # and a jersey number'
        : `Coming in? jersey #${state.typed}_ · Enter picks`;
    case 'technical_on':
      return state.typed === null
        ? 'Technical on? c coach · b bench · # and a bench player’s jersey number'
        : `Technical on? jersey #${state.typed}_ · Enter picks`;
    case 'suggested_shot':
      return `Scoreboard: ${state.side} +${String(state.points)}. Who scored? a ${state.side} player’s key · Esc skip`;
  }
}

/**
 * One key. `newId` makes the id of a play to add (the caller's UUIDs; tests pass a counter). Escape always
 * returns to the start; a key no prompt expects, once a play is saved, starts over as a fresh key.
 */
export function press(state: EntryState, key: string, context: EntryContext, newId: () => string): EntryResult {
  if (key === 'Escape') return { state: IDLE, commands: [] };
  const result = answer(state, key, context, newId);
  if (result) return result;
  // The prompt did not expect this key: the play so far stands, and the key begins the next one (after a
  // player was picked, another player's key picks them instead).
  if (state.step !== 'idle') {
    const fresh = answer(IDLE, key, context, newId);
    if (fresh) return fresh;
    return { state: IDLE, commands: [], ignored: true };
  }
  return { state, commands: [], ignored: true };
}

function answer(state: EntryState, key: string, context: EntryContext, newId: () => string): EntryResult | null {
  // `f` flags the made shot or the shooting foul being asked about as a fast break, and unflags it again.
  if (key === 'f' && 'fastBreak' in state && state.fastBreak) {
    const flag = { playId: state.fastBreak.playId, on: !state.fastBreak.on };
    return {
      state: { ...state, fastBreak: flag },
      commands: [{ kind: 'amend', id: flag.playId, changes: { fastBreak: flag.on || undefined } }],
    };
  }
  // A zone key places the field goal being asked about (another zone key moves it).
  if ('spot' in state && state.spot) {
    const spot = spotOf(key, state.spot.points);
    if (spot)
      return {
        state: { ...state, spot: { ...state.spot, zone: spot.zone } },
        commands: [{ kind: 'amend', id: state.spot.shotId, changes: { x: spot.x, y: spot.y } }],
      };
  }
  const player = playerForKey(key, context);
  switch (state.step) {
    case 'idle': {
      if (player) return { state: { step: 'action', actor: { kind: 'player', ...player } }, commands: [] };
      const shooter = context.freeThrowShooter;
      if (shooter && (key === 'e' || key === 'd')) return freeThrow(shooter.side, shooter.playerId, key === 'e', newId);
      const team = TEAM_KEYS[key];
      if (team) return { state: { step: 'action', actor: { kind: 'team', side: team } }, commands: [] };
      if (key === 'p') return { state: IDLE, commands: [{ kind: 'period' }] };
      if (key === 'g' || key === 'h') return { state: IDLE, commands: [{ kind: 'clock', running: key === 'g' }] };
      return null;
    }
    case 'action':
      return state.actor.kind === 'player'
        ? playerAction(state.actor, key, context, newId)
        : teamAction(state.actor.side, key, context, newId);
    case 'assist':
      if (key === 'Enter') return { state: IDLE, commands: [] };
      if (player?.side === state.side)
        return { state: IDLE, commands: [{ kind: 'amend', id: state.shotId, changes: { assistId: player.playerId } }] };
      return null;
    case 'rebound': {
      if (key === 'b' && state.blockAllowed)
        return { state: { step: 'block', missSide: state.missSide, missId: state.missId, ...spotOfState(state) }, commands: [] };
      const team = TEAM_KEYS[key];
      if (team) return { state: IDLE, commands: [add(newId, { type: 'rebound', team, offensive: team === state.missSide })] };
      if (player) {
        const body: EventBody = {
          type: 'rebound',
          team: player.side,
          playerId: player.playerId,
          offensive: player.side === state.missSide,
        };
        return { state: IDLE, commands: [add(newId, body)] };
      }
      return null;
    }
    case 'block':
      if (player?.side === opponentOf(state.missSide))
        return {
          state: { step: 'rebound', missSide: state.missSide, missId: state.missId, blockAllowed: false, ...spotOfState(state) },
          commands: [{ kind: 'amend', id: state.missId, changes: { blockId: player.playerId } }],
        };
      return null;
    case 'turnover':
      return turnoverAnswer(state, key, player);
    case 'foul_kind': {
      // An opponent's key straight away: a personal foul on that player, the commonest foul, in one key less.
      if (player?.side === opponentOf(state.side))
        return {
          state: IDLE,
          commands: [
            add(newId, {
              type: 'foul',
              team: state.side,
              playerId: state.playerId,
              kind: 'personal',
              drawnById: player.playerId,
            }),
          ],
        };
      const kind = FOUL_KEYS[key];
      if (!kind) return null;
      const id = newId();
      const command = add(() => id, { type: 'foul', team: state.side, playerId: state.playerId, kind });
      // A technical is drawn by nobody; every other foul, an offensive one too, asks who drew it (FD in the box).
      if (kind === 'technical') return { state: IDLE, commands: [command] };
      const fastBreak = kind === 'shooting' ? { fastBreak: { playId: id, on: false } } : {};
      return { state: { step: 'fouled', foulId: id, side: state.side, kind, ...fastBreak }, commands: [command] };
    }
    case 'fouled': {
      if (key === 'Enter') return { state: IDLE, commands: [] };
      if (player?.side !== opponentOf(state.side)) return null;
      const amend: EntryCommand = { kind: 'amend', id: state.foulId, changes: { drawnById: player.playerId } };
      if (state.kind === 'personal' || state.kind === 'offensive') return { state: IDLE, commands: [amend] };
      return {
        state: { step: 'free_throw_count', shooterSide: player.side, shooterId: player.playerId, ...fastBreakOf(state) },
        commands: [amend],
      };
    }
    case 'free_throw_count': {
      if (key === 'Enter') return { state: IDLE, commands: [] };
      const count = ['1', '2', '3'].indexOf(key) + 1;
      if (count === 0) return null;
      return {
        state: {
          step: 'free_throw',
          shooterSide: state.shooterSide,
          shooterId: state.shooterId,
          attempt: 1,
          of: count,
          ...fastBreakOf(state),
        },
        commands: [],
      };
    }
    case 'free_throw': {
      if (key !== 'e' && key !== 'd') return null;
      const made = key === 'e';
      const id = newId();
      const command = add(() => id, { type: 'free_throw', team: state.shooterSide, playerId: state.shooterId, made });
      if (state.attempt < state.of) return { state: { ...state, attempt: state.attempt + 1 }, commands: [command] };
      if (made) return { state: IDLE, commands: [command] };
      return { state: { step: 'rebound', missSide: state.shooterSide, missId: id, blockAllowed: false }, commands: [command] };
    }
    case 'sub_in': {
      const bench = benchOf(state.side, context);
      const substitution = (inId: string): EntryResult => ({
        state: IDLE,
        commands: [add(newId, { type: 'substitution', team: state.side, inId, outId: state.outId })],
      });
      if (state.typed === null) {
        if (key === '#') return { state: { ...state, typed: '' }, commands: [] };
        const place = benchPlaceOf(key);
        const inId = bench[place];
        if (inId) return substitution(inId);
        // A letter of a place nobody holds is still this prompt's key: it changes nothing, and the half-typed
        // substitution stands (a digit names a player on court, and starts their play, as it always did).
        return place >= 10 ? { state, commands: [], ignored: true } : null;
      }
      return typeJersey(state.typed, key, context.setup, state.side, bench, {
        more: (typed) => ({ state: { ...state, typed }, commands: [] }),
        picked: substitution,
      });
    }
    case 'technical_on': {
      const technical = (who: { playerId: string } | { bench: 'coach' | 'team' }): EntryResult => ({
        state: IDLE,
        commands: [add(newId, { type: 'foul', team: state.side, kind: 'technical', ...who })],
      });
      if (state.typed === null) {
        if (key === 'c') return technical({ bench: 'coach' });
        if (key === 'b') return technical({ bench: 'team' });
        if (key === '#') return { state: { ...state, typed: '' }, commands: [] };
        return null;
      }
      return typeJersey(state.typed, key, context.setup, state.side, benchOf(state.side, context), {
        more: (typed) => ({ state: { ...state, typed }, commands: [] }),
        picked: (playerId) => technical({ playerId }),
      });
    }
    case 'suggested_shot': {
      if (player?.side !== state.side) return null;
      const { side: team, playerId } = player;
      const id = newId();
      if (state.points === 1)
        return { state: IDLE, commands: [{ kind: 'add', id, body: { type: 'free_throw', team, playerId, made: true } }] };
      const spot = { shotId: id, points: state.points, zone: null };
      return {
        state: { step: 'assist', shotId: id, side: team, fastBreak: { playId: id, on: false }, spot },
        commands: [{ kind: 'add', id, body: { type: 'shot', team, playerId, made: true, points: state.points } }],
      };
    }
  }
}

/**
 * A key while a turnover asks for its steal and its kind. The steal is an opponent's key (a player's turnover
 * only); a kind key stores the kind, and `o` turns the turnover into an offensive foul, asking who drew it
 * unless a steal was typed first (the opponent who took the ball drew the foul).
 */
function turnoverAnswer(
  state: Extract<EntryState, { step: 'turnover' }>,
  key: string,
  player: { side: Side; playerId: string } | null,
): EntryResult | null {
  if (key === 'Enter') return { state: IDLE, commands: [] };
  const canSteal = !state.byTeam && state.stealId === null;
  if (player && canSteal && player.side === opponentOf(state.side)) {
    const amend: EntryCommand = { kind: 'amend', id: state.turnoverId, changes: { stealId: player.playerId } };
    return { state: state.kind === null ? { ...state, stealId: player.playerId } : IDLE, commands: [amend] };
  }
  const kind = TURNOVER_KEYS[key];
  if (!kind || state.kind !== null) return null;
  if (kind === 'offensive foul') {
    const drawn = state.stealId === null ? {} : { drawnById: state.stealId };
    const changes = { type: 'foul', kind: 'offensive', stealId: undefined, ...drawn };
    return {
      state: state.stealId === null ? { step: 'fouled', foulId: state.turnoverId, side: state.side, kind: 'offensive' } : IDLE,
      commands: [{ kind: 'amend', id: state.turnoverId, changes }],
    };
  }
  const amend: EntryCommand = { kind: 'amend', id: state.turnoverId, changes: { kind } };
  const stealAsked = canSteal && STEALABLE.includes(kind);
  return { state: stealAsked ? { ...state, kind } : IDLE, commands: [amend] };
}

/** One key of a jersey number being typed: another digit, Backspace, or Enter; null when it cannot be. */
function typeJersey(
  typed: string,
  key: string,
  setup: GameSetup,
  side: Side,
  candidates: readonly string[],
  then: { more: (typed: string) => EntryResult; picked: (playerId: string) => EntryResult },
): EntryResult | null {
  if (key === 'Backspace') return then.more(typed.slice(0, -1));
  if (key === 'Enter') {
    const { picked } = matchJersey(setup, side, candidates, typed, true);
    return picked ? then.picked(picked) : null;
  }
  if (!/^[0-9]$/.test(key)) return null;
  const next = typed + key;
  const { picked, possible } = matchJersey(setup, side, candidates, next);
  if (picked) return then.picked(picked);
  // A digit no jersey on the bench begins with is not taken: the number typed so far stands.
  return possible ? then.more(next) : { ...then.more(typed), ignored: true };
}

/** The field goal a prompt hands on to the next for its zone key, when it has one. */
function spotOfState(state: { spot?: SpotPrompt }): { spot?: SpotPrompt } {
  return state.spot ? { spot: state.spot } : {};
}

/** The fast-break flag a prompt hands on to the next, when it has one. */
function fastBreakOf(state: { fastBreak?: FastBreakFlag }): { fastBreak?: FastBreakFlag } {
  return state.fastBreak ? { fastBreak: state.fastBreak } : {};
}

/** A free throw outside a trip's prompt: a miss asks for its rebound, which the next free throw's key passes by. */
function freeThrow(team: Side, playerId: string, made: boolean, newId: () => string): EntryResult {
  const id = newId();
  const command = add(() => id, { type: 'free_throw', team, playerId, made });
  if (made) return { state: IDLE, commands: [command] };
  return { state: { step: 'rebound', missSide: team, missId: id, blockAllowed: false }, commands: [command] };
}

function add(newId: () => string, body: EventBody): EntryCommand {
  return { kind: 'add', id: newId(), body };
}

function playerAction(
  actor: { side: Side; playerId: string },
  key: string,
  context: EntryContext,
  newId: () => string,
): EntryResult | null {
  const { side: team, playerId } = actor;
  const shot = (made: boolean, points: 2 | 3): EntryResult => {
    const id = newId();
    const command = add(() => id, { type: 'shot', team, playerId, made, points });
    const spot = { shotId: id, points, zone: null };
    return made
      ? { state: { step: 'assist', shotId: id, side: team, fastBreak: { playId: id, on: false }, spot }, commands: [command] }
      : { state: { step: 'rebound', missSide: team, missId: id, blockAllowed: true, spot }, commands: [command] };
  };
  switch (key) {
    case 'q':
      return shot(true, 2);
    case 'a':
      return shot(false, 2);
    case 'w':
      return shot(true, 3);
    case 's':
      return shot(false, 3);
    case 'e':
    case 'd':
      return freeThrow(team, playerId, key === 'e', newId);
    case 'r':
      return {
        state: IDLE,
        commands: [add(newId, { type: 'rebound', team, playerId, offensive: context.lastMissSide === team })],
      };
    case 't': {
      const id = newId();
      return {
        state: { step: 'turnover', turnoverId: id, side: team, byTeam: false, stealId: null, kind: null },
        commands: [add(() => id, { type: 'turnover', team, playerId })],
      };
    }
    case 'f':
      return { state: { step: 'foul_kind', side: team, playerId }, commands: [] };
    case 'c':
      return benchOf(team, context).length > 0
        ? { state: { step: 'sub_in', side: team, outId: playerId, typed: null }, commands: [] }
        : null;
    default:
      return null;
  }
}

function teamAction(side: Side, key: string, context: EntryContext, newId: () => string): EntryResult | null {
  if (key === 'r')
    return { state: IDLE, commands: [add(newId, { type: 'rebound', team: side, offensive: context.lastMissSide === side })] };
  if (key === 't') {
    const id = newId();
    return {
      state: { step: 'turnover', turnoverId: id, side, byTeam: true, stealId: null, kind: null },
      commands: [add(() => id, { type: 'turnover', team: side })],
    };
  }
  if (key === 'x') return { state: IDLE, commands: [add(newId, { type: 'timeout', team: side })] };
  if (key === 'f') return { state: { step: 'technical_on', side, typed: null }, commands: [] };
  return null;
}
