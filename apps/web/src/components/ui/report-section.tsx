import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrinting } from './print-mode';

/**
 * How far below (and above) the screen a section starts rendering: a screen ahead, so that a reader scrolling at
 * an ordinary pace finds it drawn, while a long page's first paint only pays for what is in sight.
 */
const AHEAD = '100% 0px 100% 0px';

const targeted = (id: string) => typeof window !== 'undefined' && window.location.hash === `#${id}`;

/**
 * True once the element has come within a screen of the viewport, the URL's hash names `id`, or the page is
 * printed; it stays true, so a section is rendered once and then kept.
 *
 * A section near the screen renders as a transition (issue 27, speed): React draws it in slices of a few
 * milliseconds between which the browser answers input, instead of one task as long as the whole section (a
 * 500-play game's box scores and leaders blocked a phone's main thread for hundreds of milliseconds). The observer
 * also reports the sections already on the first screen, in the frame after they are mounted.
 */
function useRendered(id: string): { ref: React.RefObject<HTMLElement | null>; rendered: boolean } {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => targeted(id));
  const printing = usePrinting();
  useEffect(() => {
    if (near) return;
    const show = () => startTransition(() => setNear(true));
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    // A link to the section: drawn at once (not as a transition), as the page scrolls to it.
    const onHash = () => targeted(id) && setNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [id, near]);
  return { ref, rendered: near || printing };
}

/**
 * A titled part of a report page (a game's statistics, a team's season), kept whole on a printed page when it fits.
 * Its heading is always there (the page's outline, links to `#id`); its content renders when it nears the screen,
 * when the URL's hash names it (and the page then scrolls to it), and before the page is printed.
 */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { ref, rendered } = useRendered(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // A link to the section: the browser looked for the heading before the report arrived, so scroll to it here.
  useEffect(() => {
    if (targeted(id)) heading.current?.scrollIntoView();
  }, [id]);
  return (
    <section ref={ref} aria-labelledby={id} className="space-y-4 print:break-inside-avoid-page">
      <h2 ref={heading} id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {/* Room for the content to come, so that the sections below do not all count as near the screen at once. */}
      {rendered ? children : <div className="h-96" data-testid="section-placeholder" />}
    </section>
  );
}
