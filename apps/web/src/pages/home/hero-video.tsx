import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import bundledPoster from '../../assets/hero-poster.jpg';
import bundledVideo from '../../assets/hero.mp4';

/** The server may point the hero at another file (HERO_VIDEO_URL) through a meta tag; else our own. */
function heroVideoSource(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="courtside-hero-video"]');
  return meta?.content || bundledVideo;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionPreferenceChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/**
 * Whether the video may play: in the browser, unless the visitor asks for reduced motion. The prerendered page
 * (and so its hydration) has no video: it is added once the page is live, after the poster and the page's own
 * files have had the connection to themselves.
 */
function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    onMotionPreferenceChange,
    () => !window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The poster paints first (it is the page's largest paint, so it is fetched first); the looping, muted video
 * fades in over it once it can play. Visitors who ask for reduced motion keep the still poster.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !motionAllowed) return;
    // Autoplay can be refused (data saver); the poster then simply stays.
    video.play().catch(() => undefined);
  }, [motionAllowed]);

  return (
    <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
      <img
        src={bundledPoster}
        alt=""
        width={960}
        height={540}
        className="absolute inset-0 size-full object-cover"
        fetchPriority="high"
      />
      {/* One pixel inside the poster's box: Chrome counts the video as a paint once it fades in, and were it the
          larger (its box is not rounded like the image's), the page's largest paint would move to the video's arrival. */}
      {motionAllowed && (
        <video
          ref={videoRef}
          data-testid="hero-video"
          data-ready={ready}
          className={`absolute top-px left-px size-[calc(100%-2px)] object-cover transition-opacity duration-1000 ${ready ? 'opacity-100' : 'opacity-0'}`}
          src={heroVideoSource()}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          onCanPlay={() => setReady(true)}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/50 to-slate-950/80" />
    </div>
  );
}
