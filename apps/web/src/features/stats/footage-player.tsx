import { useEffect, useRef } from 'react';

/** How far before a play the footage starts, so the viewer sees it develop. */
const LEAD_IN_MS = 5000;

/**
 * The game's footage. Each new `seekNonce` with a `seekToMs` (a Watch press, the same play twice included)
 * moves it to five seconds before that moment, plays it and brings it into view. A seek asked before the
 * footage's metadata has loaded waits for it.
 */
export function FootagePlayer({ src, seekToMs, seekNonce }: { src: string; seekToMs: number | null; seekNonce: number }) {
  const video = useRef<HTMLVideoElement>(null);
  const handledNonce = useRef<number | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || seekToMs === null || handledNonce.current === seekNonce) return;
    const seconds = Math.max(0, seekToMs - LEAD_IN_MS) / 1000;
    const seek = () => {
      handledNonce.current = seekNonce;
      element.currentTime = seconds;
      // Browsers may refuse play() (autoplay rules); the controls are there to press play.
      element.play().catch(() => undefined);
    };
    element.scrollIntoView({ block: 'nearest' });
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    element.addEventListener('loadedmetadata', seek, { once: true });
    return () => element.removeEventListener('loadedmetadata', seek);
  }, [seekToMs, seekNonce]);

  return (
    <figure className="overflow-hidden rounded-lg bg-black print:hidden">
      <video ref={video} src={src} controls preload="metadata" playsInline className="aspect-video w-full">
        Your browser cannot play this video.
      </video>
      <figcaption className="bg-slate-900 px-3 py-1.5 text-sm text-slate-200">Your footage</figcaption>
    </figure>
  );
}
