import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { useModal } from '../../components/ui/modal';
import { ShowMore, useFocusFirstNew } from '../../components/ui/show-more';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { useReaderTimeZone } from '../../lib/time-zone';
import { GAME_STATUS_LABELS, gameDayText } from './competition-text';
import { useNameFixtureGame, useOrganizationGames } from './competitions-api';

const cancelStyle =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60';

/**
 * "Name the game": the organization's games, newest first (name, day, status), one chosen and sent as this fixture's
 * game; with none, where to upload it. Escape or Cancel closes it and gives the focus back to its button; the
 * server's refusal (a game already named elsewhere, another game named here first) shows in place.
 */
export function NameGameDialog({
  competitionId,
  fixtureId,
  match,
  when,
  onNamed,
  onClose,
}: {
  competitionId: string;
  fixtureId: string;
  /** "Tigers v Hawks" */
  match: string;
  /** "Apr 11, 2026 · 19:30" */
  when: string;
  onNamed: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const games = useOrganizationGames();
  const name = useNameFixtureGame(competitionId);
  const modal = useModal(onClose, name.isPending);
  const timeZone = useReaderTimeZone();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  const { container, markFirstNew } = useFocusFirstNew<HTMLUListElement>(list.length, 'input[type="radio"]');

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!chosen) return setProblem('Choose the game of this fixture.');
    setProblem(null);
    try {
      await name.mutateAsync({ fixtureId, gameId: chosen });
      onNamed();
    } catch (error) {
      setProblem(errorsOfFailure(error).form ?? 'Something went wrong. Please try again.');
    }
  };

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg p-5 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Name the game of {match}
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
        {when}. Choose your organization’s game of this fixture: once its box score is delivered, it brings the result.
      </p>
      {games.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
          <Spinner /> Loading your games…
        </p>
      ) : games.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {games.error.message}
        </p>
      ) : list.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-800">
          <p>Your organization has no games yet. Upload the game first, then name it here.</p>
          <Link to="/upload" className={`${buttonStyles.primary} mt-3`}>
            Upload the game
          </Link>
        </div>
      ) : (
        <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)} className="mt-4">
          <fieldset aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend className="font-medium text-slate-900">Your games, newest first</legend>
            <ul ref={container} className="mt-2 space-y-2">
              {list.map((game) => (
                <li key={game.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name={`${id}-game`}
                      value={game.id}
                      checked={chosen === game.id}
                      onChange={() => setChosen(game.id)}
                      className="mt-1 size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{game.name}</span>
                      <span className="block text-sm text-slate-600">
                        {gameDayText(game, timeZone)} · {GAME_STATUS_LABELS[game.customerStatus]}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <ShowMore
            noun="games"
            more={{
              hasMore: games.hasNextPage,
              loading: games.isFetchingNextPage,
              failed: games.isFetchNextPageError,
              load: () => games.fetchNextPage(),
            }}
            onLoad={markFirstNew}
          />
        </form>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} disabled={name.isPending} className={cancelStyle}>
          Cancel
        </button>
        {list.length > 0 && (
          <button
            type="submit"
            form={`${id}-form`}
            disabled={name.isPending}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {name.isPending && <Spinner />}
            Name this game
          </button>
        )}
      </div>
    </dialog>
  );
}
