import { FOUL_KINDS, formatClock, type EventBody, type GameSetup } from '@courtside/domain';
import { memo } from 'react';
import { clockText } from './game-clock-panel';
import { PlayClockField } from './play-clock-field';
import { describePlay, type WorkspaceEvent } from './timeline';

interface RowProps {
  play: WorkspaceEvent;
  index: number;
  /** The game clock at the play, from the track or typed. */
  clock: number | undefined;
  selected: boolean;
  warned: boolean;
  name: (playerId: string | undefined) => string;
  onSelect: (play: WorkspaceEvent) => void;
}

/** One play; unchanged plays are not rendered again when one is added (600 plays stay quick). */
const PlayRow = memo(function PlayRow({ play, index, clock, selected, warned, name, onSelect }: RowProps) {
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
          {clock === undefined ? '' : clockText(clock)}
        </span>
        <span className="w-12 shrink-0 font-mono text-slate-500">
          {play.videoMs === null ? '' : <span title="Footage">{formatClock(play.videoMs / 1000)}</span>}
        </span>
        <span className="flex-1">{describePlay(play.body, name)}</span>
        {warned && (
          <span className="text-amber-600" title="See the warnings">
            ⚠
          </span>
        )}
      </button>
    </li>
  );
});

export function PlayList({
  plays,
  clocks,
  selectedId,
  warnedIds,
  name,
  onSelect,
}: {
  plays: WorkspaceEvent[];
  /** The game clock at each play, by id, where known. */
  clocks: ReadonlyMap<string, number>;
  selectedId: string | null;
  warnedIds: ReadonlySet<string>;
  name: (playerId: string | undefined) => string;
  onSelect: (play: WorkspaceEvent) => void;
}) {
  if (plays.length === 0)
    return (
      <p className="p-4 text-sm text-slate-500">No plays yet. Press a player’s key (1-5 home, 6-0 away) to tag the first.</p>
    );
  return (
    <ol aria-label="Play-by-play" className="divide-y divide-slate-100">
      {plays.map((play, index) => (
        <PlayRow
          key={play.id}
          play={play}
          index={index}
          clock={clocks.get(play.id)}
          selected={play.id === selectedId}
          warned={warnedIds.has(play.id)}
          name={name}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );
}

/**
 * Edits the selected play's fields: who, made or missed, two or three, fast break, offensive or defensive, foul
 * kind, period.
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
      {body.type === 'shot' && (
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
