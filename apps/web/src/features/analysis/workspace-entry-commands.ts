import { SIDES, opponentOf, type EventBody, type FoulKind, type GameSetup, type Side } from '@courtside/domain';
import type { EntryCommand, EntryContext } from './entry';
import type { PlayByPlayStore } from './play-by-play-store';
import { insertionIndex, lastMissSideAt, lineupAt, periodAt, periodMarkerAt, seqAt, type WorkspaceEvent } from './timeline';

/** The part of the play-by-play store that entry commands change. */
export type EntryTarget = Pick<PlayByPlayStore, 'getSnapshot' | 'find' | 'change' | 'amend'>;

const contexts = new WeakMap<readonly WorkspaceEvent[], { setup: GameSetup; ms: number; context: EntryContext }>();

/**
 * What the player keys name at footage position `ms`: the lineup and the last miss before that point. The
 * answer for the last position asked is kept per list of plays: the keys of one play all ask the same.
 */
export function entryContextAt(setup: GameSetup | null, plays: readonly WorkspaceEvent[], ms: number): EntryContext | null {
  if (!setup) return null;
  const kept = contexts.get(plays);
  if (kept?.setup === setup && kept.ms === ms) return kept.context;
  const index = insertionIndex(plays, ms);
  const context = {
    setup,
    onCourt: lineupAt(setup, plays, index),
    lastMissSide: lastMissSideAt(plays, index),
    freeThrowShooter: freeThrowShooterAt(plays, index),
  };
  contexts.set(plays, { setup, ms, context });
  return context;
}

/** Fouls that award free throws to the player who drew them. */
const AWARDING: readonly FoulKind[] = ['shooting', 'unsportsmanlike', 'disqualifying'];

/**
 * The player whose trip of free throws is under way before `index`: the one who drew the last foul that awards
 * free throws, when nothing but free throws (anyone's: a technical's), substitutions, timeouts, technical fouls,
 * lineups and the clock's marks came since; null otherwise.
 */
export function freeThrowShooterAt(plays: readonly WorkspaceEvent[], index: number): { side: Side; playerId: string } | null {
  for (let i = index - 1; i >= 0; i -= 1) {
    const body = plays[i]?.body;
    if (!body) return null;
    switch (body.type) {
      case 'free_throw':
      case 'substitution':
      case 'timeout':
      case 'lineup':
      case 'clock':
        continue;
      case 'foul':
        if (body.kind === 'technical') continue;
        return AWARDING.includes(body.kind) && body.drawnById ? { side: opponentOf(body.team), playerId: body.drawnById } : null;
      case 'shot':
      case 'rebound':
      case 'turnover':
      case 'period_start':
      case 'period_end':
        return null;
    }
  }
  return null;
}

/** A new play tagged at footage position `ms`, numbered to sit among `plays` where that moment falls. */
export function newPlayAt(
  plays: readonly WorkspaceEvent[],
  id: string,
  body: EventBody,
  ms: number,
  period?: number,
): WorkspaceEvent {
  const index = insertionIndex(plays, ms);
  return { id, seq: seqAt(plays, index), period: period ?? periodAt(plays, index), videoMs: ms, clock: null, revision: 0, body };
}

/** What the page does for commands that need more than a play: a period's start asks for the lineups. */
export interface EntryHooks {
  startPeriod?: (period: number, ms: number) => void;
}

/** A mark on the game clock's track at footage position `ms`: it starts or stops there, set to `clock` if given. */
export function addClockMark(store: EntryTarget, mark: { running: boolean; clock?: number }, ms: number, newId: () => string) {
  const event = newPlayAt(store.getSnapshot().plays, newId(), { type: 'clock', running: mark.running }, ms);
  store.change({ type: 'create', event: { ...event, clock: mark.clock ?? null } });
}

/** Starts `period` at footage position `ms` with the five on court per team: the period's start and a lineup play each. */
export function startPeriod(
  store: EntryTarget,
  period: number,
  ms: number,
  lineups: Record<Side, readonly string[]>,
  newId: () => string,
) {
  const bodies: EventBody[] = [
    { type: 'period_start' },
    ...SIDES.map((side): EventBody => ({ type: 'lineup', team: side, playerIds: [...lineups[side]] })),
  ];
  // One step, so one undo takes the period's start back whole; the plays keep their order between their neighbours.
  const plays = store.getSnapshot().plays;
  const index = insertionIndex(plays, ms);
  const before = plays[index - 1]?.seq ?? 0;
  const after = plays[index]?.seq;
  const seqAtStep = (step: number) =>
    after === undefined ? Math.floor(before) + step : before + ((after - before) * step) / (bodies.length + 1);
  store.change(
    ...bodies.map((body, step) => ({
      type: 'create' as const,
      event: { ...newPlayAt(plays, newId(), body, ms, period), seq: seqAtStep(step + 1) },
    })),
  );
}

/**
 * Applies what a key asked for to the store, tagged at footage position `ms`. Each play is placed among the
 * plays as they are after the commands before it, and an amendment joins its play's undo step.
 */
export function runEntryCommands(
  store: EntryTarget,
  commands: readonly EntryCommand[],
  ms: number,
  newId: () => string,
  hooks: EntryHooks = {},
) {
  for (const command of commands) {
    const current = store.getSnapshot().plays;
    switch (command.kind) {
      case 'add':
        store.change({ type: 'create', event: newPlayAt(current, command.id, command.body, ms) });
        break;
      case 'amend': {
        const play = store.find(command.id);
        if (play) store.amend(command.id, { body: { ...play.body, ...command.changes } });
        break;
      }
      case 'period': {
        const marker = periodMarkerAt(current, insertionIndex(current, ms));
        // A period's start asks for its lineups first, when the page can ask.
        if (marker.body.type === 'period_start' && hooks.startPeriod) hooks.startPeriod(marker.period, ms);
        else store.change({ type: 'create', event: newPlayAt(current, newId(), marker.body, ms, marker.period) });
        break;
      }
      case 'clock':
        addClockMark(store, { running: command.running }, ms, newId);
        break;
    }
  }
}
