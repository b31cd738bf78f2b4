import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type MessagesQuery = NonNullable<paths['/api/admin/contact-messages']['get']['parameters']['query']>;
export type InboxFilter = NonNullable<MessagesQuery['status']>;
export type ContactMessageRow =
  paths['/api/admin/contact-messages']['get']['responses'][200]['content']['application/json']['messages'][number];
export type ContactThread = paths['/api/admin/contact-messages/{id}']['get']['responses'][200]['content']['application/json'];
export type ContactStatus = ContactThread['message']['status'];

/** Messages of a status, newest first, 50 a page; each page names the next. */
export const inboxQuery = (status: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'inbox', 'list', status],
    queryFn: async ({ pageParam }) => {
      const query: MessagesQuery = { status };
      if (pageParam) query.cursor = pageParam;
      return unwrap(await api.GET('/api/admin/contact-messages', { params: { query } }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** A message and its replies. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'inbox', 'thread', id],
    queryFn: async () => unwrap(await api.GET('/api/admin/contact-messages/{id}', { params: { path: { id } } })),
  });

/** Replying and changing the status; each answers the thread, which replaces the cached one, and refreshes the lists. */
export function useInboxActions(id: string) {
  const client = useQueryClient();
  const settle = async (thread: ContactThread) => {
    client.setQueryData(threadQuery(id).queryKey, thread);
    await client.invalidateQueries({ queryKey: ['admin', 'inbox', 'list'] });
  };
  const path = { params: { path: { id } } };
  return {
    reply: useMutation({
      mutationFn: async (body: { body: string; close: boolean }) =>
        unwrap(await api.POST('/api/admin/contact-messages/{id}/replies', { ...path, body })),
      onSuccess: settle,
    }),
    setStatus: useMutation({
      mutationFn: async (status: ContactStatus) =>
        unwrap(await api.PUT('/api/admin/contact-messages/{id}/status', { ...path, body: { status } })),
      onSuccess: settle,
    }),
  };
}
