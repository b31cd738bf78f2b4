import { MESSAGES, VIDEO_EXTENSIONS, formatMegabytes, videoLinkGameSchema } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, FileVideo, Link2, Pause, Play, UploadCloud, X } from 'lucide-react';
import { useCallback, useId, useState, type SyntheticEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { meQuery, useMe } from '../auth/session';
import { createLinkGame, gamesQuery, useGames } from '../games/games';
import { DEFAULT_UPLOAD_FAILURE, mapUploadMessage } from './upload-errors';
import { formatSpeed, formatTimeLeft } from './upload-format';
import { useTusUpload, type UploadProgress } from './use-tus-upload';

const ACCEPT = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/x-ms-wmv': ['.wmv'],
};
const MAX_BYTES = 2 * 1024 ** 3;

type Method = 'file' | 'url';

/** The upload widget of /upload: the balance, then a file (tus, resumable) or a video link. */
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
  const [method, setMethod] = useState<Method>('file');
  const [linkResult, setLinkResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  const profile = me?.profile;
  const games = profile?.gamesRemaining ?? 0;
  // Uploads interrupted earlier (a reload, a crash) already hold their credit: they can always be resumed.
  const unfinished = (useGames().data ?? []).filter((game) => game.status === 'uploading' && game.source === 'file');
  const phase = linkResult ? (linkResult.ok ? 'success' : 'error') : upload.state.phase;
  const tryAgain = () => {
    setLinkResult(null);
    upload.reset();
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="upload-widget">
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold text-slate-600">Games Remaining</p>
        <p className="text-3xl font-extrabold text-slate-900" data-testid="games-remaining">
          {games}
        </p>
      </div>

      {!profile ? (
        <div className="pt-6 text-center">
          <p className="text-slate-600">Buy game credits to start uploading.</p>
          <Link to="/pricing" className={`${buttonStyles.primary} mt-4`}>
            Get Started
          </Link>
        </div>
      ) : phase === 'success' ? (
        <Outcome
          tone="success"
          title="Upload Successful!"
          text="Your game is with our analysts now. Check your dashboard to follow its progress; your box score arrives within 24 hours."
          onAgain={tryAgain}
        />
      ) : phase === 'error' ? (
        <Outcome
          tone="error"
          title="Upload Failed"
          text={
            linkResult && !linkResult.ok
              ? linkResult.message
              : upload.state.phase === 'error'
                ? upload.state.message
                : DEFAULT_UPLOAD_FAILURE
          }
          onAgain={tryAgain}
        />
      ) : upload.state.phase === 'uploading' || upload.state.phase === 'paused' ? (
        <Progress
          progress={upload.state.progress}
          paused={upload.state.phase === 'paused'}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={() => void upload.cancel()}
        />
      ) : games <= 0 && unfinished.length === 0 ? (
        <div className="pt-6 text-center">
          <h2 className="text-xl font-bold text-slate-900">No Games Available</h2>
          <p className="mt-2 text-slate-600">Buy game credits to upload your next game. Credits never expire.</p>
          <Link to="/pricing" className={`${buttonStyles.primary} mt-5`}>
            Buy Games
          </Link>
        </div>
      ) : (
        <div className="pt-6">
          {unfinished.length > 0 && (
            <p role="status" className="mb-5 rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="unfinished-upload">
              Your upload of <strong>{unfinished.map((game) => game.name).join(', ')}</strong> did not finish. Choose the same
              file to carry on from where it stopped.
            </p>
          )}
          <MethodToggle method={method} onChange={setMethod} />
          {method === 'file' ? (
            <FilePicker onUpload={(file) => void upload.start(file)} />
          ) : (
            <LinkForm onDone={(result) => void refresh().then(() => setLinkResult(result))} />
          )}
        </div>
      )}
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

function FilePicker({ onUpload }: { onUpload: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const onDrop = useCallback((accepted: File[], rejected: FileRejection[]) => {
    setFile(accepted[0] ?? null);
    // react-dropzone's own messages: 'File type must be ...', 'File is larger than N bytes', 'Too many files'.
    setRejections([...new Set(rejected.flatMap((rejection) => rejection.errors.map((error) => error.message)))]);
  }, []);
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDrop,
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_BYTES,
  });

  return (
    <div className="mt-5">
      <div
        {...getRootProps({
          'aria-label': 'Choose a game video: drop it here or press Enter to browse',
          className: `flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
            isDragReject
              ? 'border-red-400 bg-red-50'
              : isDragAccept
                ? 'border-green-500 bg-green-50'
                : 'border-slate-300 hover:border-brand-600 hover:bg-brand-50'
          }`,
        })}
        data-testid="dropzone"
      >
        <input {...getInputProps({ 'aria-label': 'Game video file' })} data-testid="file-input" />
        <UploadCloud className="size-10 text-brand-700" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">
          {isDragReject
            ? 'This file cannot be uploaded'
            : isDragActive
              ? 'Drop the video here'
              : 'Drag and drop your game video here'}
        </p>
        <p className="mt-1 text-sm text-slate-600">or click to browse. {VIDEO_EXTENSIONS.join(' ').toUpperCase()}, up to 2 GB</p>
      </div>
      {rejections.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {rejections.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {file && (
        <p className="mt-4 flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="selected-file">
          <FileVideo className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
          <span className="text-slate-600">{formatMegabytes(file.size)}</span>
        </p>
      )}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-5 w-full`}
        disabled={!file}
        onClick={() => file && onUpload(file)}
      >
        Upload Game
      </button>
    </div>
  );
}

function LinkForm({ onDone }: { onDone: (result: { ok: true } | { ok: false; message: string }) => void }) {
  const nameId = useId();
  const urlId = useId();
  const [name, setName] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [errors, setErrors] = useState<{ name?: string; videoUrl?: string }>({});
  const create = useMutation({
    mutationFn: createLinkGame,
    onSuccess: () => onDone({ ok: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return onDone({ ok: false, message: 'Please log in again' });
      if (error instanceof ApiError && error.status === 400) return setErrors(error.fields);
      onDone({
        ok: false,
        message: error instanceof ApiError ? mapUploadMessage(error.message) : 'Upload failed - no response from server',
      });
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = videoLinkGameSchema.safeParse({ name, videoUrl });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };
  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

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

function Progress({
  progress,
  paused,
  onPause,
  onResume,
  onCancel,
}: {
  progress: UploadProgress;
  paused: boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="pt-6" aria-live="polite">
      <p className="flex items-center justify-between text-sm font-semibold text-slate-900">
        <span>{paused ? 'Paused' : 'Uploading...'}</span>
        <span data-testid="upload-percent">{progress.percent}%</span>
      </p>
      <div
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-600">
        <span>
          {formatMegabytes(progress.bytesUploaded)} of {formatMegabytes(progress.bytesTotal)}
          {!paused && ` · ${formatSpeed(progress.bytesPerSecond)}`}
        </span>
        {!paused && <span>{formatTimeLeft(progress.secondsLeft)}</span>}
      </p>
      <div className="mt-5 flex gap-3">
        {paused ? (
          <button type="button" className={`${buttonStyles.primary} flex-1`} onClick={onResume}>
            <Play className="size-4" aria-hidden="true" /> Resume
          </button>
        ) : (
          <button type="button" className={`${buttonStyles.outline} flex-1`} onClick={onPause}>
            <Pause className="size-4" aria-hidden="true" /> Pause
          </button>
        )}
        <button type="button" className={`${buttonStyles.outline} flex-1`} onClick={onCancel}>
          <X className="size-4" aria-hidden="true" /> Cancel
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Keep this page open until the upload finishes. If it is interrupted, choose the same file again to carry on.
      </p>
    </div>
  );
}

function Outcome({
  tone,
  title,
  text,
  onAgain,
}: {
  tone: 'success' | 'error';
  title: string;
  text: string;
  onAgain: () => void;
}) {
  const Icon = tone === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <div className="pt-6 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={`mx-auto size-12 ${tone === 'success' ? 'text-green-600' : 'text-red-600'}`} aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {tone === 'success' && (
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
        )}
        <button type="button" className={tone === 'success' ? buttonStyles.outline : buttonStyles.primary} onClick={onAgain}>
          {tone === 'success' ? 'Upload Another Game' : 'Try Again'}
        </button>
      </div>
    </div>
  );
}
