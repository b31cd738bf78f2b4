import { FOUL_KINDS, formatClock, formatGameClock, type EventBody, type GameSetup } from '@courtside/domain';
import { memo } from 'react';
import { PlayClockField } from './play-clock-field';
import { describePlay, type WorkspaceEvent } from './timeline';

interface RowProps {
  play: WorkspaceEvent;
  index: number;
  /** The game clock at the play, from the track or typed. */
  clock: number | undefined;
  selected: boolean;
  warned: boolean;
  /** The customer reported a mistake on it, and an admin accepted the report. */
  reported: boolean;
  name: (playerId: string | undefined) => string;
  onSelect: (play: WorkspaceEvent) => void;
}

/** One play; unchanged plays are not rendered again when one is added. */
const PlayRow = memo(function PlayRow({ play, index, clock, selected, warned, reported, name, onSelect }: RowProps) {
  return (
    <li>
      <button
        type="button"
        data-play-id={play.id}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(play)}
        className={`flex w-full gap-2 px-2 py-1 text-left text-sm ${selected ? 'bg-brand-100' : 'hover:bg-slate-50'}`}
      >
        <span className="w-8 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}</span>
        <span className="w-8 shrink-0 text-slate-500">P{play.period}</span>
        <span className="w-14 shrink-0 font-mono text-slate-700" title="Game clock">
          {clock === undefined ? '' : formatGameClock(clock)}
        </span>
        <span className="w-12 shrink-0 font-mono text-slate-500">
          {play.videoMs === null ? '' : <span title="Footage">{formatClock(play.videoMs / 1000)}</span>}
        </span>
        <span className="flex-1">{describePlay(play.body, name)}</span>
        {reported && (
          <span className="shrink-0 rounded bg-red-100 px-1 text-xs font-semibold text-red-800" title="Reported by the customer">
            ⚑ Reported
          </span>
        )}
        {warned && (
          <span className="text-amber-600" title="See the warnings">
            ⚠
          </span>
        )}
      </button>
    </li>
  );
});

interface ListProps {
  plays: readonly WorkspaceEvent[];
  /** The game clock at each play, by id, where known. */
  clocks: ReadonlyMap<string, number>;
  selectedId: string | null;
  warnedIds: ReadonlySet<string>;
  /** Plays the customer reported (accepted reports of a reopened game). */
  reportedIds?: ReadonlySet<string>;
  name: (playerId: string | undefined) => string;
  onSelect: (play: WorkspaceEvent) => void;
}

/** Plays per block of the list: a new play redraws its block, and the other blocks are one comparison each. */
export const PLAYS_PER_BLOCK = 50;

/** Whether each row of the block that starts at `from` would show the same for `after` as it did for `before`. */
export function sameBlock(before: ListProps & { from: number }, after: ListProps & { from: number }): boolean {
  const end = Math.min(after.from + PLAYS_PER_BLOCK, after.plays.length);
  if (
    before.from !== after.from ||
    Math.min(before.from + PLAYS_PER_BLOCK, before.plays.length) !== end ||
    before.name !== after.name ||
    before.onSelect !== after.onSelect ||
    before.reportedIds !== after.reportedIds
  )
    return false;
  for (let index = after.from; index < end; index += 1) {
    const play = after.plays[index];
    if (!play || before.plays[index] !== play) return false;
    const { id } = play;
    if (before.clocks.get(id) !== after.clocks.get(id)) return false;
    if ((before.selectedId === id) !== (after.selectedId === id)) return false;
    if (before.warnedIds.has(id) !== after.warnedIds.has(id)) return false;
  }
  return true;
}

/**
 * Up to PLAYS_PER_BLOCK rows, straight into the list (no element of its own). With 700 plays, comparing 14
 * blocks instead of 700 rows is what keeps the key that adds a play within a frame.
 */
