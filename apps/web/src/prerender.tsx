/**
 * The build's server-side entry (apps/web/prerender.ts bundles it for Node, into dist-ssr/): the markup of a page,
 * rendered by the same tree the browser hydrates. The build prerenders the public pages with the signed-out
 * visitor's view (the session is still loading); the server draws the statistics pages at each request from its
 * own API's answers (`renderPage`, issue 27).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import type { PageAnswer } from './app/page-answers';
import { pageQueries } from './app/page-data';
import { loadPagesFor, routes } from './app/router';

export { PAGE_ANSWERS_ID } from './app/page-answers';
export { pageQueries };

export async function render(pathname: string): Promise<string> {
  await loadPagesFor(pathname);
  return renderToString(
    <App router={createMemoryRouter(routes, { initialEntries: [pathname] })} queryClient={createQueryClient()} />,
  );
}

/**
 * The page at `pathname` drawn from the API's answers to `pageQueries(pathname)` (each body by its URL), with the
 * queries' data the browser starts from so that it hydrates the same markup; null for a page not drawn this way.
 */
export async function renderPage(
  pathname: string,
  bodies: ReadonlyMap<string, unknown>,
): Promise<{ markup: string; answers: PageAnswer[] } | null> {
  const queries = pageQueries(pathname);
  if (!queries?.every((query) => bodies.has(query.url))) return null;
  const answers = queries.map((query) => ({
    key: query.key,
    data: (query.data as (body: unknown) => unknown)(bodies.get(query.url)),
  }));
  await loadPagesFor(pathname);
  const queryClient = createQueryClient();
  for (const { key, data } of answers) queryClient.setQueryData(key, data);
  const markup = renderToString(
    <App router={createMemoryRouter(routes, { initialEntries: [pathname] })} queryClient={queryClient} />,
  );
  queryClient.clear();
  return { markup, answers };
}
