import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useMenuDisclosure } from '../components/ui/menu-disclosure';
import { useMe } from '../features/auth/session';
import { useSignOut } from '../features/auth/use-sign-out';
import { OrganizationMenuItems, organizationLabel } from '../features/organizations/organization-menu';

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * The signed-in user's menu in the tools' header: a button that shows or hides the way back to the customer pages,
 * the account, the organization's entries and signing out. Escape, a click elsewhere and focus leaving it close it;
 * so does a new page.
 */
export function AccountMenu() {
  const me = useMe();
  const signOut = useSignOut();
  const menu = useMenuDisclosure();

  const user = me.data?.user;
  if (!me.data || !user) return null;
  const organization = organizationLabel(me.data);
  return (
    <div {...menu.frameProps} className="relative">
      <button
        {...menu.buttonProps}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{user.name}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown className={`size-4 transition-transform ${menu.open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {menu.open && (
        <div
          id={menu.panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg bg-white p-2 text-slate-800 shadow-lg ring-1 ring-slate-900/10"
        >
          <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600">
            Signed in as <span className="font-semibold text-slate-800">{user.email}</span>
          </p>
          {organization && (
            <p className="-mt-1 truncate px-3 pb-2 text-xs text-slate-600">
              For <span className="font-semibold text-slate-800">{organization}</span>
            </p>
          )}
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
            <OrganizationMenuItems me={me.data} itemClass={ITEM} onDone={menu.close} />
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
