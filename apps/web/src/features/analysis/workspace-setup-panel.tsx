import type { GameSetup } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { ApiError } from '../../lib/api-error';
import { saveSetup } from './analysis-api';
import { prefillNote, type CustomerDetails } from './customer-details';
import type { PlayByPlayStore } from './play-by-play-store';
import { SetupForm } from './setup-form';
import { initialSetup } from './setup-sheets';
import { waitUntilSaved } from './workspace-session';

/** The setup as saved, with the revision its next save must name. */
export interface SavedSetup {
  value: GameSetup | null;
  revision: number;
}

/**
 * The game's setup (teams, coaches, rosters, starters, periods, fast breaks, the game's details), open until it is
 * first saved. Until then it starts from
 * the setup suggested by the customer's upload, when there is one, and says so.
 */
export const WorkspaceSetupPanel = memo(function WorkspaceSetupPanel({
  gameId,
  setup,
  suggestedSetup = null,
  details = null,
  fastBreaksFlagged = false,
  disabled,
  store,
  onSaved,
  onNotice,
}: {
  gameId: string;
  setup: SavedSetup;
  suggestedSetup?: GameSetup | null;
  details?: CustomerDetails | null;
  /** Some play is flagged as a fast break. */
  fastBreaksFlagged?: boolean;
  disabled: boolean;
  store: Pick<PlayByPlayStore, 'hasUnsaved'>;
  onSaved: (setup: SavedSetup) => void;
  onNotice: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: GameSetup) => saveSetup(gameId, value, setup.revision),
    onSuccess: (saved) => {
      onSaved({ value: saved.setup, revision: saved.setupRevision });
      onNotice('Setup saved.');
    },
    onError: async (error) => {
      onNotice(error.message);
      // Someone else saved the setup first. Reloading starts a new workspace: every play typed so far must be
      // on the server first.
      if (error instanceof ApiError && error.status === 409)
        await waitUntilSaved(store).then(() => queryClient.invalidateQueries({ queryKey: ['analysis'] }));
    },
  });
  const prefilled = initialSetup(setup.value, suggestedSetup).suggested;
  return (
    <details open={!setup.value} className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold">Game setup</summary>
      <div className="mt-3">
        {prefilled && (
          <p className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="setup-prefilled">
            {prefillNote(details)}
          </p>
        )}
        <SetupForm
          key={setup.revision}
          setup={setup.value}
          suggestedSetup={suggestedSetup}
          details={details}
          fastBreaksFlagged={fastBreaksFlagged}
          disabled={disabled}
          saving={save.isPending}
          onSave={(value) => save.mutate(value)}
        />
      </div>
    </details>
  );
});
