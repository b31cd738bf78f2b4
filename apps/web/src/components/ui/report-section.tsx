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
 * printed; it stays true, so a section is rendered once and then kept. The observer answers after the browser has
 * laid the page out, and the section then renders as a transition, in slices that leave the page answering input:
 * measuring the section while React commits (a layout effect) laid the whole page out inside that commit and
 * rendered every section in sight in the same long task (issue 27, speed).
 */
function useRendered(id: string): { ref: React.RefObject<HTMLElement | null>; rendered: boolean } {
  const ref = useRef<HTMLElement>(null);
  // False at first, as on the server, which draws no section's content: a page it drew hydrates alike.
  const [near, setNear] = useState(false);
  const printing = usePrinting();
  useEffect(() => {
    if (near) return;
    const draw = () => startTransition(() => setNear(true));
    const element = ref.current;
    if (targeted(id) || !element || typeof IntersectionObserver === 'undefined') {
      draw();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
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
