import { Outlet } from 'react-router';
import { useMe } from './session';

/** Wraps the analysts' pages (inside RequireAuth): analysts and admins only. */
export function RequireStaff() {
  const me = useMe();
  const role = me.data?.user.role;
  if (role !== 'analyst' && role !== 'admin')
    return (
      <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 pt-28 text-center">
        <h1 className="text-3xl font-extrabold">No access</h1>
        <p className="mt-2 text-slate-600">This page is for Courtside analysts.</p>
      </section>
    );
  return <Outlet />;
}
