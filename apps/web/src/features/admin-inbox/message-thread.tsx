import { CONTACT_REPLY_LIMITS, formatShortDate } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { adminButtonStyles } from '../admin-shared/admin-button-styles';
import { DetailPanel } from '../admin-shared/detail-panel';
import { OutcomeMessage, type Outcome } from '../admin-shared/outcome-message';
import { threadQuery, useInboxActions, type ContactThread } from './admin-inbox-api';
import { STATUS_LABELS, replyError, statusActions } from './inbox-format';

/** One contact message in the back office: what was written, the replies sent, a reply form and its status. */
export function MessageThread({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const thread = useQuery(threadQuery(messageId));
  return (
    <DetailPanel
      query={thread}
      title={thread.data ? thread.data.message.subject : 'Message'}
      closeLabel="Close message"
      onClose={onClose}
    >
      {(data) => <Thread thread={data} />}
    </DetailPanel>
  );
}

function Thread({ thread }: { thread: ContactThread }) {
  const { message, replies } = thread;
  const actions = useInboxActions(message.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const replyId = useId();
  const errorId = useId();
  const repliesId = useId();
  const pending = actions.reply.isPending || actions.setStatus.isPending;

  const send = (close: boolean) => {
    setOutcome(null);
    const problem = replyError(body);
    setError(problem);
    if (problem) return;
    actions.reply.mutate(
      { body: body.trim(), close },
      {
        onSuccess: () => {
          setBody('');
          setOutcome({ ok: true, text: `Reply sent to ${message.email}${close ? ', and the message closed' : ''}.` });
        },
        onError: (failure) => setOutcome({ ok: false, text: failure.message }),
      },
    );
  };

  const changeStatus = (status: ContactThread['message']['status']) => {
    setOutcome(null);
    actions.setStatus.mutate(status, {
      onSuccess: () => setOutcome({ ok: true, text: `Marked ${STATUS_LABELS[status].toLowerCase()}.` }),
      onError: (failure) => setOutcome({ ok: false, text: failure.message }),
    });
  };

  return (
    <div className="space-y-5">
      <div className="text-sm text-slate-700">
        <p>
          From <span className="font-semibold text-slate-900">{message.name}</span>{' '}
          <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline hover:text-brand-700">
            {message.email}
          </a>
        </p>
        <p>
          {formatShortDate(message.createdAt)} · <span className="font-semibold">{STATUS_LABELS[message.status]}</span>
        </p>
      </div>
      <p className="rounded-lg bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">{message.message}</p>

      <section aria-labelledby={repliesId}>
        <h4 id={repliesId} className="font-semibold text-slate-900">
          Replies
        </h4>
        {replies.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No reply sent yet.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm text-slate-600">
                  {reply.author?.name ?? (reply.author ? 'A former admin' : 'Courtside support')},{' '}
                  {formatShortDate(reply.createdAt)}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
        className="space-y-2"
      >
        <label htmlFor={replyId} className="block font-medium text-slate-900">
          Reply to {message.name} by e-mail
        </label>
        <textarea
          id={replyId}
          rows={6}
          maxLength={CONTACT_REPLY_LIMITS.max}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border px-3 py-2.5 text-base focus:outline-none focus-visible:outline-2 ${
            error ? 'border-red-600' : 'border-slate-300 focus:border-brand-700'
          }`}
        />
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <p className="text-xs text-slate-500">
          Sent from Courtside with “Re: {message.subject}” and their message quoted; their answer comes to the support address.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={pending} className={adminButtonStyles.primary}>
            {actions.reply.isPending && <Spinner />}
            Send reply
          </button>
          <button type="button" disabled={pending} onClick={() => send(true)} className={adminButtonStyles.outline}>
            Send and close
          </button>
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <span className="text-sm text-slate-600">Status: {STATUS_LABELS[message.status]}.</span>
        {statusActions(message.status).map((action) => (
          <button
            key={action.status}
            type="button"
            disabled={pending}
            onClick={() => changeStatus(action.status)}
            className={adminButtonStyles.outline}
          >
            {action.label}
          </button>
        ))}
      </div>
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}
