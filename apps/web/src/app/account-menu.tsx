import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../features/auth/session';
import { useSignOut } from '../features/auth/use-sign-out';

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * The signed-in user's menu in the tools' header: a button that shows or hides the way back to the customer pages,
 * the account and signing out. Escape, a click elsewhere and focus leaving it close it; so does a new page.
 */
export function AccountMenu() {
  const me = useMe();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The menu remembers the path it was opened on, so it is closed on any other route.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const user = me.data?.user;
  if (!user) return null;
  return (
    <div
      ref={frame}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenedOn(null);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{user.name}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={listId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg bg-white p-2 text-slate-800 shadow-lg ring-1 ring-slate-900/10"
        >
          <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600">
            Signed in as <span className="font-semibold text-slate-800">{user.email}</span>
          </p>
          <ul className="border-t border-slate-200 pt-1">
            <li>
              <Link to="/dashboard" className={ITEM}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/account" className={ITEM}>
                Account
              </Link>
            </li>
            <li>
              <button type="button" className={ITEM} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
