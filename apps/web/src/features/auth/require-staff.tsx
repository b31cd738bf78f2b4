import { Outlet } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useMe } from './session';

/** Wraps the analysts' pages (inside RequireAuth): analysts and admins only. */
export function RequireStaff() {
  const me = useMe();
  const role = me.data?.user.role;
  if (role !== 'analyst' && role !== 'admin')
    return <PageHeader title="No access">This page is for Courtside analysts.</PageHeader>;
  return <Outlet />;
}
