/**
 * The build's server-side entry (apps/web/prerender.ts bundles it for Node): the markup of a page, rendered by
 * the same tree the browser hydrates, with the signed-out visitor's view (the session is still loading).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { loadPagesFor, routes } from './app/router';

export async function render(pathname: string): Promise<string> {
  await loadPagesFor(pathname);
  return renderToString(
    <App router={createMemoryRouter(routes, { initialEntries: [pathname] })} queryClient={createQueryClient()} />,
  );
}