const PlayBlock = memo(function PlayBlock({
  plays,
  from,
  clocks,
  selectedId,
  warnedIds,
  reportedIds,
  name,
  onSelect,
}: ListProps & { from: number }) {
  return plays
    .slice(from, from + PLAYS_PER_BLOCK)
    .map((play, offset) => (
      <PlayRow
        key={play.id}
        play={play}
        index={from + offset}
        clock={clocks.get(play.id)}
        selected={play.id === selectedId}
        warned={warnedIds.has(play.id)}
        reported={reportedIds?.has(play.id) ?? false}
        name={name}
        onSelect={onSelect}
      />
    ));
}, sameBlock);

export function PlayList(props: ListProps) {
  const { plays } = props;
  if (plays.length === 0)
    return (
      <p className="p-4 text-sm text-slate-500">No plays yet. Press a player’s key (1-5 home, 6-0 away) to tag the first.</p>
    );
  const blocks = Math.ceil(plays.length / PLAYS_PER_BLOCK);
  return (
    <ol aria-label="Play-by-play" className="divide-y divide-slate-100">
      {Array.from({ length: blocks }, (_, block) => (
        <PlayBlock key={block} {...props} from={block * PLAYS_PER_BLOCK} />
      ))}
    </ol>
  );
}

/**
 * Edits the selected play's fields: who, made or missed, two or three, fast break (a shot, a shooting foul),
 * offensive or defensive, foul kind, period.
 */
export function PlayEditor({
  play,
  clock,
  setup,
  disabled,
  onChange,
  onDelete,
}: {
  play: WorkspaceEvent;
  /** The clock the track reads at the play. */
  clock: number | undefined;
  setup: GameSetup;
  disabled: boolean;
  onChange: (fields: { body?: EventBody; period?: number; clock?: number | null }) => void;
  onDelete: () => void;
}) {
  const body = play.body;
  const set = (change: Record<string, unknown>) => onChange({ body: { ...body, ...change } });
  const select = 'rounded border border-slate-300 px-1 py-0.5 text-sm';
  const players = 'team' in body ? setup[body.team].players : [];
  return (
    <fieldset disabled={disabled} className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2 text-sm">
      <legend className="sr-only">Edit the selected play</legend>
      {'playerId' in body && (
        <label>
          Player{' '}
          <select
            className={select}
            value={body.playerId ?? ''}
            onChange={(event) => set({ playerId: event.target.value || undefined })}
          >
            {(body.type === 'rebound' || body.type === 'turnover' || body.type === 'foul') && <option value="">Team</option>}
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                #{player.number} {player.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {(body.type === 'shot' || body.type === 'free_throw') && (
        <label>
          <input type="checkbox" checked={body.made} onChange={(event) => set({ made: event.target.checked })} /> Made
        </label>
      )}
      {body.type === 'shot' && (
        <label>
          Points{' '}
          <select className={select} value={body.points} onChange={(event) => set({ points: Number(event.target.value) })}>
            <option value={2}>2</option>
            <option value={3}>3</option>
          </select>
        </label>
      )}
      {(body.type === 'shot' || (body.type === 'foul' && body.kind === 'shooting')) && (
        <label>
          <input
            type="checkbox"
            checked={body.fastBreak ?? false}
            onChange={(event) => set({ fastBreak: event.target.checked || undefined })}
          />{' '}
          Fast break
        </label>
      )}
      {body.type === 'rebound' && (
        <label>
          <input type="checkbox" checked={body.offensive} onChange={(event) => set({ offensive: event.target.checked })} />{' '}
          Offensive
        </label>
      )}
      {body.type === 'foul' && (
        <label>
          Kind{' '}
          <select className={select} value={body.kind} onChange={(event) => set({ kind: event.target.value })}>
            {FOUL_KINDS.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>
        </label>
      )}
      <label>
        Period{' '}
        <input
          type="number"
          min={1}
          max={20}
          className={`${select} w-14`}
          value={play.period}
          onChange={(event) => Number(event.target.value) >= 1 && onChange({ period: Number(event.target.value) })}
        />
      </label>
      <PlayClockField
        key={`${play.id}:${String(play.clock)}`}
        typed={play.clock}
        fromTrack={clock}
        onSave={(value) => onChange({ clock: value })}
      />
      <button type="button" className="ml-auto rounded border border-red-300 px-2 py-0.5 text-red-700" onClick={onDelete}>
        Delete play
      </button>
    </fieldset>
  );
}
