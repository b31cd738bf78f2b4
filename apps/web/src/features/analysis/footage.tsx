import { embedUrlOf, formatClock } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';

/** What the workspace's keys do to the footage, whichever player shows it. */
export interface FootageControls {
  toggle(): void;
  seekBy(ms: number): void;
  seekTo(ms: number): void;
  /** One frame (1/30 s) forward or back, paused. */
  stepFrame(direction: 1 | -1): void;
  /** The next slower or faster speed, from 0.5x to 4x. */
  changeRate(direction: 1 | -1): void;
  currentMs(): number;
  /** A still of the frame shown now, as a data URL (our proxy only: another site's player cannot be read). */
  still?(): string | null;
}

export const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const FRAME_MS = 1000 / 30;

export function nextRate(rate: number, direction: 1 | -1): number {
  const index = RATES.findIndex((candidate) => candidate >= rate);
  return RATES[Math.min(RATES.length - 1, Math.max(0, (index < 0 ? RATES.length - 1 : index) + direction))] ?? 1;
}

interface FootageProps {
  gameId: string;
  videoUrl: string | null;
  hasFootage: boolean;
  /** Called with the controls once the player is there, and with null when it goes. */
  onControls: (controls: FootageControls | null) => void;
  /** Called when the footage was moved (by its own controls too), with the new position. */
  onSeeked: (ms: number) => void;
}

/** The game's footage: our proxy in a <video>, or YouTube's or Vimeo's player for a linked game. */
export function Footage({ gameId, videoUrl, hasFootage, onControls, onSeeked }: FootageProps) {
  if (hasFootage) return <ProxyVideo gameId={gameId} onControls={onControls} onSeeked={onSeeked} />;
  const embed = videoUrl ? embedUrlOf(videoUrl) : null;
  if (embed) return <EmbeddedVideo src={embed} onControls={onControls} />;
  return (
    <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-800 text-slate-300">
      No footage to show for this game.
    </div>
  );
}

function ProxyVideo({ gameId, onControls, onSeeked }: Pick<FootageProps, 'gameId' | 'onControls' | 'onSeeked'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [position, setPosition] = useState(0);
  const [rate, setRate] = useState(1);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const seekTo = (ms: number) => {
      element.currentTime = Math.max(0, Math.min(ms / 1000, Number.isFinite(element.duration) ? element.duration : Infinity));
    };
    onControls({
      toggle: () => void (element.paused ? element.play().catch(() => undefined) : element.pause()),
      seekBy: (ms) => seekTo(element.currentTime * 1000 + ms),
      seekTo,
      stepFrame: (direction) => {
        element.pause();
        seekTo(element.currentTime * 1000 + direction * FRAME_MS);
      },
      changeRate: (direction) => {
        element.playbackRate = nextRate(element.playbackRate, direction);
        setRate(element.playbackRate);
      },
      currentMs: () => Math.round(element.currentTime * 1000),
      still: () => {
        if (element.videoWidth === 0) return null;
        const canvas = document.createElement('canvas');
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        canvas.getContext('2d')?.drawImage(element, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.9);
      },
    });
    return () => onControls(null);
  }, [onControls]);

  return (
    <figure className="overflow-hidden rounded-lg bg-black">
      <video
        ref={video}
        src={`/api/analysis/games/${gameId}/video`}
        poster={`/api/analysis/games/${gameId}/poster`}
        preload="auto"
        controls
        className="aspect-video w-full"
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime * 1000)}
        onSeeked={(event) => {
          setPosition(event.currentTarget.currentTime * 1000);
          onSeeked(event.currentTarget.currentTime * 1000);
        }}
      />
      <figcaption className="flex justify-between px-3 py-1 font-mono text-xs text-slate-300">
        <span data-testid="footage-position">{formatClock(position / 1000)}</span>
        <span data-testid="footage-rate">{rate}x</span>
      </figcaption>
    </figure>
  );
}

/**
 * YouTube's and Vimeo's players, driven by their postMessage APIs; their own messages keep our copy of the
 * position, so plays are stamped with it.
 */
function EmbeddedVideo({ src, onControls }: { src: string; onControls: FootageProps['onControls'] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const state = useRef({ ms: 0, playing: false, rate: 1 });
  const vimeo = src.includes('vimeo');

  useEffect(() => {
    const post = (message: object) => frame.current?.contentWindow?.postMessage(JSON.stringify(message), new URL(src).origin);
    const command = (func: string, args: unknown[] = []) =>
      vimeo ? post({ method: func, value: args[0] }) : post({ event: 'command', func, args });
    const seekTo = (ms: number) => {
      state.current.ms = Math.max(0, ms);
      if (vimeo) command('setCurrentTime', [state.current.ms / 1000]);
      else command('seekTo', [state.current.ms / 1000, true]);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== new URL(src).origin || typeof event.data !== 'string') return;
      try {
        const data = JSON.parse(event.data) as {
          event?: string;
          info?: { currentTime?: number; playerState?: number };
          data?: { seconds?: number };
        };
        if (data.info?.currentTime !== undefined) state.current.ms = data.info.currentTime * 1000;
        if (data.info?.playerState !== undefined) state.current.playing = data.info.playerState === 1;
        if (data.event === 'timeupdate' && data.data?.seconds !== undefined) state.current.ms = data.data.seconds * 1000;
        if (data.event === 'play' || data.event === 'pause') state.current.playing = data.event === 'play';
      } catch {
        // Not a player's message.
      }
    };
    window.addEventListener('message', onMessage);
    const listen = () => {
      if (vimeo) for (const name of ['timeupdate', 'play', 'pause']) post({ method: 'addEventListener', value: name });
      else post({ event: 'listening', id: 'courtside' });
    };
    frame.current?.addEventListener('load', listen);
    onControls({
      toggle: () => {
        state.current.playing = !state.current.playing;
        command(state.current.playing ? (vimeo ? 'play' : 'playVideo') : vimeo ? 'pause' : 'pauseVideo');
      },
      seekBy: (ms) => seekTo(state.current.ms + ms),
      seekTo,
      stepFrame: (direction) => {
        command(vimeo ? 'pause' : 'pauseVideo');
        state.current.playing = false;
        seekTo(state.current.ms + direction * FRAME_MS);
      },
      changeRate: (direction) => {
        state.current.rate = nextRate(state.current.rate, direction);
        // YouTube stops at 2x; Vimeo at 2x too. The players keep the nearest speed they offer.
        command('setPlaybackRate', [state.current.rate]);
      },
      currentMs: () => Math.round(state.current.ms),
    });
    return () => {
      window.removeEventListener('message', onMessage);
      onControls(null);
    };
  }, [onControls, src, vimeo]);

  return (
    <iframe
      ref={frame}
      src={src}
      title="Game footage"
      className="aspect-video w-full rounded-lg bg-black"
      allow="autoplay; fullscreen; picture-in-picture"
    />
  );
}
