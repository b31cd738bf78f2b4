import { useLocation } from 'react-router';

/** Navigation state that carries a one-off notice to the next page (e.g. after deleting an account). */
export interface NoticeState {
  notice?: string;
}

/** The notice a page was navigated to with, shown once above it (the account page sends one after deletion). */
export function RouteNotice() {
  const { state } = useLocation() as { state: NoticeState | null };
  if (!state?.notice) return null;
  return (
    <div role="status" className="border-b border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-900">
      {state.notice}
    </div>
  );
}
