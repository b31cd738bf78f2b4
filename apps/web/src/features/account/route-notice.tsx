import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Navigation state that carries a one-off notice to the next page (e.g. after deleting an account). */
export interface NoticeState {
  notice?: string;
}

const KEPT_NOTICE = 'courtside-notice';

/**
 * Keeps a notice for the next page this tab shows, whatever page that turns out to be. A notice carried in the
 * navigation's state alone is lost when another navigation overtakes it: after an account's deletion, the account
 * page, still on screen for a moment, can send its reader to sign in instead (seen on a loaded machine).
 */
export function keepNotice(notice: string): void {
  try {
    sessionStorage.setItem(KEPT_NOTICE, notice);
  } catch {
    // Storage refused: the navigation's state still carries the notice.
  }
}

/** The page (its location's key) that took the kept notice last, and what it took. */
let taken: { key: string; notice: string | null } | null = null;

/** The notice kept for the page `key`: the first page to ask takes it, and asking again gives the same answer. */
function keptNoticeFor(key: string): string | null {
  if (taken?.key !== key) {
    let notice: string | null = null;
    try {
      notice = sessionStorage.getItem(KEPT_NOTICE);
      sessionStorage.removeItem(KEPT_NOTICE);
    } catch {
      // Storage refused: nothing was kept.
    }
    taken = { key, notice };
  }
  return taken.notice;
}

const unchanging = () => () => undefined;

/**
 * The notice a page was navigated to with, or one kept for it (keepNotice), shown once above it (the account page
 * sends one after deletion). A page the server or the build drew has none when it hydrates, then the kept one.
 */
export function RouteNotice() {
  const location = useLocation();
  const kept = useSyncExternalStore(
    unchanging,
    () => keptNoticeFor(location.key),
    () => null,
  );
  const notice = (location.state as NoticeState | null)?.notice ?? kept;
  if (!notice) return null;
  return (
    <div role="status" className="border-b border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-900">
      {notice}
    </div>
  );
}
