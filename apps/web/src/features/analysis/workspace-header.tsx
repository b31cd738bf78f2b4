import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { gameActions, queueQuery, type Workspace } from './analysis-api';
import { customerDetailsParts, type CustomerDetails } from './customer-details';
import type { PlayByPlayStore, SaveStatus } from './play-by-play-store';
import type { WorkspaceWarning } from './workspace-checks-panel';
import { waitUntilSaved } from './workspace-session';

export type GameAction = 'submit' | 'approve' | 'sendBack' | 'release' | 'claim';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  retrying: 'Not saved yet, retrying…',
};

/** Warnings a question before submitting or approving lists; the panel has the rest. */
const WARNINGS_ASKED = 5;

/**
 * What the browser asks before `action` ("Submit for review", "Approve") while warnings remain, each named (the
 * first few); null when none remain. The game can still go on: warnings are not errors.
 */
export function warningsQuestion(warnings: readonly Pick<WorkspaceWarning, 'message'>[], action: string): string | null {
  if (warnings.length === 0) return null;
  const count = warnings.length === 1 ? '1 warning remains' : `${String(warnings.length)} warnings remain`;
  const listed = warnings.slice(0, WARNINGS_ASKED).map((warning) => `• ${warning.message}`);
  const more = warnings.length > WARNINGS_ASKED ? [`…and ${String(warnings.length - WARNINGS_ASKED)} more (see Warnings).`] : [];
  return [`${count}:`, ...listed, ...more, '', `${action} anyway?`].join('\n');
}

/** Moves the game on (claim, release, submit, send back, approve) once every play typed so far is saved. */
function useGameAction(gameId: string, store: Pick<PlayByPlayStore, 'hasUnsaved'>, onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (name: GameAction) => {
      await waitUntilSaved(store);
      return gameActions[name](gameId);
    },
    onSuccess: async (_result, name) => {
      await queryClient.invalidateQueries({ queryKey: queueQuery.queryKey });
      // The game left this analyst's hands: back to the queue. Otherwise the workspace reloads with its new rights.
      if (name === 'approve' || name === 'release' || name === 'sendBack') await navigate('/analyst');
      else await queryClient.invalidateQueries({ queryKey: ['analysis'] });
    },
    onError: (error) => onError(error.message),
  });
}

/**
 * The workspace's title band: the game, its status, whether every change is saved, and what may be done with it;
 * under it, what the customer said about the game at upload.
 */
export const WorkspaceHeader = memo(function WorkspaceHeader({
  game,
  details = null,
  rights,
  saveStatus,
  canSubmit,
  warnings,
  store,
  onError,
}: {
  game: Workspace['game'];
  details?: CustomerDetails | null;
  rights: Workspace['rights'];
  saveStatus: SaveStatus;
  /** A game goes to review with a setup and at least one play. */
  canSubmit: boolean;
  /** What the checks found: asked about before submitting or approving. */
  warnings: readonly WorkspaceWarning[];
  store: Pick<PlayByPlayStore, 'hasUnsaved'>;
  onError: (message: string) => void;
}) {
  const action = useGameAction(game.id, store, onError);
  const told = details ? customerDetailsParts(details) : [];
  return (
    <div className="bg-slate-900 px-3 py-3 text-white">
      <header className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-3">
        <Link to="/analyst" className="text-sm underline">
          Queue
        </Link>
        <h1 className="text-2xl font-extrabold">{game.name}</h1>
        <span className="rounded bg-slate-700 px-2 py-0.5 text-sm" data-testid="game-status">
          {game.status.replace('_', ' ')}
        </span>
        {game.analystName && <span className="text-sm text-slate-300">Tagged by {game.analystName}</span>}
        <span aria-live="polite" className="ml-auto text-sm text-slate-300" data-testid="save-status">
          {SAVE_STATUS_TEXT[saveStatus]}
        </span>
        {rights.claim && (
          <button
            type="button"
            className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
            onClick={() => action.mutate('claim')}
          >
            Claim
          </button>
        )}
        {rights.release && (
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5"
            onClick={() => action.mutate('release')}
          >
            Release
          </button>
        )}
        {rights.submit && (
          <button
            type="button"
            className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
            disabled={action.isPending || !canSubmit}
            onClick={() => {
              const question = warningsQuestion(warnings, 'Submit for review');
              if (question === null || window.confirm(question)) action.mutate('submit');
            }}
          >
            Submit for review
          </button>
        )}
        {rights.review && (
          <>
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5"
              onClick={() => action.mutate('sendBack')}
            >
              Send back
            </button>
            <button
              type="button"
              className="rounded-md bg-green-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
              disabled={action.isPending}
              onClick={() => {
                const question = warningsQuestion(warnings, 'Approve');
                if (question === null || window.confirm(question)) action.mutate('approve');
              }}
            >
              Approve
            </button>
          </>
        )}
      </header>
      {told.length > 0 && (
        <p className="mx-auto mt-2 max-w-[1600px] text-sm text-slate-300" data-testid="customer-details">
          <span className="font-semibold text-white">From the customer:</span> {told.join(' · ')}
        </p>
      )}
    </div>
  );
});

/** Why this analyst cannot edit the game, when they cannot. */
export function viewingNote(game: Pick<Workspace['game'], 'status'>, rights: Workspace['rights']): string | null {
  if (rights.edit) return null;
  return game.status === 'in_review' && !rights.review
    ? 'This game is in review: another analyst checks it now.'
    : 'You are viewing this game; claim it to tag it.';
}

/** Under the header: the last problem to report (a refused change first), and why the game is read-only. */
export function WorkspaceNotices({ problem, note }: { problem: string | null; note: string | null }) {
  return (
    <>
      {problem && (
        <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      )}
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </>
  );
}
