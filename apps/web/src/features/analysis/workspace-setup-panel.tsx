import type { GameSetup } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { ApiError } from '../../lib/api-error';
import { saveSetup } from './analysis-api';
import type { PlayByPlayStore } from './play-by-play-store';
import { SetupForm } from './setup-form';
import { waitUntilSaved } from './workspace-session';

/** The setup as saved, with the revision its next save must name. */
export interface SavedSetup {
  value: GameSetup | null;
  revision: number;
}

/** The game's setup (teams, rosters, starters, periods), open until it is first saved. */
export const WorkspaceSetupPanel = memo(function WorkspaceSetupPanel({
  gameId,
  setup,
  disabled,
  store,
  onSaved,
  onNotice,
}: {
  gameId: string;
  setup: SavedSetup;
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
  return (
    <details open={!setup.value} className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold">Game setup</summary>
      <div className="mt-3">
        <SetupForm
          key={setup.revision}
          setup={setup.value}
          disabled={disabled}
          saving={save.isPending}
          onSave={(value) => save.mutate(value)}
        />
      </div>
    </details>
  );
});
