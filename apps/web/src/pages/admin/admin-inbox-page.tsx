import { formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { inboxQuery } from '../../features/admin-inbox/admin-inbox-api';
import {
  INBOX_FILTERS,
  STATUS_LABELS,
  emptyInboxText,
  isInboxFilter,
  repliesLabel,
} from '../../features/admin-inbox/inbox-format';
import { MessageThread } from '../../features/admin-inbox/message-thread';

const STATUS_TONES = {
  new: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  answered: 'bg-green-100 text-green-800 ring-green-600/20',
  closed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

/**
 * The back office's contact inbox: messages from the contact form by status (new first), each opened beside
 * the list to read, reply to by e-mail and close. The tab and the open message live in the address.
 */
export default function AdminInboxPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isInboxFilter(statusParam) ? statusParam : 'new';
  const openId = params.get('message');
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

  const messages = useInfiniteQuery(inboxQuery(status));
  const rows = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Contact inbox
        </h2>
        <p className="mt-1 text-slate-600">
          Messages sent through the contact form. A reply goes to the sender by e-mail and marks the message answered.
        </p>
      </div>

      <div role="group" aria-label="Show messages" className="flex flex-wrap gap-1">
        {INBOX_FILTERS.map((filter) => {
          const active = filter.value === status;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={active}
              onClick={() => update({ status: filter.value === 'new' ? null : filter.value })}
              className={`rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                active ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
              }`}
            >
              {filter.label}
            </button>
          );
        })}
      </div>

      <div className={`grid gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]' : ''}`}>
        <div>
          {messages.isPending && <Spinner className="size-6" />}
          {messages.isError && (
            <p role="alert" className="text-red-700">
              {messages.error.message}
            </p>
          )}
          {messages.isSuccess && rows.length === 0 && <p className="text-slate-600">{emptyInboxText(status)}</p>}
          {rows.length > 0 && (
            <ul
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              aria-label="Messages, newest first"
            >
              {rows.map((message) => {
                const open = message.id === openId;
                return (
                  <li key={message.id} className={open ? 'bg-brand-50' : ''}>
                    <button
                      type="button"
                      aria-pressed={open}
                      onClick={() => update({ message: open ? null : message.id })}
                      className="block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <span className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-semibold break-words text-slate-900">{message.subject}</span>
                        <span className="text-sm whitespace-nowrap text-slate-500">{formatShortDate(message.createdAt)}</span>
                      </span>
                      <span className="block text-sm break-all text-slate-700">
                        {message.name} · {message.email}
                      </span>
                      <span className="mt-1 line-clamp-2 block text-sm break-words text-slate-600">{message.preview}</span>
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                        <span
                          className={`inline-flex rounded-full px-2 py-0.5 font-semibold ring-1 ${STATUS_TONES[message.status]}`}
                        >
                          {STATUS_LABELS[message.status]}
                        </span>
                        {repliesLabel(message.replyCount)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {messages.hasNextPage && (
            <button
              type="button"
              onClick={() => void messages.fetchNextPage()}
              disabled={messages.isFetchingNextPage}
              className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
            >
              {messages.isFetchingNextPage && <Spinner />}
              Load more
            </button>
          )}
        </div>
        {openId && <MessageThread key={openId} messageId={openId} onClose={() => update({ message: null })} />}
      </div>
    </section>
  );
}
