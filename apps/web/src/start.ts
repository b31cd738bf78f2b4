/**
 * The script of a page the build prerendered (apps/web/prerender.ts puts it in place of the app's own): the page
 * is drawn already, so the app is only asked for once it has painted. Asked for at once, the app's scripts would
 * share a slow connection with the stylesheet, the poster and the font that paint needs. The build names the app's
 * entry (data-app) and the chunks it and this page need (data-preload), fetched side by side rather than in turn.
 */

/**
 * How many chunks are asked for in one task. Each `modulepreload` link costs the main thread 2 to 10 ms on a phone
 * (Chromium at a quarter of this machine's speed): the owner's statistics page's 20 made one task of 140 to 250 ms,
 * most of the page's blocking time, where tasks of three stay under the 50 ms that counts as blocking.
 */
const PRELOADS_PER_TASK = 3;

function start({ app = '', first = '', preload = '' }: DOMStringMap, visible: boolean): void {
  // Every chunk is asked for first, the entry before the others; then React's renderer (src/react-first.ts) runs,
  // and in a task of its own the app's entry, as one task they were a drawn page's longest. Run before every link is
  // in, the app would add the missing ones itself (Vite's preloading of a page's chunks) in one task again.
  const hrefs = [app, ...preload.split(' ').filter(Boolean)];
  const next = () => {
    for (const href of hrefs.splice(0, visible ? PRELOADS_PER_TASK : hrefs.length)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(next);
    else void import(/* @vite-ignore */ first).then(() => setTimeout(() => void import(/* @vite-ignore */ app)));
  };
  next();
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
if (script) {
  const { dataset } = script;
  // A frame, then a task: the first paint has happened by then. A hidden tab paints nothing (and runs its timers
  // once a second at most), so it starts now, with every chunk asked for at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => start(dataset, true)));
  else start(dataset, false);
}
