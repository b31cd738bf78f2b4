import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from './session';

/** Wraps the routes that need a signed-in user: a spinner while the session loads, else sign in first. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (!me.data) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?from=${encodeURIComponent(from)}`} replace />;
  }
  return <Outlet />;
}
