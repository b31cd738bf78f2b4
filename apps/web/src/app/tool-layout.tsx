import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../components/layout/logo';
import { RouteNotice } from '../features/account/route-notice';
import { useMe } from '../features/auth/session';
import { AccountMenu } from './account-menu';
import { SiteLayout } from './root-layout';

/** The staff's tools: the analysts' queue and workspace, and the back office. */
export type Tool = 'analysis' | 'admin';

const TOOLS = [
  { tool: 'analysis', to: '/analyst', label: 'Analysis' },
  { tool: 'admin', to: '/admin', label: 'Admin' },
] as const;

const toolLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

/**
 * The frame of a staff tool: a slim bar (the tools this user may open and the account menu) above the tool's page,
 * with no hero and no site footer, so its tables start near the top of the screen. Someone who may not open the
 * tool, or is not signed in, sees the site's frame around what the route's guards answer (sign in, or "No access").
 */
export function ToolLayout({ tool }: { tool: Tool }) {
  const me = useMe();
  const role = me.data?.user.role;
  const tools = TOOLS.filter((entry) => (entry.tool === 'admin' ? role === 'admin' : role === 'analyst' || role === 'admin'));
  if (!me.isPending && !tools.some((entry) => entry.tool === tool)) return <SiteLayout />;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-slate-950 text-white print:hidden">
        <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-4">
          <Link to="/" className="rounded-md px-1">
            <Logo className="text-lg" />
            <span className="sr-only">, home</span>
          </Link>
          {/* On a phone the tools take a row of their own under the logo and the account menu. */}
          <nav aria-label="Tools" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex gap-1">
              {tools.map((entry) => (
                <li key={entry.tool}>
                  <NavLink to={entry.to} className={toolLinkClass}>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto">
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <RouteNotice />
        <Outlet />
      </main>
    </div>
  );
}
