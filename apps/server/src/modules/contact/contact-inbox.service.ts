import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { contactMessages, contactReplies, users, type ContactStatus } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderContactReplyEmail } from '../mail/templates/contact-reply.js';
import type { Viewer } from '../../lib/viewer.js';

export const CONTACT_PAGE_SIZE = 50;
/** How much of a message the list shows. */
export const PREVIEW_LENGTH = 200;
export const CONTACT_FILTERS = ['new', 'answered', 'closed', 'all'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  /** The first 200 characters of the message. */
  preview: string;
  status: ContactStatus;
  createdAt: Date;
  replyCount: number;
}

export interface ContactThread {
  message: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    status: ContactStatus;
    createdAt: Date;
    updatedAt: Date;
  };
  /** Oldest first. */
  replies: { id: string; author: { id: string; name: string | null } | null; body: string; createdAt: Date }[];
}

const notFound = () => new AppError(404, 'not_found', 'Message not found');

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
}

// Spelled out with the table's name: in a one-table select, Drizzle writes a column bare, and a bare "id" in
// the subquery would be the reply's own.
const replyCount = sql<number>`(select count(*)::int from contact_replies where contact_replies.message_id = contact_messages.id)`;

/**
 * The back office's contact inbox: messages from the contact form, answered by e-mail from the page. A reply
 * is stored, e-mailed to the sender and audited in one transaction, so there is never an e-mail without its
 * reply or a reply that was not sent.
 */
export function createContactInbox({ db, supportEmail }: { db: Database; supportEmail: string }) {
  async function thread(executor: Executor, messageId: string): Promise<ContactThread> {
    const [message] = await executor.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    if (!message) throw notFound();
    const replies = await executor
      .select({ reply: contactReplies, author: { id: users.id, name: users.name } })
      .from(contactReplies)
      .leftJoin(users, eq(users.id, contactReplies.authorId))
      .where(eq(contactReplies.messageId, messageId))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    return {
      message: {
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        status: message.status,
        createdAt: message.createdAt,
        updatedAt: message.updatedAt,
      },
      replies: replies.map(({ reply, author }) => ({
        id: reply.id,
        // The reply outlives its author's account: the id stays, the name does not.
        author: reply.authorId ? { id: reply.authorId, name: author?.name ?? null } : null,
        body: reply.body,
        createdAt: reply.createdAt,
      })),
    };
  }

  async function lockMessage(tx: Executor, messageId: string) {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
    if (!message) throw notFound();
    return message;
  }

  /** Moves a locked message to `status`, with its audit row: who, what, from which status to which. */
  async function moveMessage(
    tx: Executor,
    viewer: Viewer,
    message: { id: string; status: ContactStatus },
    status: ContactStatus,
    audit: { action: 'contact.replied' | 'contact.status_changed'; details?: Record<string, unknown> },
  ) {
    await tx
      .update(contactMessages)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, {
      actor: viewer,
      action: audit.action,
      targetType: 'contact_message',
      targetId: message.id,
      details: { ...audit.details, from: message.status, to: status },
    });
  }

  return {
    /** Messages newest first, 50 a page, of one status or all. */
    async list(
      viewer: Viewer,
      query: { status?: ContactFilter | undefined; cursor?: string | undefined },
    ): Promise<{ messages: ContactMessageRow[]; nextCursor: string | null }> {
      requireAdmin(viewer);
      const status = query.status ?? 'all';
      const rows = await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
          replyCount,
          cursorCreatedAt: cursorTime(contactMessages.createdAt),
        })
        .from(contactMessages)
        .where(
          and(
            status === 'all' ? undefined : eq(contactMessages.status, status),
            query.cursor
              ? olderThan(contactMessages.createdAt, contactMessages.id, decodeCursor(query.cursor, 'uuid'), 'uuid')
              : undefined,
          ),
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(CONTACT_PAGE_SIZE + 1);
      const page = pageOf(rows, CONTACT_PAGE_SIZE);
      return { messages: page.rows.map(({ cursorCreatedAt: _cursor, ...row }) => row), nextCursor: page.nextCursor };
    },

    /** A message and its replies. */
    async get(viewer: Viewer, messageId: string): Promise<ContactThread> {
      requireAdmin(viewer);
      return thread(db, messageId);
    },

    /**
     * Answers a message by e-mail to its sender (replies to it come to support), and marks it answered, or
     * closed when `close`. Answers the message and its replies after.
     */
    async reply(viewer: Viewer, messageId: string, input: { body: string; close?: boolean | undefined }): Promise<ContactThread> {
      requireAdmin(viewer);
      return db.transaction(async (tx) => {
        const message = await lockMessage(tx, messageId);
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId, authorId: viewer.id, body: input.body })
          .returning({ id: contactReplies.id });
        if (!reply) throw new Error('The reply was not stored');
        await queueEmail(tx, {
          ...renderContactReplyEmail({ original: message, body: input.body }),
          to: message.email,
          replyTo: supportEmail,
          kind: 'contact_reply',
        });
        await moveMessage(tx, viewer, message, input.close ? 'closed' : 'answered', {
          action: 'contact.replied',
          details: { replyId: reply.id },
        });
        return thread(tx, messageId);
      });
    },

    /** Moves a message to another status (a message already there is left as it is, with no audit row). */
    async setStatus(viewer: Viewer, messageId: string, status: ContactStatus): Promise<ContactThread> {
      requireAdmin(viewer);
      return db.transaction(async (tx) => {
        const message = await lockMessage(tx, messageId);
        if (message.status !== status) await moveMessage(tx, viewer, message, status, { action: 'contact.status_changed' });
        return thread(tx, messageId);
      });
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
