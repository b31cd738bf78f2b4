import { useQueryClient } from '@tanstack/react-query';
import { Link2, UploadCloud } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../lib/hydrated';
import { meQuery, useMe } from '../auth/session';
import { gamesQuery, useGames } from '../games/games';
import { useTeams } from '../teams/teams-api';
import { FilePicker } from './file-picker';
import { GameDetailsFields, useGameDetails } from './game-details-fields';
import { LinkForm, type LinkResult } from './link-form';
import { DEFAULT_UPLOAD_FAILURE } from './upload-errors';
import { UploadOutcome } from './upload-outcome';
import { UploadProgress } from './upload-progress';
import { useTusUpload } from './use-tus-upload';

type Method = 'file' | 'url';

/** The upload widget of /upload: the balance, then a file (tus, resumable) or a video link, with the game's details. */
export function UploadWidget() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  // Rereads the balance and the games; outcomes are shown once this is done, so no screen shows a stale balance.
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: gamesQuery.queryKey }),
    ]);
  }, [queryClient]);
  const upload = useTusUpload(refresh);
  const details = useGameDetails();
  const teams = useTeams();
  const [method, setMethod] = useState<Method>('file');
  const [linkResult, setLinkResult] = useState<LinkResult | null>(null);

  const profile = me?.profile;
  const games = profile?.gamesRemaining ?? 0;
  // Uploads interrupted earlier (a reload, a crash) already hold their credit: they can always be resumed.
  const unfinished = (useGames().data ?? []).filter((game) => game.status === 'uploading' && game.source === 'file');
  const phase = linkResult ? (linkResult.ok ? 'success' : 'error') : upload.state.phase;
  const tryAgain = () => {
    // After a success the next game starts from a blank form; after a failure what was typed is kept.
    if (phase === 'success') details.reset();
    setLinkResult(null);
    upload.reset();
  };
  const detailsFields = <GameDetailsFields state={details} teams={teams.data} />;
  const hydrated = useHydrated();

  const screen = () => {
    if (!profile)
      return (
        <div className="pt-6 text-center">
          <p className="text-slate-600">Buy game credits to start uploading.</p>
          <Link to="/pricing" className={`${buttonStyles.primary} mt-4`}>
            Get Started
          </Link>
        </div>
      );
    if (phase === 'success')
      return (
        <UploadOutcome
          tone="success"
          title="Upload Successful!"
          text="Your game is with our analysts now. Check your dashboard to follow its progress; your box score arrives within 24 hours."
          onAgain={tryAgain}
        />
      );
    if (phase === 'error') {
      const message =
        linkResult && !linkResult.ok
          ? linkResult.message
          : upload.state.phase === 'error'
            ? upload.state.message
            : DEFAULT_UPLOAD_FAILURE;
      return <UploadOutcome tone="error" title="Upload Failed" text={message} onAgain={tryAgain} />;
    }
    if (upload.state.phase === 'uploading' || upload.state.phase === 'paused')
      return (
        <UploadProgress
          progress={upload.state.progress}
          paused={upload.state.phase === 'paused'}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={() => void upload.cancel()}
        />
      );
    if (games <= 0 && unfinished.length === 0)
      return (
        <div className="pt-6 text-center">
          <h2 className="text-xl font-bold text-slate-900">No Games Available</h2>
          <p className="mt-2 text-slate-600">Buy game credits to upload your next game. Credits never expire.</p>
          <Link to="/pricing" className={`${buttonStyles.primary} mt-5`}>
            Buy Games
          </Link>
        </div>
      );
    // The server draws the page but not its form (issue 27): a file chosen before the app has taken the page over
    // would reach no upload, and the game's date starts at the reader's today, which the server cannot know.
    if (!hydrated) return <FormPending />;
    return (
      <div className="pt-6">
        {unfinished.length > 0 && (
          <p role="status" className="mb-5 rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="unfinished-upload">
            Your upload of <strong>{unfinished.map((game) => game.name).join(', ')}</strong> did not finish. Choose the same file
            to carry on from where it stopped.
          </p>
        )}
        <MethodToggle method={method} onChange={setMethod} />
        {method === 'file' ? (
          <FilePicker
            onUpload={(file) => {
              const checked = details.check();
              if (checked) void upload.start(file, checked.details);
            }}
          >
            {detailsFields}
          </FilePicker>
        ) : (
          <LinkForm details={details} onDone={(result) => void refresh().then(() => setLinkResult(result))}>
            {detailsFields}
          </LinkForm>
        )}
      </div>
    );
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="upload-widget">
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold text-slate-600">Games Remaining</p>
        <p className="text-3xl font-extrabold text-slate-900" data-testid="games-remaining">
          {games}
        </p>
      </div>
      {screen()}
    </div>
  );
}

function MethodToggle({ method, onChange }: { method: Method; onChange: (method: Method) => void }) {
  const option = (value: Method, label: string, Icon: typeof UploadCloud) => (
    <button
      type="button"
      aria-pressed={method === value}
      onClick={() => onChange(value)}
      className={`flex flex-1 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        method === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <div className="flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label="Upload method">
      {option('file', 'Upload File', UploadCloud)}
      {option('url', 'Video URL', Link2)}
    </div>
  );
}

/**
 * Where the form comes as soon as the app is live, on a page the server drew: the drop zone's frame, waiting, in
 * about the form's height (measured with no team: 1,165 px on a phone, 833 from 640 px wide), so that what is below
 * it does not jump when the form comes.
 */
function FormPending() {
  return (
    <div className="min-h-[86rem] pt-6 sm:min-h-[65.5rem]" role="status" data-testid="upload-form-pending">
      <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
        <Spinner className="size-6" />
        <p>Getting the upload form ready…</p>
      </div>
    </div>
  );
}
