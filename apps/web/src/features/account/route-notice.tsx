import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const KEPT_NOTICE = 'courtside-notice';

/**
 * Keeps a one-off notice for the next page this tab shows, whatever page that turns out to be, even after a new page
 * load (an account's deletion leaves its page by one).
 */
export function keepNotice(notice: string): void {
  try {
    sessionStorage.setItem(KEPT_NOTICE, notice);
  } catch {
    // Storage refused: the notice is not shown.
  }
}

/** The location (its key) the kept notice was last read for, and what it read. */
let read: { key: string; notice: string | null } | null = null;

/** The notice kept for the page `key`; asking again for the same page gives the same answer. */
function keptNoticeFor(key: string): string | null {
  if (read?.key !== key) {
    let notice: string | null = null;
    try {
      notice = sessionStorage.getItem(KEPT_NOTICE);
    } catch {
      // Storage refused: nothing was kept.
    }
    read = { key, notice };
  }
  return read.notice;
}

const unchanging = () => () => undefined;

/**
 * The notice kept for the page shown (keepNotice), shown once above it (the account page keeps one after deletion).
 * A page the server or the build drew has none when it hydrates, then the kept one. It is forgotten once a page
 * showing it is on screen, not when a page is only rendered: a render React abandons would take it with it.
 */
export function RouteNotice() {
  const location = useLocation();
  const notice = useSyncExternalStore(
    unchanging,
    () => keptNoticeFor(location.key),
    () => null,
  );
  useEffect(() => {
    if (!notice) return;
    try {
      sessionStorage.removeItem(KEPT_NOTICE);
    } catch {
      // Storage refused: nothing was kept.
    }
  }, [notice]);
  if (!notice) return null;
  return (
    <div role="status" className="border-b border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-900">
      {notice}
    </div>
  );
}
