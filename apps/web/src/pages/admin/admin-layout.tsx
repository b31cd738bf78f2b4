import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';

/** The back office's sections, each its own page under /admin. */
export const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/games', label: 'Games' },
  { to: '/admin/requests', label: 'Guarantee requests' },
  { to: '/admin/purchases', label: 'Purchases' },
  { to: '/admin/inbox', label: 'Contact inbox' },
  { to: '/admin/analysts', label: 'Analysts' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** The back office's frame: a header and a tab bar of its sections, then the section's page. */
export default function AdminLayout() {
  return (
    <>
      <PageHeader eyebrow="Back office" title="Courtside admin" />
      <nav aria-label="Back office" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium ${
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
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </div>
    </>
  );
}
