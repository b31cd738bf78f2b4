import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, contactReplies, emailOutbox } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

/** The back office's contact inbox: messages from the contact form, answered by e-mail from the page. */
describe('the contact inbox', () => {
  let t: TestApp;
  let admin: TestUser;
  let senders = 0;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@courtside.test', CONTACT_RATE_LIMIT: '1000' });
    admin = await signUpUser(t, 'admin@courtside.com.au', { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A message sent through the public contact form: its id and sender. */
  async function sendMessage(fields: { subject?: string; message?: string } = {}) {
    senders += 1;
    const message = {
      name: 'Sam Coach',
      email: `sam-${String(senders)}@club.com.au`,
      subject: 'Season package',
      message: 'We have 3 teams.\nCan we share one package?',
      ...fields,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: `198.51.100.${String(senders % 250)}`,
      headers: { origin: t.config.baseUrl },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json<{ id: string }>().id, ...message };
  }

  const replyTo = (id: string, payload: object) => call('POST', `/api/admin/contact-messages/${id}/replies`, admin, payload);
  const audits = (id: string) => db().select().from(auditLog).where(eq(auditLog.targetId, id));
  const replyEmails = (to: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'contact_reply')));
  const storedStatus = async (id: string) =>
    (await db().select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)))[0]?.status;

  interface ListAnswer {
    messages: { id: string; subject: string; preview: string; status: string; replyCount: number; email: string }[];
    nextCursor: string | null;
  }
  const list = async (query = '') => {
    const response = await call('GET', `/api/admin/contact-messages${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>();
  };

  it('replies by e-mail to the sender, "Re:" the subject with the original quoted, and marks the message answered', async () => {
    const sent = await sendMessage();
    const response = await replyTo(sent.id, { body: 'Yes: one Season Package covers every team.\nSee you on court.' });
    expect(response.statusCode).toBe(201);
    const thread = response.json<{ message: { status: string }; replies: { id: string; body: string; author: unknown }[] }>();
    expect(thread.message.status).toBe('answered');
    expect(thread.replies).toEqual([
      expect.objectContaining({
        body: 'Yes: one Season Package covers every team.\nSee you on court.',
        author: { id: admin.id, name: 'Alex Admin' },
      }),
    ]);

    const [email] = await replyEmails(sent.email);
    expect(email).toMatchObject({ subject: 'Re: Season package', replyTo: 'help@courtside.test', status: 'pending' });
    expect(email?.text).toContain('Yes: one Season Package covers every team.\nSee you on court.');
    expect(email?.text).toMatch(
      /On [A-Z][a-z]{2} \d{1,2}, \d{4}, Sam Coach wrote:\n> We have 3 teams\.\n> Can we share one package\?/,
    );
    expect(email?.html).toContain('<blockquote');

    const [stored] = await db().select().from(contactReplies).where(eq(contactReplies.messageId, sent.id));
    expect(stored).toMatchObject({ authorId: admin.id, id: thread.replies[0]?.id });
    expect(await storedStatus(sent.id)).toBe('answered');
    expect(await audits(sent.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        action: 'contact.replied',
        targetType: 'contact_message',
        details: { replyId: stored?.id, from: 'new', to: 'answered' },
      }),
    ]);
  });

  it('"Send and close" closes the message; a later reply reopens it as answered', async () => {
    const sent = await sendMessage({ subject: 'Re: my refund' });
    expect((await replyTo(sent.id, { body: 'Done: the refund is on its way.', close: true })).json().message.status).toBe(
      'closed',
    );
    expect(await storedStatus(sent.id)).toBe('closed');
    const [email] = await replyEmails(sent.email);
    // A subject that is already a reply is not "Re: Re:".
    expect(email?.subject).toBe('Re: my refund');

    expect((await replyTo(sent.id, { body: 'One more thing.' })).json().message.status).toBe('answered');
    expect(await replyEmails(sent.email)).toHaveLength(2);
    expect((await audits(sent.id)).map((row) => row.details)).toEqual([
      expect.objectContaining({ from: 'new', to: 'closed' }),
      expect.objectContaining({ from: 'closed', to: 'answered' }),
    ]);
    const thread = await call('GET', `/api/admin/contact-messages/${sent.id}`, admin);
    expect(thread.json<{ replies: { body: string }[] }>().replies.map((reply) => reply.body)).toEqual([
      'Done: the refund is on its way.',
      'One more thing.',
    ]);
  });

  it('refuses an empty or too long reply (400): nothing stored, nothing sent, the status unchanged', async () => {
    const sent = await sendMessage();
    for (const body of [{ body: '' }, { body: '   \n ' }, { body: 'x'.repeat(10_001) }, {}]) {
      const response = await replyTo(sent.id, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await replyTo(sent.id, { body: 'x'.repeat(10_000) })).statusCode).toBe(201);
    expect(await db().select().from(contactReplies).where(eq(contactReplies.messageId, sent.id))).toHaveLength(1);
    expect(await replyEmails(sent.email)).toHaveLength(1);
    expect((await replyTo(crypto.randomUUID(), { body: 'Hello' })).statusCode).toBe(404);
  });

  it('changes the status from the page, auditing from and to; setting the same status again records nothing', async () => {
    const sent = await sendMessage();
    const setStatus = (status: string) => call('PUT', `/api/admin/contact-messages/${sent.id}/status`, admin, { status });
    const closed = await setStatus('closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message.status).toBe('closed');
    expect((await setStatus('closed')).statusCode).toBe(200);
    expect((await setStatus('new')).json().message.status).toBe('new');
    expect((await setStatus('archived')).statusCode).toBe(400);
    expect((await audits(sent.id)).map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['contact.status_changed', admin.id, { from: 'new', to: 'closed' }],
      ['contact.status_changed', admin.id, { from: 'closed', to: 'new' }],
    ]);
    // Nobody was e-mailed for a status change.
    expect(await replyEmails(sent.email)).toEqual([]);
  });

  it('lists messages newest first with the first 200 characters and the reply count, by status', async () => {
    const long = await sendMessage({ subject: 'A long one', message: `${'a'.repeat(199)}bc and more` });
    const answered = await sendMessage({ subject: 'Answered one' });
    await replyTo(answered.id, { body: 'Answered.' });

    const all = await list('?status=all');
    expect(all.messages.slice(0, 2).map((row) => row.id)).toEqual([answered.id, long.id]);
    expect(all.messages[1]).toMatchObject({
      subject: 'A long one',
      preview: `${'a'.repeat(199)}b`,
      status: 'new',
      replyCount: 0,
    });
    expect(all.messages[0]).toMatchObject({ status: 'answered', replyCount: 1, email: answered.email });

    const fresh = await list('?status=new');
    expect(fresh.messages.map((row) => row.id)).toContain(long.id);
    expect(fresh.messages.map((row) => row.id)).not.toContain(answered.id);
    expect((await list('?status=answered')).messages.map((row) => row.id)).toContain(answered.id);
    expect((await call('GET', '/api/admin/contact-messages?status=spam', admin)).statusCode).toBe(400);
  });

  it('pages 50 messages at a time, each once', async () => {
    await db().update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.status, 'closed'));
    const base = Date.parse('2023-01-01T00:00:00.000Z');
    await db()
      .insert(contactMessages)
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          name: 'Old Sender',
          email: `old-${String(index)}@club.com.au`,
          subject: 'Old',
          message: 'Old message',
          status: 'closed' as const,
          createdAt: new Date(base + Math.floor(index / 2) * 1000),
        })),
      );
    const first = await list('?status=closed');
    expect(first.messages).toHaveLength(50);
    const second = await list(`?status=closed&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.messages).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.messages, ...second.messages].map((row) => row.id)).size).toBe(52);
  });

  it('answers 403 to customers and analysts and 401 when signed out, and changes nothing', async () => {
    const sent = await sendMessage();
    const customer = await signUpUser(t, 'coach@club.com.au');
    const analyst = await signUpUser(t, 'analyst@courtside.com.au', { role: 'analyst' });
    for (const user of [customer, analyst, null]) {
      const status = user ? 403 : 401;
      expect((await call('GET', '/api/admin/contact-messages', user)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/contact-messages/${sent.id}`, user)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/contact-messages/${sent.id}/replies`, user, { body: 'Hi' })).statusCode).toBe(
        status,
      );
      expect((await call('PUT', `/api/admin/contact-messages/${sent.id}/status`, user, { status: 'closed' })).statusCode).toBe(
        status,
      );
    }
    expect(await storedStatus(sent.id)).toBe('new');
    expect(await replyEmails(sent.email)).toEqual([]);
    expect(await audits(sent.id)).toEqual([]);
  });
});
