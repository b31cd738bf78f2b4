import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

/** Outside production, every e-mail the app would send, so it can be read without an SMTP server. */
export default function DevMailboxPage() {
  const mailbox = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: async () => unwrap(await api.GET('/api/dev/mailbox')),
    refetchInterval: 3000,
  });
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <PageHeader eyebrow="Development" title="Mailbox">
        E-mails waiting in the outbox. With SMTP_URL set they are also delivered.
      </PageHeader>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-4xl">
          {mailbox.isPending && <p>Loading…</p>}
          {mailbox.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
              {mailbox.error instanceof ApiError && mailbox.error.status === 404
                ? 'The mailbox is not available in production.'
                : 'The mailbox could not be loaded.'}
            </p>
          )}
          {mailbox.data?.messages.length === 0 && <p className="text-slate-600">No e-mails yet.</p>}
          <ul className="space-y-3">
            {mailbox.data?.messages.map((message) => (
              <li key={message.id} className="rounded-xl border border-slate-200">
                <button
                  type="button"
                  aria-expanded={openId === message.id}
                  onClick={() => setOpenId(openId === message.id ? null : message.id)}
                  className="flex w-full flex-wrap items-baseline justify-between gap-2 p-4 text-left"
                >
                  <span className="font-semibold text-slate-900">{message.subject}</span>
                  <span className="text-sm text-slate-600">
                    to {message.to} · {new Date(message.createdAt).toLocaleString()} · {message.status}
                  </span>
                </button>
                {openId === message.id && (
                  <pre className="border-t border-slate-200 p-4 text-sm whitespace-pre-wrap">{message.text}</pre>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
