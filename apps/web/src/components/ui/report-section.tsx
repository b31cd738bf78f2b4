import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrinting } from './print-mode';

/**
 * How far below (and above) the screen a part is drawn next, ahead of the parts further away: a reader scrolling
 * faster than the parts are drawn finds the one they reach drawn first.
 */
const AHEAD = '100% 0px 100% 0px';

const targeted = (id: string | undefined) =>
  id !== undefined && typeof window !== 'undefined' && window.location.hash === `#${id}`;

/**
 * The parts of a report page still to draw (its sections, and the parts of a long section), in the page's order
 * (their effects run in it), and the one being drawn. They are drawn one at a time, each once the browser is idle
 * after the one before has been committed, so that a long page is whole within a second or two of its first paint
 * (find-in-page and a screen reader's headings and tables find every part of it) while no task is long: the page
 * keeps answering input between them (issue 37). Each renders as a transition, itself in slices. Two parts drawn
 * together (the ones in sight, as they were) made one commit and one layout of both, a long task.
 */
const waiting: (() => void)[] = [];
let drawing: (() => void) | null = null;
let turnAsked = false;

const whenIdle = (callback: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 50);
};

function nextTurn() {
  if (drawing || turnAsked || waiting.length === 0) return;
  turnAsked = true;
  whenIdle(() => {
    turnAsked = false;
    drawing = waiting.shift() ?? null;
    drawing?.();
  });
}

/** A part that nears the screen is drawn next. */
function hurry(draw: () => void) {
  const index = waiting.indexOf(draw);
  if (index <= 0) return;
  waiting.splice(index, 1);
  waiting.unshift(draw);
}

/** The part whose turn it was is drawn, or a part drawn or gone before its turn: the next one's turn comes. */
function settled(draw: () => void) {
  const index = waiting.indexOf(draw);
  if (index >= 0) waiting.splice(index, 1);
  if (drawing === draw) drawing = null;
  nextTurn();
}

/**
 * True once the part's turn has come (above), the URL's hash names `id`, or the page is printed; it stays true, so
 * a part is rendered once and then kept. Within a screen of the viewport, its turn comes next. `next`: a part of a
 * section just drawn (its second team) comes before the sections below. The observer answers after the browser
 * has laid the page out: measuring the part while React commits (a layout effect) laid the whole page out inside
 * that commit and rendered every section in sight in the same long task (issue 27, speed).
 */
function useRendered<Part extends HTMLElement>(
  id: string | undefined,
  next = false,
): { ref: React.RefObject<Part | null>; rendered: boolean } {
  const ref = useRef<Part>(null);
  // False at first, as on the server, which draws no section's content: a page it drew hydrates alike.
  const [drawn, setDrawn] = useState(false);
  const printing = usePrinting();
  const rendered = drawn || printing;
  useEffect(() => {
    if (rendered) return;
    const draw = () => startTransition(() => setDrawn(true));
    const element = ref.current;
    if (targeted(id) || !element) {
      draw();
      return;
    }
    if (next) waiting.unshift(draw);
    else waiting.push(draw);
    nextTurn();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hurry(draw), {
            rootMargin: AHEAD,
          });
    observer?.observe(element);
    const onHash = () => targeted(id) && setDrawn(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer?.disconnect();
      window.removeEventListener('hashchange', onHash);
      // Drawn (this effect runs again, and returns at once) or gone: either way its turn is over.
      settled(draw);
    };
  }, [id, next, rendered]);
  return { ref, rendered };
}

/**
 * A part of a long section drawn in a turn of its own, right after the section (the second team's box): a box of
 * `placeholder` height holds its place until then.
 */
export function InTurn({ placeholder, children }: { placeholder: string; children: ReactNode }) {
  const { ref, rendered } = useRendered<HTMLDivElement>(undefined, true);
  return rendered ? children : <div ref={ref} className={placeholder} data-testid="section-placeholder" />;
}

/**
 * A titled part of a report page (a game's statistics, a team's season), kept whole on a printed page when it fits.
 * Its heading is always there (the page's outline, links to `#id`); its content renders shortly after the page, a
 * section at a time (the ones near the screen first), at once when the URL's hash names it (and the page then
 * scrolls to it), and before the page is printed.
 */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { ref, rendered } = useRendered<HTMLElement>(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // A link to the section: the browser looked for the heading before the report arrived, so scroll to it here.
  useEffect(() => {
    if (targeted(id)) heading.current?.scrollIntoView();
  }, [id]);
  return (
    // Laid out as soon as drawn: with content-visibility the sections not yet laid out overflowed their estimated
    // height onto the footer (Lighthouse's target-size check failed on the shared page, 97 against 100), for no
    // measurable gain in blocking time (owner's page: 247 ms with it over 5 runs, 287 ms without over 3, this machine).
    <section ref={ref} aria-labelledby={id} className="space-y-4 print:break-inside-avoid-page">
      <h2 ref={heading} id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {/* Room for the content to come, so that the sections below do not all count as near the screen at once. */}
      {rendered ? children : <div className="h-96" data-testid="section-placeholder" />}
    </section>
  );
}
