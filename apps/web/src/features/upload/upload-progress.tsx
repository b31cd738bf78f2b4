import { formatMegabytes } from '@courtside/domain';
import { Pause, Play, X } from 'lucide-react';
import { buttonStyles } from '../../components/ui/button-styles';
import { formatSpeed, formatTimeLeft } from './upload-format';
import type { UploadProgress as Progress } from './use-tus-upload';

/** An upload under way: percent, bytes, speed and time left, with Pause or Resume and Cancel. */
export function UploadProgress({
  progress,
  paused,
  onPause,
  onResume,
  onCancel,
}: {
  progress: Progress;
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
