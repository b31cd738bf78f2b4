import { Outlet } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useMe } from './session';

/** Wraps the back office's pages (inside RequireAuth): admins only. */
export function RequireAdmin() {
  const me = useMe();
  if (me.data?.user.role !== 'admin') return <PageHeader title="No access">This page is for Courtside admins.</PageHeader>;
  return <Outlet />;
}
