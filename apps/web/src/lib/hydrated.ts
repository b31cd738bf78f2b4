import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server drew, true from then on (at once in a page
 * the browser draws itself). For a part the server cannot draw, such as a lazy chunk (renderToString does not wait
 * for one, and its Suspense boundary would then fail hydration): it renders once the page is the app's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
