import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type UsersQuery = NonNullable<paths['/api/admin/users']['get']['parameters']['query']>;
export type AdminUserRow = paths['/api/admin/users']['get']['responses'][200]['content']['application/json']['users'][number];
export type AdminUserDetail = paths['/api/admin/users/{id}']['get']['responses'][200]['content']['application/json'];
export type Role = AdminUserRow['role'];

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', analyst: 'Analyst', admin: 'Admin' };
export const ROLES = Object.keys(ROLE_LABELS) as Role[];

/** Which accounts the list shows: the live ones unless the admin asks for the deleted ones. */
export type AccountFilter = NonNullable<UsersQuery['accounts']>;
export const ACCOUNT_LABELS: Record<AccountFilter, string> = {
  active: 'Active accounts',
  deleted: 'Deleted accounts',
  all: 'Active and deleted',
};
export const ACCOUNT_FILTERS = Object.keys(ACCOUNT_LABELS) as AccountFilter[];

export interface UserSearch {
  q: string;
  role: Role | '';
  accounts: AccountFilter;
}

/** Users matching a search, newest first, 50 a page; each page names the next. */
export const usersQuery = (search: UserSearch) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users', 'list', search],
    queryFn: async ({ pageParam }) => {
      const query: UsersQuery = {};
      if (search.q.trim()) query.q = search.q.trim();
      if (search.role) query.role = search.role;
      if (search.accounts !== 'active') query.accounts = search.accounts;
      if (pageParam) query.cursor = pageParam;
      return unwrap(await api.GET('/api/admin/users', { params: { query } }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: async () => unwrap(await api.GET('/api/admin/users/{id}', { params: { path: { id } } })),
  });

const path = (id: string) => ({ params: { path: { id } } });

/** The admin's actions on one user; each refreshes the user and the list after it. */
export function useUserActions(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'users'] });
  return {
    changeRole: useMutation({
      mutationFn: async (role: Role) => unwrap(await api.PUT('/api/admin/users/{id}/role', { ...path(id), body: { role } })),
      onSuccess: refresh,
    }),
    adjustCredits: useMutation({
      mutationFn: async (body: { delta: number; reason: string }) =>
        unwrap(await api.POST('/api/admin/users/{id}/credits', { ...path(id), body })),
      onSuccess: refresh,
    }),
    revokeSessions: useMutation({
      mutationFn: async () => unwrap(await api.POST('/api/admin/users/{id}/sessions/revoke', path(id))),
      onSuccess: refresh,
    }),
    resetTwoFactor: useMutation({
      mutationFn: async () => unwrap(await api.POST('/api/admin/users/{id}/two-factor/reset', path(id))),
      onSuccess: refresh,
    }),
  };
}
