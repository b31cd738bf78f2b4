import { formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inboxQuery } from '../../features/admin-inbox/admin-inbox-api';
import {
  INBOX_FILTERS,
  STATUS_LABELS,
  emptyInboxText,
  isInboxFilter,
  repliesLabel,
} from '../../features/admin-inbox/inbox-format';
import { MessageThread } from '../../features/admin-inbox/message-thread';
import { useAddressParams } from '../../features/admin-shared/address-params';
import { AdminSection } from '../../features/admin-shared/admin-section';
import { PagedResults } from '../../features/admin-shared/query-results';

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
  const [params, update] = useAddressParams();
  const statusParam = params.get('status');
  const status = isInboxFilter(statusParam) ? statusParam : 'new';
  const openId = params.get('message');

  const messages = useInfiniteQuery(inboxQuery(status));
  const rows = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <AdminSection
      title="Contact inbox"
      intro="Messages sent through the contact form. A reply goes to the sender by e-mail and marks the message answered."
    >
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

      <div className={`grid grid-cols-1 gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]' : ''}`}>
        <PagedResults query={messages} count={rows.length} empty={emptyInboxText(status)}>
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
        </PagedResults>
        {openId && <MessageThread key={openId} messageId={openId} onClose={() => update({ message: null })} />}
      </div>
    </AdminSection>
  );
}
