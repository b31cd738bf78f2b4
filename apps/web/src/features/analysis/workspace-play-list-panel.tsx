import type { GameSetup } from '@courtside/domain';
import { memo } from 'react';
import type { PlayByPlayStore } from './play-by-play-store';
import { PlayEditor, PlayList } from './play-list';
import type { WorkspaceEvent } from './timeline';
import type { PlayerNamer } from './workspace-names';

/** The play-by-play: its count with undo and redo, every play in order, and the editor of the selected one. */
export const WorkspacePlayListPanel = memo(function WorkspacePlayListPanel({
  store,
  plays,
  canUndo,
  canRedo,
  setup,
  canEdit,
  selected,
  clocks,
  warnedIds,
  reportedIds,
  names,
  onSelect,
  onDeselect,
}: {
  store: Pick<PlayByPlayStore, 'undo' | 'redo' | 'change'>;
  plays: WorkspaceEvent[];
  canUndo: boolean;
  canRedo: boolean;
  setup: GameSetup | null;
  canEdit: boolean;
  selected: WorkspaceEvent | undefined;
  /** The game clock at each play, by id, where known. */
  clocks: ReadonlyMap<string, number>;
  warnedIds: ReadonlySet<string>;
  /** Plays the customer reported, marked in the list. */
  reportedIds?: ReadonlySet<string>;
  names: PlayerNamer;
  onSelect: (play: WorkspaceEvent) => void;
  onDeselect: () => void;
}) {
  return (
    <div className="rounded-lg border border-slate-200">
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-1 text-sm">
        <h2 className="font-semibold">Plays ({plays.length})</h2>
        <button
          type="button"
          className="ml-auto underline disabled:opacity-50"
          disabled={!canEdit || !canUndo}
          onClick={() => store.undo()}
        >
          Undo
        </button>
        <button
          type="button"
          className="underline disabled:opacity-50"
          disabled={!canEdit || !canRedo}
          onClick={() => store.redo()}
        >
          Redo
        </button>
      </div>
      <div className="max-h-80 overflow-y-auto">
        <PlayList
          plays={plays}
          clocks={clocks}
          selectedId={selected?.id ?? null}
          warnedIds={warnedIds}
          {...(reportedIds && { reportedIds })}
          name={names}
          onSelect={onSelect}
        />
      </div>
      {selected && setup && (
        <PlayEditor
          play={selected}
          clock={clocks.get(selected.id)}
          setup={setup}
          disabled={!canEdit}
          onChange={(fields) => store.change({ type: 'edit', id: selected.id, fields })}
          onDelete={() => {
            store.change({ type: 'delete', id: selected.id });
            onDeselect();
          }}
        />
      )}
    </div>
  );
});
