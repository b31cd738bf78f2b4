import { useEffect, useRef, useState } from 'react';
import bundledPoster from '../../assets/hero-poster.jpg';
import bundledVideo from '../../assets/hero.mp4';

/** The server may point the hero at another file (HERO_VIDEO_URL) through a meta tag; else our own. */
function heroVideoSource(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="courtside-hero-video"]');
  return meta?.content || bundledVideo;
}

/**
 * The poster paints first; the looping, muted video fades in over it once it can play. Visitors who
 * ask for reduced motion keep the still poster.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return;
    // Autoplay can be refused (data saver); the poster then simply stays.
    video.play().catch(() => undefined);
  }, [reducedMotion]);

  return (
    <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
      <img src={bundledPoster} alt="" className="absolute inset-0 size-full object-cover" fetchPriority="high" decoding="async" />
      {!reducedMotion && (
        <video
          ref={videoRef}
          data-testid="hero-video"
          data-ready={ready}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${ready ? 'opacity-100' : 'opacity-0'}`}
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
