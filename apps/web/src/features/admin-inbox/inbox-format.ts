import { contactReplySchema, problemOf } from '@courtside/domain';
import type { ContactStatus, InboxFilter } from './admin-inbox-api';

export const STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };

/** The inbox's tabs, in order: what needs an answer first. */
export const INBOX_FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

export const isInboxFilter = (value: string | null): value is InboxFilter =>
  INBOX_FILTERS.some((filter) => filter.value === value);

/** What an empty tab says. */
export function emptyInboxText(filter: InboxFilter): string {
  return filter === 'all' ? 'No messages yet.' : `No ${STATUS_LABELS[filter].toLowerCase()} messages.`;
}

/** What is wrong with a reply before it is sent (the server's own rule and message), or null. */
export const replyError = (body: string): string | null => problemOf(contactReplySchema, body);

/** `No replies`, `1 reply`, `3 replies`. */
export function repliesLabel(count: number): string {
  if (count === 0) return 'No replies';
  return `${String(count)} ${count === 1 ? 'reply' : 'replies'}`;
}

/** The status changes a message offers: every status but its own, each named as an action. */
export function statusActions(current: ContactStatus): { status: ContactStatus; label: string }[] {
  const actions: { status: ContactStatus; label: string }[] = [
    { status: 'new', label: 'Mark as new' },
    { status: 'answered', label: 'Mark as answered' },
    { status: 'closed', label: 'Close' },
  ];
  return actions.filter((action) => action.status !== current);
}
