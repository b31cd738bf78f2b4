import { formatClock, type ReportPlay } from '@courtside/domain';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ReelDownload } from '../reels/reel-download';
import { periodLabel } from './game-flow-data';
import { itemAt, planParts, positionText, type PlaylistPart } from './playlists';

/** How long a frame is shown, at most, in the footage we serve (20 frames a second or more). */
const FRAME_MS = 50;

const controlButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg border border-slate-500 bg-slate-800 px-3 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';

/**
 * A playlist played back to back from the footage (the proxy, read by HTTP range), one game's or several games' in
 * turn (`parts`: a player's page plays their figure across the season). Two videos take turns:
 * the one showing plays its merged window while the other, hidden and paused, waits at the next window's start,
 * so at a window's end (caught on the frame that passes it: requestVideoFrameCallback, timeupdate where the
 * browser lacks it) the picture moves on without waiting for a seek (a seek took 130-430 ms in bench/playlist).
 * Where the waiting video is not ready, the one showing seeks there itself. A window of another game is waited
 * for on that game's footage: the waiting video loads it first. It says which play shows ("3 of 12", its game
 * when there are several, its sentence, period and clock); Previous, Next and Pause are buttons big enough for a
 * thumb, and inside the player Space pauses or plays and the arrow keys go back and on. It opens as a modal dialog: Escape closes it.
 * For the owner's game, "Download as video" (a reel) sits under the controls; `renderPlayActions` adds a control for the
 * play showing (a report of a mistake).
 */
