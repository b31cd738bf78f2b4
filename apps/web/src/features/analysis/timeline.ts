import { SIDES, type EventBody, type GameSetup, type Side, type StoredPlay } from '@courtside/domain';

/** A play as the workspace holds it: the stored play and the revision its next edit must name. */
export interface WorkspaceEvent extends StoredPlay {
  revision: number;
}

export const byOrder = (a: WorkspaceEvent, b: WorkspaceEvent) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The plays in order of play. */
export function ordered(events: Iterable<WorkspaceEvent>): WorkspaceEvent[] {
  return [...events].sort(byOrder);
}

/**
 * Where a play tagged at `videoMs` goes: after every play at or before that point of the footage. Tagging
 * forward appends; going back to tag a missed play slots it in where it happened.
 */
export function insertionIndex(plays: readonly WorkspaceEvent[], videoMs: number): number {
  let index = plays.length;
  while (index > 0) {
    const before = plays[index - 1];
    if (!before || before.videoMs === null || before.videoMs <= videoMs) break;
    index -= 1;
  }
  return index;
}

/** A sequence number between the plays either side of `index` (the end: one past the last). */
export function seqAt(plays: readonly WorkspaceEvent[], index: number): number {
  const before = plays[index - 1];
  const after = plays[index];
  if (!after) return before ? Math.floor(before.seq) + 1 : 1;
  return ((before?.seq ?? 0) + after.seq) / 2;
}

/**
 * The period a play at `index` belongs to: that of the play before it (1 at the start). Clock marks are passed
 * over: the scoreboard pass writes them with periods of its own counting (decision 022).
 */
export function periodAt(plays: readonly WorkspaceEvent[], index: number): number {
  for (let i = index - 1; i >= 0; i -= 1) {
    const play = plays[i];
    if (play && play.body.type !== 'clock') return play.period;
  }
  return 1;
}

/** What `p` adds at `index`: the end of the running period, or the start of the next one. */
export function periodMarkerAt(plays: readonly WorkspaceEvent[], index: number): { body: EventBody; period: number } {
  for (let i = index - 1; i >= 0; i -= 1) {
    const play = plays[i];
    if (play?.body.type === 'period_start') return { body: { type: 'period_end' }, period: play.period };
    if (play?.body.type === 'period_end') return { body: { type: 'period_start' }, period: play.period + 1 };
  }
  return { body: { type: 'period_start' }, period: 1 };
}

/**
 * Who is on court at `index`, per side: the starters (or, until they are set, the first five on the roster),
 * changed by every substitution before it.
 */
export function lineupAt(setup: GameSetup, plays: readonly WorkspaceEvent[], index: number): Record<Side, string[]> {
  const lineup = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const starters = setup[side].starters ?? [];
    lineup[side] = starters.length === 5 ? [...starters] : setup[side].players.slice(0, 5).map((player) => player.id);
  }
  for (const play of plays.slice(0, index)) {
    if (play.body.type === 'substitution') {
      const { team, inId, outId } = play.body;
      const slot = lineup[team].indexOf(outId);
      // The player coming in takes the place (and so the key) of the player going out.
      if (slot >= 0) lineup[team][slot] = inId;
      else if (!lineup[team].includes(inId)) lineup[team].push(inId);
    } else if (play.body.type === 'lineup') {
      lineup[play.body.team] = keepSlots(lineup[play.body.team], play.body.playerIds);
    }
  }
  return lineup;
}

/** A new five, in key order: who stays keeps their key, who comes on takes a key left free. */
export function keepSlots(current: readonly string[], next: readonly string[]): string[] {
  const staying = new Set(next.filter((playerId) => current.includes(playerId)));
  const arriving = next.filter((playerId) => !staying.has(playerId));
  const slots = current.map((playerId) => (staying.has(playerId) ? playerId : (arriving.shift() ?? '')));
  return [...slots, ...arriving].filter(Boolean);
}

/** The side of the last missed shot or free throw before `index`, if any. */
export function lastMissSideAt(plays: readonly WorkspaceEvent[], index: number): Side | null {
  for (let i = index - 1; i >= 0; i -= 1) {
    const body = plays[i]?.body;
    if ((body?.type === 'shot' || body?.type === 'free_throw') && !body.made) return body.team;
    if (body?.type === 'rebound' || body?.type === 'shot' || body?.type === 'free_throw' || body?.type === 'turnover')
      return null;
  }
  return null;
}

/** A short account of a play for the list, with players by number and name. */
export function describePlay(body: EventBody, name: (playerId: string | undefined) => string): string {
  switch (body.type) {
    case 'shot': {
      const what = `${name(body.playerId)} ${body.made ? 'made' : 'missed'} ${String(body.points)}PT`;
      const assist = body.assistId ? ` (assist ${name(body.assistId)})` : '';
      const block = body.blockId ? ` (block ${name(body.blockId)})` : '';
      return what + assist + block + (body.fastBreak ? ' (fast break)' : '');
    }
    case 'free_throw':
      return `${name(body.playerId)} ${body.made ? 'made' : 'missed'} free throw`;
    case 'rebound':
      return `${body.playerId ? name(body.playerId) : 'Team'} ${body.offensive ? 'offensive' : 'defensive'} rebound`;
    case 'turnover':
      return `${body.playerId ? name(body.playerId) : 'Team'} turnover${body.stealId ? ` (steal ${name(body.stealId)})` : ''}`;
    case 'foul': {
      const who = body.playerId
        ? name(body.playerId)
        : body.bench === 'coach'
          ? 'Coach'
          : body.bench === 'team'
            ? 'Bench'
            : 'Team';
      const drawn = body.drawnById ? ` ${body.kind === 'offensive' ? 'drawn by' : 'on'} ${name(body.drawnById)}` : '';
      return `${who} ${body.kind} foul${drawn}${body.fastBreak ? ' (fast break)' : ''}`;
    }
    case 'lineup':
      return `On court: ${body.playerIds.map(name).join(', ')}`;
    case 'clock':
      return body.running ? 'Clock starts' : 'Clock stops';
    case 'substitution':
      return `${name(body.inId)} in for ${name(body.outId)}`;
    case 'timeout':
      return 'Timeout';
    case 'period_start':
      return 'Period starts';
    case 'period_end':
      return 'Period ends';
  }
}
