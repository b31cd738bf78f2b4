import { formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { ROLES, ROLE_LABELS, usersQuery, type Role } from '../../features/admin-users/admin-users-api';
import { UserDetailPanel } from '../../features/admin-users/user-detail-panel';
import { useMe } from '../../features/auth/session';

const SEARCH_DELAY_MS = 300;

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);

/**
 * The back office's users: search by e-mail or name, filter by role, and open one to change their role,
 * adjust their balance, end their sessions or reset their two-factor authentication. The search and the open
 * user live in the address, so a link or the back button brings them back.
 */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : '';
  const openId = params.get('user');
  const me = useMe();

  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const roleId = useId();
  const headingId = useId();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // Searches a moment after typing stops, as well as on Enter.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ q: text.trim() || null }), SEARCH_DELAY_MS);
  };
  // The address changed under the box (back, a link): the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const users = useInfiniteQuery(usersQuery({ q, role }));
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    clearTimeout(timer.current);
    update({ q: typed.trim() || null });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Users
        </h2>
        <p className="mt-1 text-slate-600">Find an account by e-mail or name. Every change here is kept in the audit log.</p>
      </div>

      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-900">
            Search by e-mail or name
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={200}
            value={typed}
            onChange={(event) => type(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-900">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => update({ role: event.target.value || null })}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">All roles</option>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-800">
          Search
        </button>
      </form>

      <div className={`grid gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]' : ''}`}>
        <div>
          {users.isPending && <Spinner className="size-6" />}
          {users.isError && (
            <p role="alert" className="text-red-700">
              {users.error.message}
            </p>
          )}
          {users.isSuccess && rows.length === 0 && (
            <p className="text-slate-600">
              {q
                ? `No users match “${q}”${role ? ` among ${ROLE_LABELS[role].toLowerCase()}s` : ''}.`
                : `No users match this filter.`}
            </p>
          )}
          {rows.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Users, newest first</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-slate-600">
                    {['Name', 'E-mail', 'Role', 'Games', '2FA', 'Sessions', 'Joined'].map((column) => (
                      <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((user) => {
                    const open = user.id === openId;
                    return (
                      <tr key={user.id} className={`border-b border-slate-100 ${open ? 'bg-brand-50' : ''}`}>
                        <th scope="row" className="py-2 pr-3 font-medium">
                          <button
                            type="button"
                            aria-pressed={open}
                            onClick={() => update({ user: open ? null : user.id })}
                            className="text-left text-brand-800 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                          >
                            {user.name}
                          </button>
                          {user.deletedAt && <span className="ml-2 text-xs text-slate-500">(deleted)</span>}
                        </th>
                        <td className="py-2 pr-3 break-all">{user.email}</td>
                        <td className="py-2 pr-3">{ROLE_LABELS[user.role]}</td>
                        <td className="py-2 pr-3 tabular-nums">{user.gamesRemaining}</td>
                        <td className="py-2 pr-3">{user.twoFactorEnabled ? 'On' : 'Off'}</td>
                        <td className="py-2 pr-3 tabular-nums">{user.activeSessions}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(user.createdAt)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {users.hasNextPage && (
            <button
              type="button"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
              className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
            >
              {users.isFetchingNextPage && <Spinner />}
              Load more
            </button>
          )}
        </div>
        {openId && (
          <UserDetailPanel key={openId} userId={openId} viewerId={me.data?.user.id} onClose={() => update({ user: null })} />
        )}
      </div>
    </section>
  );
}
