// First: configures zod before any schema exists.
import './lib/zod-csp';
import { startTransition } from 'react';
// React's renderer, in a chunk of its own that a drawn page's src/start.ts runs a task before this one.
import { createRoot, hydrateRoot } from './react-first';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { PAGE_ANSWERS_ID, type PageAnswer } from './app/page-answers';
import { initialized, routes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// A page the server drew (a statistics page, issue 27) carries the API answers it was drawn from: the app starts
// from them, so that it hydrates the same markup and asks the API again only once they are stale.
const answers = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
if (answers) for (const { key, data } of JSON.parse(answers) as PageAnswer[]) queryClient.setQueryData(key, data);

if (root.hasChildNodes()) {
  // A page the build prerendered (apps/web/prerender.ts) or the server drew: React takes over its markup, which it
  // must first render alike, so the router first loads the page's chunk (it is initialized then, having matched the
  // routes once: matched again for loadPagesFor, as the build does, they cost the entry's task half its length). As
  // a transition, React hydrates in short slices and the page answers input meanwhile (what is clicked is hydrated
  // first). Not a top-level await: the pages' chunks import this one, which must not be left waiting on them.
  // The router is made in a task after this module's evaluation: together they were a drawn page's longest task
  // after its first paint (10 to 13 ms of CPU, over 50 ms on a phone at a quarter of the speed).
  setTimeout(() => {
    const router = createBrowserRouter(routes);
    void initialized(router).then(() =>
      startTransition(() => void hydrateRoot(root, <App router={router} queryClient={queryClient} />)),
    );
  });
} else {
  createRoot(root).render(<App router={createBrowserRouter(routes)} queryClient={queryClient} />);
}
