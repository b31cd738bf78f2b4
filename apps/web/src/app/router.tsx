import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAdmin } from '../features/auth/require-admin';
import { RequireAuth } from '../features/auth/require-auth';
import { RequireStaff } from '../features/auth/require-staff';
import { RootLayout } from './root-layout';
import { RouteError } from '../components/layout/route-error';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
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
          {
            element: <RequireStaff />,
            children: [
              { path: 'analyst', lazy: page(() => import('../pages/analyst/analyst-queue-page')) },
              { path: 'analyst/games/:id', lazy: page(() => import('../pages/analyst-workspace/workspace-page')) },
            ],
          },
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
      { path: 's/:token', lazy: page(() => import('../pages/shared/shared-game-page')) },
      { path: 'dev/mailbox', lazy: page(() => import('../pages/dev-mailbox/dev-mailbox-page')) },
      { path: '*', lazy: page(() => import('../pages/not-found/not-found-page')) },
    ],
  },
]);
