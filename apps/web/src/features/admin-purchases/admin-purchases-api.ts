import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type PurchasesQuery = NonNullable<paths['/api/admin/purchases']['get']['parameters']['query']>;
export type PurchaseFilter = NonNullable<PurchasesQuery['status']>;
export type AdminPurchaseRow =
  paths['/api/admin/purchases']['get']['responses'][200]['content']['application/json']['purchases'][number];
export type AdminPurchaseDetail = paths['/api/admin/purchases/{id}']['get']['responses'][200]['content']['application/json'];
export type RecordedRefund = paths['/api/admin/purchases/{id}/refunds']['post']['responses'][201]['content']['application/json'];

export interface PurchaseSearch {
  q: string;
  status: PurchaseFilter;
}

/** Purchases matching a search, newest first, 50 a page; each page names the next. */
export const adminPurchasesQuery = (search: PurchaseSearch) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'purchases', 'list', search],
    queryFn: async ({ pageParam }) => {
      const query: PurchasesQuery = { status: search.status };
      if (search.q.trim()) query.q = search.q.trim();
      if (pageParam) query.cursor = pageParam;
      return unwrap(await api.GET('/api/admin/purchases', { params: { query } }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** A purchase with its refunds. */
export const adminPurchaseQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'purchases', 'detail', id],
    queryFn: async () => unwrap(await api.GET('/api/admin/purchases/{id}', { params: { path: { id } } })),
  });

/** Refunds games of a purchase; the purchase, the list and the customer's account are fresh after it. */
export function useRefundPurchase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { games: number; reason: string }) =>
      unwrap(await api.POST('/api/admin/purchases/{id}/refunds', { params: { path: { id } }, body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin', 'purchases'] });
      await client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
