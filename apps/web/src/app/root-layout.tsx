import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { useAuthSync } from '../features/auth/session';
import { Navbar } from './navbar';
import { RouteNotice } from '../features/account/route-notice';
import { RemovalNotice } from '../features/organizations/removal-notice';

/**
 * Every path change starts at the top of the new page. Not the first page: the browser has placed it (at its
 * hash, where a reload left it, or where the reader scrolled a page drawn before the app started).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Marks the document once React has committed the first page: from then on every control runs its handler. A
 * prerendered page looks ready before that (apps/web/prerender.ts), so end-to-end tests wait for this mark.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}

/**
 * What every page shares, whatever its frame: the session, the skip link, the scroll to the top and the notice of a
 * removal from the active organization.
 */
export function RootLayout() {
  useAuthSync();
  useMarkInteractive();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Outlet />
      <RemovalNotice />
    </>
  );
}

/** The site's frame: the navigation bar over the page, and the footer under it. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        <RouteNotice />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
