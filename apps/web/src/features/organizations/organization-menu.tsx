import { ChevronDown, Users } from 'lucide-react';
import { Suspense, lazy, useEffect } from 'react';
import { useMenuDisclosure } from '../../components/ui/menu-disclosure';
import type { Me } from '../auth/auth-api';
import { useMe } from '../auth/session';

/**
 * The menu's entries come in a chunk of their own, which every signed-in page fetches once it is idle: the entry
 * every page downloads first (and its budget, e2e/statistics-speed.spec.ts) carries only the button.
 */
const loadItems = () => import('./organization-menu-items');
const LazyItems = lazy(loadItems);

/** The active organization's name, where a header names it: none for a personal one (the person themself). */
export function organizationLabel(me: Me): string | null {
  return me.organization && !me.organization.personal ? me.organization.name : null;
}

/**
 * The organization's entries of a menu, as items of its list (see organization-menu-items.tsx); while their chunk
 * loads, the list says so.
 */
export function OrganizationMenuItems(props: { me: Me; itemClass?: string; onDone?: () => void }) {
  return (
    <Suspense
      fallback={
        // The status is inside the item: an item with a role of its own is no longer a list's item (axe's list rule).
        <li className="px-3 py-2 text-sm text-slate-600">
          <span role="status">Loading…</span>
        </li>
      }
    >
      <LazyItems {...props} />
    </Suspense>
  );
}

/** Fetches the entries' chunk once the page is idle, so that a menu opens on them. */
function usePreloadedItems(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const load = () => void loadItems();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else window.setTimeout(load, 200);
  }, [signedIn]);
}

/**
 * The organization menu of the site's navigation bar, built as the account menu is: a button naming the active
 * organization (or "Organizations" for a personal one) that shows or hides its entries; a switch closes it too.
 */
export function OrganizationMenu({ buttonClass }: { buttonClass: string }) {
  const me = useMe();
  const menu = useMenuDisclosure();
  usePreloadedItems(Boolean(me.data));
  if (!me.data) return null;
  const name = organizationLabel(me.data);
  return (
    <div {...menu.frameProps} className="relative">
      {/* The name is one string: two spans, one of them hidden, read with a space between ("Tigers , your ..."). */}
      <button
        {...menu.buttonProps}
        aria-label={name ? `${name}, your organization` : undefined}
        className={`flex items-center gap-1.5 ${buttonClass}`}
      >
        <Users className="size-4 shrink-0" aria-hidden="true" />
        {/* The bar has no room for a name beside its links until the widest screens: the icon says it there. */}
        <span className="sr-only xl:not-sr-only xl:max-w-28 xl:truncate">{name ?? 'Organizations'}</span>
        <ChevronDown className={`size-4 shrink-0 transition-transform ${menu.open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {menu.open && (
        <div
          id={menu.panelId}
          className="absolute right-0 z-50 mt-2 w-72 rounded-lg bg-white p-2 text-slate-800 shadow-lg ring-1 ring-slate-900/10"
        >
          <ul>
            <OrganizationMenuItems me={me.data} onDone={menu.close} />
          </ul>
        </div>
      )}
    </div>
  );
}
