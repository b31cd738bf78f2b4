import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../components/layout/logo';
import { useMe } from '../features/auth/session';
import { useSignOut } from '../features/auth/use-sign-out';
import { OrganizationMenu, OrganizationMenuItems, organizationLabel } from '../features/organizations/organization-menu';
import { can, roleOf } from '../lib/organization-role';

export const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The spec's threshold: past this many pixels of scroll the bar turns white with a shadow. */
export const NAV_SHADOW_THRESHOLD_PX = 20;

/**
 * Whether the page is scrolled past `threshold`, read in the scroll events (and once after the first paint, for a
 * page the browser restored scrolled). Never read while React renders or commits: `scrollY` makes the browser lay
 * the page out then and there, which on a long page made each commit a long task (issue 27, speed). A prerendered
 * page is drawn (and so hydrated) at the top.
 */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const read = () => setScrolled(window.scrollY > threshold);
    const frame = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
    };
  }, [threshold]);
  return scrolled;
}

const SIGNED_IN_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/teams', label: 'Teams' },
  { to: '/upload', label: 'Upload Game' },
] as const;

export function Navbar() {
  const scrolled = useScrolledPast(NAV_SHADOW_THRESHOLD_PX);
  const me = useMe();
  const signOut = useSignOut();
  const signedIn = !!me.data;
  const staff = me.data?.user.role === 'analyst' || me.data?.user.role === 'admin';
  // A viewer or a player of the active organization does not upload (the server refuses them anyway).
  const mayUpload = can(roleOf(me.data), 'upload');
  const links = signedIn
    ? [
        ...PUBLIC_LINKS,
        ...SIGNED_IN_LINKS.filter((link) => mayUpload || link.to !== '/upload'),
        // A player member's own season, games and plays.
        ...(me.data?.organization?.role === 'player' ? [{ to: '/me/player', label: 'My page' } as const] : []),
        ...(staff ? [{ to: '/analyst', label: 'Analysis' } as const] : []),
        ...(me.data?.user.role === 'admin' ? [{ to: '/admin', label: 'Admin' } as const] : []),
      ]
    : PUBLIC_LINKS;
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so it is closed on any other route.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const closeMenu = () => setOpenedOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      solid
        ? isActive
          ? 'text-brand-700'
          : 'text-slate-700 hover:text-brand-700'
        : isActive
          ? 'text-white underline decoration-brand-500 decoration-2 underline-offset-8'
          : 'text-slate-200 hover:text-white'
    }`;

  return (
    <nav
      aria-label="Main"
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 print:hidden ${
        solid ? 'bg-white shadow-md' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className={solid ? 'text-slate-900' : 'text-white'}>
          <Logo />
          <span className="sr-only">, home</span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>

        <div className="hidden items-center gap-3 lg:flex">
          {signedIn ? (
            <>
              <OrganizationMenu
                buttonClass={`rounded-md px-3 py-2 text-sm font-medium ${solid ? 'text-slate-700 hover:text-brand-700' : 'text-slate-200 hover:text-white'}`}
              />
              <NavLink to="/account" className={linkClass}>
                Account
              </NavLink>
              <button
                type="button"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
                className={`rounded-md px-3 py-2 text-sm font-semibold ${solid ? 'text-slate-800 hover:text-brand-700' : 'text-white hover:text-brand-100'}`}
              >
                Sign Out
              </button>
            </>
          ) : (
            !me.isPending && (
              <>
                <Link
                  to="/login"
                  className={`rounded-md px-3 py-2 text-sm font-semibold ${solid ? 'text-slate-800 hover:text-brand-700' : 'text-white hover:text-brand-100'}`}
                >
                  Sign In
                </Link>
                <Link
                  to="/signup"
                  className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  Get Started
                </Link>
              </>
            )
          )}
        </div>

        <button
          type="button"
          className={`rounded-md p-2 lg:hidden ${solid ? 'text-slate-900' : 'text-white'}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => (menuOpen ? closeMenu() : setOpenedOn(pathname))}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden">
          <div className="flex flex-col">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  `rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'}`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </div>
          {me.data && (
            <div className="mt-3 border-t border-slate-200 pt-3">
              {organizationLabel(me.data) && (
                <p className="truncate px-3 pb-1 text-sm text-slate-600">
                  For <span className="font-semibold text-slate-900">{organizationLabel(me.data)}</span>
                </p>
              )}
              <ul>
                <OrganizationMenuItems
                  me={me.data}
                  itemClass="block w-full rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-50"
                  onDone={closeMenu}
                />
              </ul>
            </div>
          )}
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
            {signedIn ? (
              <>
                <Link
                  to="/account"
                  className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-900"
                >
                  Account
                </Link>
                <button
                  type="button"
                  onClick={() => signOut.mutate()}
                  className="rounded-lg bg-slate-900 px-4 py-2.5 text-center font-semibold text-white"
                >
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link
                  to="/login"
                  className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-900"
                >
                  Sign In
                </Link>
                <Link to="/signup" className="rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white">
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </nav>
  );
}
