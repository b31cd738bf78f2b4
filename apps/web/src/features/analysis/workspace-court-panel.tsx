import type { EventBody, GameSetup } from '@courtside/domain';
import { memo } from 'react';
import { CourtDiagram } from './court-diagram';
import type { EntryState } from './entry';
import type { PlayByPlayStore } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

type Shot = Extract<EventBody, { type: 'shot' }>;
const NO_COLOR = '#334155';

/** The shots among `plays` that have a place on the court, each in its team's colour, as the diagram draws them. */
export function shotsOf(plays: readonly WorkspaceEvent[], setup: GameSetup | null) {
  return plays.flatMap(({ id, body }) =>
    body.type === 'shot' && body.x !== undefined && body.y !== undefined
      ? [{ id, body, color: setup?.[body.team].color ?? NO_COLOR }]
      : [],
  );
}

/**
 * The play a click on the court places: the shot the prompt asks about (its assist, its rebound or its
 * block), else the selected play.
 */
export function courtSubjectId(entry: EntryState, selectedId: string | undefined): string | undefined {
  if (entry.step === 'assist') return entry.shotId;
  if (entry.step === 'rebound' || entry.step === 'block') return entry.missId;
  return selectedId;
}

/**
 * Places `shot` at (x, y). A selected play being edited is a change of its own (an undo step); the shot just
 * typed is amended instead, so undoing it removes it whole.
 */
export function placeShot(
  store: Pick<PlayByPlayStore, 'change' | 'amend'>,
  shot: WorkspaceEvent & { body: Shot },
  x: number,
  y: number,
  editing: boolean,
): void {
  const body: EventBody = { ...shot.body, x, y };
  if (editing) store.change({ type: 'edit', id: shot.id, fields: { body } });
  else store.amend(shot.id, { body });
}

/** The half court with every shot drawn; a click places `subject` when it is a shot. */
export const WorkspaceCourtPanel = memo(function WorkspaceCourtPanel({
  shots,
  subject,
  editing,
  canEdit,
  store,
}: {
  shots: ReturnType<typeof shotsOf>;
  /** The play a click places (see courtSubjectId). */
  subject: WorkspaceEvent | undefined;
  /** `subject` is the selected play, not one being typed. */
  editing: boolean;
  canEdit: boolean;
  store: Pick<PlayByPlayStore, 'change' | 'amend'>;
}) {
  const shot = canEdit && subject?.body.type === 'shot' ? (subject as WorkspaceEvent & { body: Shot }) : null;
  const onPick = shot ? (x: number, y: number) => placeShot(store, shot, x, y, editing) : null;
  return <CourtDiagram shots={shots} onPick={onPick} label="Shot locations" />;
});
