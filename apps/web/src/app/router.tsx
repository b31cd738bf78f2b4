import type { ComponentType } from 'react';
import { Navigate, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAdmin } from '../features/auth/require-admin';
import { RequireAuth } from '../features/auth/require-auth';
import { RequireStaff } from '../features/auth/require-staff';
import { RootLayout, SiteLayout } from './root-layout';
import { ToolLayout } from './tool-layout';
import { RouteError } from '../components/layout/route-error';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The app's routes; main.tsx makes the browser's router of them, the build's prerender a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, lazy: page(() => import('../pages/home/home-page')) },
          { path: 'how-it-works', lazy: page(() => import('../pages/how-it-works/how-it-works-page')) },
          { path: 'pricing', lazy: page(() => import('../pages/pricing/pricing-page')) },
          { path: 'faq', lazy: page(() => import('../pages/faq/faq-page')) },
          { path: 'contact', lazy: page(() => import('../pages/contact/contact-page')) },
          { path: 'terms', lazy: page(() => import('../pages/terms/terms-page')) },
          { path: 'privacy', lazy: page(() => import('../pages/privacy/privacy-page')) },
          { path: 'login', lazy: page(() => import('../pages/login/login-page')) },
          { path: 'signup', lazy: page(() => import('../pages/signup/signup-page')) },
          { path: 'forgot-password', lazy: page(() => import('../pages/forgot-password/forgot-password-page')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'account', lazy: page(() => import('../pages/account/account-page')) },
              { path: 'upload', lazy: page(() => import('../pages/upload/upload-page')) },
              { path: 'dashboard', lazy: page(() => import('../pages/dashboard/dashboard-page')) },
              { path: 'checkout/test/:sessionId', lazy: page(() => import('../pages/test-checkout/test-checkout-page')) },
              { path: 'games/:id', lazy: page(() => import('../pages/game/game-page')) },
              { path: 'teams', lazy: page(() => import('../pages/teams/teams-page')) },
              { path: 'teams/:id', lazy: page(() => import('../pages/teams/team-page')) },
              { path: 'teams/:id/season', lazy: page(() => import('../pages/team-season/team-season-page')) },
              { path: 'organizations/new', lazy: page(() => import('../pages/organizations/new-organization-page')) },
              { path: 'organization/members', lazy: page(() => import('../pages/organization/members-page')) },
              { path: 'me/player', lazy: page(() => import('../pages/player/player-page')) },
              { path: 'competitions/:id?', lazy: page(() => import('../pages/competitions/competitions-routes')) },
            ],
          },
          { path: 's/:token', lazy: page(() => import('../pages/shared/shared-game-page')) },
          { path: 'invite/:token', lazy: page(() => import('../pages/invite/invitation-page')) },
          { path: 'dev/mailbox', lazy: page(() => import('../pages/dev-mailbox/dev-mailbox-page')) },
          { path: '*', lazy: page(() => import('../pages/not-found/not-found-page')) },
        ],
      },
      // The staff's tools wear a compact frame of their own (tool-layout.tsx), not the site's hero and footer.
      {
        element: <ToolLayout tool="analysis" />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireStaff />,
                children: [
                  { path: 'analyst', lazy: page(() => import('../pages/analyst/analyst-queue-page')) },
                  { path: 'analyst/games/:id', lazy: page(() => import('../pages/analyst-workspace/workspace-page')) },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <ToolLayout tool="admin" />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'admin',
                    lazy: page(() => import('../pages/admin/admin-layout')),
                    children: [
                      { index: true, element: <Navigate to="/admin/users" replace /> },
                      { path: 'users', lazy: page(() => import('../pages/admin/admin-users-page')) },
                      { path: 'games', lazy: page(() => import('../pages/admin/admin-games-page')) },
                      { path: 'requests', lazy: page(() => import('../pages/admin/admin-requests-page')) },
                      { path: 'play-reports', lazy: page(() => import('../pages/admin/admin-play-reports-page')) },
                      { path: 'purchases', lazy: page(() => import('../pages/admin/admin-purchases-page')) },
                      { path: 'inbox', lazy: page(() => import('../pages/admin/admin-inbox-page')) },
                      { path: 'analysts', lazy: page(() => import('../pages/admin/admin-analysts-page')) },
                      { path: 'audit', lazy: page(() => import('../pages/admin/admin-audit-page')) },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the pages `pathname` shows before a router is made of `routes`, so that its first render is the page
 * itself rather than the loading spinner: the build's prerender (src/prerender.tsx) must render the page. A page whose chunk fails to load keeps its `lazy`, so the router tries again and shows its error.
 */
export async function loadPagesFor(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      const loaded = await load().catch(() => undefined);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Resolves once `router` has loaded the pages of the location it was made at (a data router loads a lazy route's
 * page before it renders it, showing the fallback meanwhile): the page it renders then is the page itself.
 */
export function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
