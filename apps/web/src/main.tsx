// First: configures zod before any schema exists.
import './lib/zod-csp';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { loadPagesFor, routes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = () => <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />;

if (root.hasChildNodes()) {
  // A page the build prerendered (apps/web/prerender.ts): React takes over its markup, which it must first render
  // alike, so the page's chunk is loaded before. As a transition, React hydrates in short slices and the page
  // answers input meanwhile (what is clicked is hydrated first). Not a top-level await: the pages' chunks import
  // this one, which must not be left waiting on them.
  void loadPagesFor(window.location.pathname).then(() => startTransition(() => void hydrateRoot(root, app())));
} else {
  createRoot(root).render(app());
}
