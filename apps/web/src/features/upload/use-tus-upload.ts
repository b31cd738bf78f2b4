import type { GameDetailsInput } from '@courtside/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { answered, attemptFor, fileCreation } from './creation-attempts';
import { shouldRetryUpload, uploadErrorMessage } from './upload-errors';

export interface UploadProgress {
  bytesUploaded: number;
  bytesTotal: number;
  percent: number;
  /** Bytes per second over the last few seconds; null until there is a measure. */
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'paused'; progress: UploadProgress }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

/** Each PATCH carries at most this much, so a slow link never holds one request for long. */
const CHUNK_BYTES = 32 * 1024 * 1024;
const SPEED_WINDOW_MS = 5_000;

/** Speed and time left from recent (time, bytes) samples: a pure helper, so the widget shows steady figures. */
export function measureProgress(
  samples: { at: number; bytes: number }[],
  bytesUploaded: number,
  bytesTotal: number,
): UploadProgress {
  const first = samples[0];
  const last = samples.at(-1);
  const elapsed = first && last ? (last.at - first.at) / 1000 : 0;
  const bytesPerSecond = first && last && elapsed >= 0.5 ? (last.bytes - first.bytes) / elapsed : null;
  return {
    bytesUploaded,
    bytesTotal,
    percent: bytesTotal > 0 ? Math.min(100, Math.floor((bytesUploaded / bytesTotal) * 100)) : 0,
    bytesPerSecond,
    secondsLeft: bytesPerSecond && bytesPerSecond > 0 ? Math.ceil((bytesTotal - bytesUploaded) / bytesPerSecond) : null,
  };
}

/**
 * `onServerChange` is called whenever the server's state changed (the upload created, finished, failed or
 * cancelled), so the balance and the games list can be read again.
 *
 * A resumable upload of one game file to /api/uploads (tus). It resumes a previous attempt of the same file
 * (after a reload or a dropped connection) from the server's offset, retries network failures, and can be
 * paused, resumed and cancelled (cancelling ends the game on the server and returns its credit). The game's
 * details, when given, go with the upload's creation (a resumed upload keeps the details it was created with).
 */
export function useTusUpload(onServerChange: () => Promise<void>) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useRef<Upload | null>(null);
  const samples = useRef<{ at: number; bytes: number }[]>([]);

  const start = useCallback(
    async (file: File, details?: GameDetailsInput) => {
      samples.current = [];
      const initial = measureProgress([], 0, file.size);
      setState({ phase: 'uploading', progress: initial });
      const creation = fileCreation(file, details);
      const current = new Upload(file, {
        endpoint: '/api/uploads',
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
        // The creation's name: sent again (tus-js-client retries it, or "Try Again" with the same file) after an
        // answer that never came, it is answered the upload the first one made, not a second game with a second credit.
        headers: { 'Idempotency-Key': attemptFor(creation) },
        metadata: {
          filename: file.name,
          filetype: file.type || 'application/octet-stream',
          // tus metadata is a flat list of strings: the details travel as JSON (the server reads them with the same schema).
          ...(details ? { details: JSON.stringify(details) } : {}),
        },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onShouldRetry: (error) => shouldRetryUpload(error),
        // The upload exists on the server now, and has taken its credit. A later start of the same file resumes it.
        onUploadUrlAvailable: () => {
          answered(creation);
          void onServerChange();
        },
        onProgress: (bytesUploaded, bytesTotal) => {
          const now = performance.now();
          samples.current = [
            ...samples.current.filter((sample) => now - sample.at <= SPEED_WINDOW_MS),
            { at: now, bytes: bytesUploaded },
          ];
          const progress = measureProgress(samples.current, bytesUploaded, bytesTotal);
          setState((previous) => (previous.phase === 'uploading' ? { phase: 'uploading', progress } : previous));
        },
        onSuccess: () => {
          upload.current = null;
          void onServerChange().finally(() => setState({ phase: 'success' }));
        },
        onError: (error) => {
          upload.current = null;
          void onServerChange().finally(() => setState({ phase: 'error', message: uploadErrorMessage(error) }));
        },
      });
      upload.current = current;
      // The same file tried before (a reload, a crash): carry on from where the server has got to.
      const previous = await current.findPreviousUploads();
      const [latest] = previous;
      if (latest) current.resumeFromPreviousUpload(latest);
      current.start();
    },
    [onServerChange],
  );

  const pause = useCallback(() => {
    const current = upload.current;
    if (!current) return;
    void current.abort(false);
    setState((previous) => (previous.phase === 'uploading' ? { phase: 'paused', progress: previous.progress } : previous));
  }, []);

  const resume = useCallback(() => {
    const current = upload.current;
    if (!current) return;
    samples.current = [];
    setState((previous) => (previous.phase === 'paused' ? { phase: 'uploading', progress: previous.progress } : previous));
    current.start();
  }, []);

  const cancel = useCallback(async () => {
    const current = upload.current;
    upload.current = null;
    setState({ phase: 'idle' });
    // abort(true) deletes the upload on the server, which ends the game and gives the credit back.
    if (current) await current.abort(true).catch(() => undefined);
    await onServerChange();
  }, [onServerChange]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  // Leaving the page mid-upload loses the connection (the upload can resume later): ask first.
  const busy = state.phase === 'uploading' || state.phase === 'paused';
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { state, start, pause, resume, cancel, reset };
}