export default function PlaylistPlayer({
  title,
  parts,
  onClose,
  gameId,
  renderPlayActions,
}: {
  title: string;
  /** The games' footage and plays, played in this order (keep the array's identity while it is the same). */
  parts: readonly PlaylistPart[];
  onClose: () => void;
  /** The owner's game, whose one part this is: the playlist can be downloaded as a reel. */
  gameId?: string | undefined;
  renderPlayActions?: ((play: ReportPlay) => ReactNode) | undefined;
}) {
  const plan = useMemo(() => planParts(parts), [parts]);
  const dialog = useRef<HTMLDialogElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  /** The two videos of the footage; `showing` is the one in view, the other waits at the next window. */
  const videos = useRef<[HTMLVideoElement | null, HTMLVideoElement | null]>([null, null]);
  const [showing, setShowing] = useState<0 | 1>(0);
  /** Refs of what the frame callbacks read between renders: the video in view, its window, the waiting one's. */
  const showingRef = useRef<0 | 1>(0);
  const playingWindow = useRef(0);
  const waitingWindow = useRef<number | null>(null);
  const seeking = useRef(false);
  /** The footage each video was given, and a placement waiting for its footage to load (to cancel it). */
  const sources = useRef<[string | null, string | null]>([null, null]);
  const placing = useRef<[(() => void) | null, (() => void) | null]>([null, null]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The footage takes the focus, so Space and the arrow keys work at once.
    screen.current?.focus();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  const inView = useCallback(() => videos.current[showingRef.current], []);

  /**
   * Puts video `which` at `seconds` of `src`, then runs `then`: at once on footage it holds, else once that footage's
   * metadata has loaded (a seek before would be lost to the load). A newer placement of the same video cancels one
   * still waiting.
   */
  const place = useCallback((which: 0 | 1, src: string, seconds: number, then?: () => void) => {
    const element = videos.current[which];
    if (!element) return;
    placing.current[which]?.();
    placing.current[which] = null;
    const seek = () => {
      element.currentTime = seconds;
      then?.();
    };
    if (sources.current[which] === src && element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    if (sources.current[which] !== src) {
      sources.current[which] = src;
      element.src = src;
    }
    const loaded = () => {
      placing.current[which] = null;
      seek();
    };
    element.addEventListener('loadedmetadata', loaded, { once: true });
    placing.current[which] = () => element.removeEventListener('loadedmetadata', loaded);
  }, []);

  /** The hidden video goes to window `window`'s start and waits there, paused (none after the last window). */
  const wait = useCallback(
    (window: number) => {
      const hidden = showingRef.current === 0 ? 1 : 0;
      const element = videos.current[hidden];
      const next = plan.windows[window];
      waitingWindow.current = next ? window : null;
      if (!element || !next) return;
      element.pause();
      place(hidden, parts[next.part]?.src ?? '', next.startMs / 1000);
    },
    [plan, parts, place],
  );

  /** Shows item `to`: its window from where that play starts (on its game's footage), playing. */
  const show = useCallback(
    (to: number) => {
      const element = inView();
      const item = plan.items[to];
      if (!element || !item) return;
      playingWindow.current = item.window;
      seeking.current = true;
      setIndex(to);
      setEnded(false);
      // Browsers may refuse play() (autoplay rules); the Play button is there.
      place(
        showingRef.current,
        parts[item.part]?.src ?? '',
        item.fromMs / 1000,
        () => void element.play().catch(() => undefined),
      );
      if (waitingWindow.current !== item.window + 1) wait(item.window + 1);
    },
    [plan, parts, inView, place, wait],
  );

  /** At a window's end: the waiting video comes into view and plays on, if it is there and ready. */
  const moveOn = useCallback(
    (next: number) => {
      const item = plan.items[next];
      const from = inView();
      const to = videos.current[showingRef.current === 0 ? 1 : 0];
      const ready =
        item &&
        to &&
        waitingWindow.current === item.window &&
        placing.current[showingRef.current === 0 ? 1 : 0] === null &&
        !to.seeking &&
        to.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
      if (!ready || !from) {
        show(next);
        return;
      }
      const turn = showingRef.current === 0 ? 1 : 0;
      showingRef.current = turn;
      setShowing(turn);
      playingWindow.current = item.window;
      setIndex(next);
      from.pause();
      to.play().catch(() => setPlaying(false));
      wait(item.window + 1);
    },
    [plan, inView, show, wait],
  );

  // Start at the first play (once its footage's metadata is there: `place` waits for it).
  useEffect(() => {
    if (plan.items.length === 0) return;
    waitingWindow.current = null;
    show(0);
    const waiting = placing.current;
    return () => {
      waiting[0]?.();
      waiting[1]?.();
      waiting[0] = null;
      waiting[1] = null;
    };
  }, [plan, show]);

  // Follow the footage in view: the play showing, and at a window's end the next window (or the playlist's end).
  useEffect(() => {
    const elements = videos.current.filter((element) => element !== null);
    /** `frameMs`: how long the frame at `ms` is shown (a frame's time, not a seek's position, is up to one earlier). */
    const check = (element: HTMLVideoElement, ms: number, frameMs = 0) => {
      if (element !== inView() || seeking.current) return;
      const current = plan.windows[playingWindow.current];
      // A frame shown before the last seek (far outside the window) says nothing of where the footage is now.
      if (!current || ms < current.startMs - 250 || ms > current.endMs + 1500) return;
      if (ms >= current.endMs) {
        const next = plan.items.findIndex((item) => item.window === playingWindow.current + 1);
        if (next >= 0) moveOn(next);
        else {
          element.pause();
          setEnded(true);
        }
        return;
      }
      setIndex(itemAt(plan, playingWindow.current, ms, frameMs));
    };
    const cleanups = elements.map((element) => {
      // Each frame shown says where the footage is, so a window's end is caught within a frame (timeupdate comes
      // every quarter second or so, and is all a browser without frame callbacks gives).
      let frame: number | null = null;
      const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
        check(element, metadata.mediaTime * 1000, FRAME_MS);
        frame = element.requestVideoFrameCallback(onFrame);
      };
      if ('requestVideoFrameCallback' in element) frame = element.requestVideoFrameCallback(onFrame);
      const onTime = () => check(element, element.currentTime * 1000);
      // Only the video in view speaks for the player: the waiting one seeks and pauses on its own.
      const onSeeked = () => {
        if (element === inView()) seeking.current = false;
      };
      const onPlay = () => {
        if (element === inView()) setPlaying(true);
      };
      const onPause = () => {
        if (element === inView()) setPlaying(false);
      };
      element.addEventListener('timeupdate', onTime);
      element.addEventListener('seeked', onSeeked);
      element.addEventListener('play', onPlay);
      element.addEventListener('pause', onPause);
      return () => {
        if (frame !== null) element.cancelVideoFrameCallback(frame);
        element.removeEventListener('timeupdate', onTime);
        element.removeEventListener('seeked', onSeeked);
        element.removeEventListener('play', onPlay);
        element.removeEventListener('pause', onPause);
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [plan, inView, moveOn]);

  const toggle = () => {
    const element = inView();
    if (!element) return;
    if (ended) show(0);
    else if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };
  const previous = () => show(Math.max(0, index - 1));
  const next = () => show(Math.min(plan.items.length - 1, index + 1));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Space on a button presses that button; elsewhere in the player it pauses or plays.
    const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
    if (event.key === ' ' && !onButton) {
      event.preventDefault();
      toggle();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const item = plan.items[index];
  const play = item?.play;
  const part = item ? parts[item.part] : undefined;
  const count = plan.items.length;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="playlist-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-auto w-full max-w-3xl rounded-xl bg-slate-900 p-0 text-white backdrop:bg-black/70 print:hidden"
    >
      <div className="flex items-start justify-between gap-3 px-4 pt-3">
        <h2 id="playlist-title" className="min-w-0 text-base font-bold break-words">
          {title}
        </h2>
        <button type="button" onClick={() => dialog.current?.close()} className={controlButton} aria-label="Close the playlist">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {count === 0 ? (
        <p className="px-4 py-6">None of these plays has a position on the footage.</p>
      ) : (
        <>
          <div
            ref={screen}
            role="group"
            tabIndex={0}
            onClick={toggle}
            aria-label={`Footage: ${title}`}
            className="relative mt-3 aspect-video w-full bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {([0, 1] as const).map((which) => (
              <video
                key={which}
                ref={(element) => {
                  videos.current[which] = element;
                }}
                preload="auto"
                playsInline
                aria-hidden={which === showing ? undefined : true}
                className={`absolute inset-0 h-full w-full ${which === showing ? '' : 'pointer-events-none opacity-0'}`}
              />
            ))}
          </div>
          <div className="space-y-3 px-4 py-3">
            <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-300">
              <span data-testid="playlist-position" className="font-semibold text-white tabular-nums" aria-live="polite">
                {positionText(index, count)}
              </span>
              {part?.label && <span data-testid="playlist-game">{part.label}</span>}
              {play && part && (
                <span className="tabular-nums">
                  {part.periods === undefined ? `Period ${String(play.period)}` : periodLabel(part.periods, play.period)}
                  {play.clock !== null && ` ${formatClock(play.clock)}`}
                </span>
              )}
              {ended && <span>End of the playlist</span>}
            </p>
            <p data-testid="playlist-play" className="min-h-12 text-base">
              {play?.description}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" onClick={previous} disabled={index === 0} className={controlButton}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                Previous
              </button>
              <button type="button" onClick={toggle} className={controlButton} aria-label={playing ? 'Pause' : 'Play'}>
                {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
              </button>
              <button type="button" onClick={next} disabled={index >= count - 1} className={controlButton}>
                Next
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
              {/* The page's controls are drawn for a white page: they stand on a white chip over the dark player. */}
              {play && renderPlayActions && <span className="rounded-md bg-white py-1 pr-2">{renderPlayActions(play)}</span>}
            </div>
            <p className="text-xs text-slate-400">
              Space pauses or plays; the arrow keys go to the previous or the next play.
              {plan.withoutFootage > 0 &&
                ` ${String(plan.withoutFootage)} of the plays ${plan.withoutFootage === 1 ? 'has' : 'have'} no position on the footage and ${plan.withoutFootage === 1 ? 'is' : 'are'} left out.`}
            </p>
            {gameId && parts[0] && <ReelDownload gameId={gameId} title={title} plays={parts[0].plays} />}
          </div>
        </>
      )}
    </dialog>
  );
}
