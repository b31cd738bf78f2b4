import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';

/** The back office's sections, each its own page under /admin. */
export const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/games', label: 'Games' },
  { to: '/admin/requests', label: 'Guarantee requests' },
  { to: '/admin/play-reports', label: 'Reported plays' },
  { to: '/admin/purchases', label: 'Purchases' },
  { to: '/admin/inbox', label: 'Contact inbox' },
  { to: '/admin/analysts', label: 'Analysts' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/**
 * The back office's frame inside the tools' frame: its title and a tab bar of its sections in one slim band (the
 * tabs scroll sideways on a phone), then the section's page.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  // On a phone the tab bar scrolls sideways: the open section's tab is brought into it.
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2">
          <h1 className="text-lg font-bold text-slate-900">Back office</h1>
          <nav ref={tabs} aria-label="Back office" className="max-w-full overflow-x-auto">
            <ul className="flex gap-1 p-1 whitespace-nowrap">
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-1.5 text-sm font-medium ${
                        isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </div>
    </>
  );
}
