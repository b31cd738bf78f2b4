/**
 * The script of a page the build prerendered (apps/web/prerender.ts puts it in place of the app's own): the page
 * is drawn already, so the app is only asked for once it has painted. Asked for at once, the app's scripts would
 * share a slow connection with the stylesheet, the poster and the font that paint needs. The build names the app's
 * entry (data-app) and the chunks it and this page need (data-preload), fetched side by side rather than in turn.
 */
function start({ app = '', preload = '' }: DOMStringMap): void {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ app);
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
if (script) {
  const { dataset } = script;
  // A frame, then a task: the first paint has happened by then. A hidden tab paints nothing, so it starts now.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => start(dataset)));
  else start(dataset);
}
