import { MESSAGES, videoLinkGameSchema } from '@courtside/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { createLinkGame } from '../games/games';
import { answered, attemptFor, linkCreation } from './creation-attempts';
import type { GameDetailsState } from './game-details-fields';
import { mapUploadMessage } from './upload-errors';

export type LinkResult = { ok: true } | { ok: false; message: string };

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/** URL mode of the upload widget: the game's name and link, the details fields given as children, then Upload Game. */
export function LinkForm({
  details,
  children,
  onDone,
}: {
  details: Pick<GameDetailsState, 'check' | 'setError'>;
  children?: ReactNode;
  onDone: (result: LinkResult) => void;
}) {
  const nameId = useId();
  const urlId = useId();
  const [name, setName] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [errors, setErrors] = useState<{ name?: string; videoUrl?: string }>({});
  const create = useMutation({
    mutationFn: createLinkGame,
    onSuccess: (_game, request) => {
      answered(linkCreation(request));
      onDone({ ok: true });
    },
    onError: (error, request) => {
      // A refusal is an answer: nothing was made. Only a request that got none keeps its name for a retry.
      if (error instanceof ApiError && error.status < 500) answered(linkCreation(request));
      if (error instanceof ApiError && error.status === 401) return onDone({ ok: false, message: 'Please log in again' });
      if (error instanceof ApiError && error.status === 400) {
        const { name, videoUrl, teamId } = error.fields;
        // The team was deleted since the page opened: said beside the team's field.
        if (teamId) return details.setError('teamId', teamId);
        if (name || videoUrl) return setErrors({ name, videoUrl });
      }
      onDone({
        ok: false,
        message: error instanceof ApiError ? mapUploadMessage(error.message) : 'Upload failed - no response from server',
      });
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = videoLinkGameSchema.safeParse({ name, videoUrl });
    setErrors(
      parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
    );
    // Both parts are checked at once, so every message shows together.
    const checked = details.check();
    if (!parsed.success || !checked) return;
    create.mutate({
      ...parsed.data,
      ...(checked.details ? { details: checked.details } : {}),
      attempt: attemptFor(linkCreation(parsed.data)),
    });
  };

  return (
    <form className="mt-5 space-y-4" onSubmit={submit} noValidate aria-label="Add a game from a video link">
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold text-slate-800">
          Game Name
        </label>
        <input
          id={nameId}
          className={field}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            // Clear the message as soon as it is answered, not on blur: the layout must not move under a click.
            if (event.target.value.trim()) setErrors((current) => ({ ...current, name: undefined }));
          }}
          onBlur={() => setErrors((current) => ({ ...current, name: name.trim() ? undefined : MESSAGES.gameNameRequired }))}
          placeholder="Tigers vs Hawks, Round 4"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
        />
        {errors.name && (
          <p id={`${nameId}-error`} className="mt-1 text-sm text-red-700">
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={urlId} className="text-sm font-semibold text-slate-800">
          Video URL
        </label>
        <input
          id={urlId}
          type="url"
          inputMode="url"
          className={field}
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=..."
          aria-invalid={Boolean(errors.videoUrl)}
          aria-describedby={`${urlId}-hint${errors.videoUrl ? ` ${urlId}-error` : ''}`}
        />
        <p id={`${urlId}-hint`} className="mt-1 text-sm text-slate-600">
          A YouTube or Vimeo link, or a direct link to a video file, is fine.
        </p>
        {errors.videoUrl && (
          <p id={`${urlId}-error`} className="mt-1 text-sm text-red-700">
            {errors.videoUrl}
          </p>
        )}
      </div>
      {children}
      <button
        type="submit"
        className={`${buttonStyles.primary} w-full`}
        disabled={!name.trim() || !videoUrl.trim() || create.isPending}
      >
        {create.isPending && <Spinner />}
        {create.isPending ? 'Uploading...' : 'Upload Game'}
      </button>
    </form>
  );
}
