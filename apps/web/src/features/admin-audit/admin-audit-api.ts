import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';
import type { AuditQuery } from './audit-format';

type Endpoint = paths['/api/admin/audit']['get'];
type Query = NonNullable<Endpoint['parameters']['query']>;
export type AuditPage = Endpoint['responses'][200]['content']['application/json'];
export type AuditEntry = AuditPage['entries'][number];

/** The audit log under a filter, newest first, 50 a page; each page names the next. */
export const auditQuery = (filter: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/admin/audit', {
          // The form offers only the actions and target types the API listed.
          params: { query: { ...(filter as Query), ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
