import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { createBrowserRouter } from 'react-router';
// The DOM's RouterProvider: only it honours a navigation's `flushSync` (signing out and deleting the account leave the
// protected page that way before the session is cleared); the plain one ignores the option and renders in a transition.
import { RouterProvider } from 'react-router/dom';

type Router = ReturnType<typeof createBrowserRouter>;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

/**
 * The whole app around a router: the browser's in main.tsx, a memory router in the build's prerender. Both
 * render this same tree, so the ids React derives from it (useId) match when a prerendered page is hydrated.
 */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
