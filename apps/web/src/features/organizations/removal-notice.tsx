import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { onApiRefusal } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import { meQuery, useMe } from '../auth/session';

/** How long after one refresh further refusals are taken as the same removal, not a new one. */
const SAME_REMOVAL_MS = 10_000;

/**
 * What the app does when the server answers that the person is no longer a member of the session's organization
 * (403 `not_a_member`; the server has made their personal organization active): it shows the server's words and
 * asks again for the session and every other answer it holds, all of them the old organization's. The several
 * requests a page makes are refused together: they refresh once.
 */
export function removalListener(queryClient: QueryClient, show: (message: string) => void, now = Date.now) {
  let refreshedAt = Number.NEGATIVE_INFINITY;
  return (error: ApiError) => {
    if (error.status !== 403 || error.code !== 'not_a_member') return;
    show(error.message);
    if (now() - refreshedAt < SAME_REMOVAL_MS) return;
    refreshedAt = now();
    void queryClient.invalidateQueries();
  };
}

/**
 * The words for a removal the session told of (`GET /api/me`'s `lostOrganization`, said once: when the session is the
 * first to find out, no request is refused), as the server words a refused request.
 */
export const lostOrganizationNotice = (organization: string) => `You are no longer a member of ${organization}.`;

/**
 * The notice a member removed from the active organization sees, with the server's words, on whatever page told
 * them; mounted once, in the shell. It stays until dismissed, across pages.
 */
export function RemovalNotice() {
  const queryClient = useQueryClient();
  const lost = useMe().data?.lostOrganization;
  const [message, setMessage] = useState<string | null>(null);
  // The session says it once: the notice keeps it past the session's next answer.
  const [toldOf, setToldOf] = useState<string | undefined>(undefined);
  if (lost !== undefined && lost !== toldOf) {
    setToldOf(lost);
    setMessage(lostOrganizationNotice(lost));
  }
  useEffect(() => onApiRefusal(removalListener(queryClient, setMessage)), [queryClient]);
  // What the cache holds besides the session was the old organization's.
  useEffect(() => {
    if (lost !== undefined)
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
  }, [lost, queryClient]);

  if (!message) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-[60] mx-auto flex max-w-lg items-start gap-3 rounded-lg bg-slate-900 p-4 text-sm text-white shadow-lg print:hidden"
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={() => setMessage(null)}
        className="-m-1 rounded p-1 text-slate-300 hover:text-white focus-visible:outline-white"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
