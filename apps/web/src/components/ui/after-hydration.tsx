import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydrated';

/**
 * `children` once the page is the app's, `fallback` before (useHydrated): for a part the server cannot draw, such as
 * a lazy chunk. A leaf of its own, so that when hydration ends React renders it again, and not the page around it:
 * on the owner's statistics page that render ran in the task that ends hydration, its longest after it (issue 27).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
