import { formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAddressParams } from '../../features/admin-shared/address-params';
import { AdminSection } from '../../features/admin-shared/admin-section';
import { AdminTable, OpenRowButton } from '../../features/admin-shared/admin-table';
import { SelectField } from '../../features/admin-shared/labelled-field';
import { PagedResults } from '../../features/admin-shared/query-results';
import { SearchForm, useSearchBox } from '../../features/admin-shared/search-form';
import {
  ACCOUNT_FILTERS,
  ACCOUNT_LABELS,
  ROLES,
  ROLE_LABELS,
  usersQuery,
  type AccountFilter,
  type Role,
} from '../../features/admin-users/admin-users-api';
import { UserDetailPanel } from '../../features/admin-users/user-detail-panel';
import { useMe } from '../../features/auth/session';

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);
const isAccountFilter = (value: string | null): value is AccountFilter => ACCOUNT_FILTERS.includes(value as AccountFilter);

/**
 * The back office's users: search by e-mail or name, filter by role (deleted accounts only when asked for), and open one to change their role,
 * adjust their balance, end their sessions or reset their two-factor authentication. The search and the open
 * user live in the address, so a link or the back button brings them back.
 */
export default function AdminUsersPage() {
  const [params, update] = useAddressParams();
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : '';
  const accountsParam = params.get('accounts');
  const accounts = isAccountFilter(accountsParam) ? accountsParam : 'active';
  const openId = params.get('user');
  const me = useMe();
  const search = useSearchBox(q, (text) => update({ q: text }));

  const users = useInfiniteQuery(usersQuery({ q, role, accounts }));
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <AdminSection title="Users" intro="Find an account by e-mail or name. Every change here is kept in the audit log.">
      <SearchForm label="Search by e-mail or name" box={search}>
        <SelectField label="Role" value={role} onChange={(event) => update({ role: event.target.value || null })}>
          <option value="">All roles</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Accounts"
          value={accounts}
          onChange={(event) => update({ accounts: event.target.value === 'active' ? null : event.target.value })}
        >
          {ACCOUNT_FILTERS.map((option) => (
            <option key={option} value={option}>
              {ACCOUNT_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </SearchForm>

      <div className={`grid gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]' : ''}`}>
        <PagedResults
          query={users}
          count={rows.length}
          empty={
            q
              ? `No users match “${q}”${role ? ` among ${ROLE_LABELS[role].toLowerCase()}s` : ''}.`
              : `No users match this filter.`
          }
        >
          <AdminTable caption="Users, newest first" columns={['Name', 'E-mail', 'Role', 'Games', '2FA', 'Sessions', 'Joined']}>
            {rows.map((user) => {
              const open = user.id === openId;
              return (
                <tr key={user.id} className={`border-b border-slate-100 ${open ? 'bg-brand-50' : ''}`}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <OpenRowButton open={open} onToggle={() => update({ user: open ? null : user.id })}>
                      {user.name}
                    </OpenRowButton>
                    {user.deletedAt && (
                      <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                        Deleted
                      </span>
                    )}
                  </th>
                  <td className="py-2 pr-3 break-all">{user.email}</td>
                  <td className="py-2 pr-3">{ROLE_LABELS[user.role]}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {user.gamesRemaining ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">No balance</span>
                      </>
                    )}
                  </td>
                  <td className="py-2 pr-3">{user.twoFactorEnabled ? 'On' : 'Off'}</td>
                  <td className="py-2 pr-3 tabular-nums">{user.activeSessions}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(user.createdAt)}</td>
                </tr>
              );
            })}
          </AdminTable>
        </PagedResults>
        {openId && (
          <UserDetailPanel key={openId} userId={openId} viewerId={me.data?.user.id} onClose={() => update({ user: null })} />
        )}
      </div>
    </AdminSection>
  );
}
