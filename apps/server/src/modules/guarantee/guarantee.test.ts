import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, emailOutbox, games, guaranteeRequests } from '../../db/schema.js';
import { spendCredit } from '../credits/credits.service.js';
import { approveGame, reviewedGame } from '../../test/games.js';
import {
  balanceOf,
  createTestApp,
  giveGames,
  personalViewer,
  signUpUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers.js';
import { createGuarantee, guaranteeEndedMessage, guaranteeWindow } from './guarantee.service.js';

const REASON = 'The second half of the game is missing from the box score.';

interface RequestBody {
  id: string;
  kind: string;
  reason: string;
  status: string;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}
interface GamePage {
  status: string;
  deliveredAt: string | null;
  guarantee: { endsAt: string | null; open: boolean; requests: RequestBody[] };
  footage: { deletesAt: string | null; deletedAt: string | null };
}
interface AdminRequest {
  id: string;
  kind: string;
  reason: string;
  status: string;
  game: { id: string; name: string; completedAt: string | null; guaranteeEndsAt: string | null };
  customer: { name: string; email: string };
  decision: { note: string | null; decidedAt: string | null; decidedBy: string | null } | null;
}

describe('guarantee: when the window closes and what the refusal says', () => {
  const delivered = new Date('2024-01-01T03:00:00Z');

  it('is open for 7 days after the latest delivery, and only for a delivered game', () => {
    expect(guaranteeWindow({ status: 'completed', completedAt: delivered }, new Date('2024-01-07T03:00:00Z'))).toEqual({
      endsAt: new Date('2024-01-08T03:00:00Z'),
      open: true,
    });
    expect(guaranteeWindow({ status: 'completed', completedAt: delivered }, new Date('2024-01-08T03:00:00Z')).open).toBe(false);
    expect(guaranteeWindow({ status: 'in_analysis', completedAt: delivered }, delivered)).toEqual({ endsAt: null, open: false });
  });

  it('names the day the guarantee ended, as a Melbourne customer reads it', () => {
    expect(guaranteeEndedMessage(new Date('2024-01-04T20:00:00Z'))).toBe(
      'The 7-day guarantee for this game ended on Jan 5, 2024.',
    );
  });
});

describe('the 7-day satisfaction guarantee', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let analyst: TestUser;
  let admin: TestUser;
  let secondAdmin: TestUser;
  let gameCount = 0;

  beforeAll(async () => {
    t = await createTestApp({ FOOTAGE_RETENTION_DAYS: '30' });
    owner = await signUpUser(t, 'coach@example.com', { name: 'Casey Coach' });
    stranger = await signUpUser(t, 'stranger@example.com');
    analyst = await signUpUser(t, 'analyst@courtside.test', { role: 'analyst', name: 'Ana Lyst' });
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin', name: 'Ada Admin' });
    secondAdmin = await signUpUser(t, 'admin2@courtside.test', { role: 'admin', name: 'Bo Admin' });
    await giveGames(t.database.db, owner.id, 20);
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: t.config.baseUrl, cookie: user.cookie }, ...(payload ? { payload } : {}) });

  /** A game of the owner's, its credit taken as an upload takes it, tagged by the analyst and waiting in review. */
  async function ownersReviewedGame(): Promise<string> {
    gameCount += 1;
    return t.database.db.transaction(async (tx) => {
      const id = await reviewedGame(tx, {
        organizationId: owner.id,
        actorId: owner.id,
        name: `Tigers vs Hawks ${String(gameCount)}`,
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        analystId: analyst.id,
        submittedAt: new Date(),
      });
      await spendCredit(tx, { organizationId: owner.id, gameId: id, actorId: owner.id });
      return id;
    });
  }

  /** A game delivered through the real approval, `daysAgo` days ago (time travelled in the database). */
  async function deliveredGame(daysAgo = 0): Promise<string> {
    const id = await ownersReviewedGame();
    await approveGame(t, admin, id, daysAgo > 0 ? { completedAt: sql`now() - make_interval(secs => ${daysAgo * 86_400})` } : {});
    return id;
  }

  const requestGuarantee = (user: TestUser, gameId: string, kind: 'refund' | 'reprocess', reason = REASON) =>
    call(user, 'POST', `/api/games/${gameId}/guarantee-requests`, { kind, reason });
  const decide = (user: TestUser, requestId: string, decision: 'approve' | 'decline', note?: string) =>
    call(user, 'POST', `/api/admin/guarantee-requests/${requestId}/decision`, { decision, ...(note ? { note } : {}) });
  const gamePage = async (gameId: string) => (await call(owner, 'GET', `/api/games/${gameId}`)).json<GamePage>();
  const auditOf = (requestId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'guarantee_request'), eq(auditLog.targetId, requestId)));
  const outbox = (kind: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  const balance = async () => (await balanceOf(t.database.db, owner.id)) ?? 0;

  it('lets the owner of a game delivered 6 days ago ask for a refund: the request, both e-mails and an audit row without the reason', async () => {
    const gameId = await deliveredGame(6);
    const before = await gamePage(gameId);
    expect(before.guarantee.open).toBe(true);
    expect(before.guarantee.requests).toEqual([]);

    const response = await requestGuarantee(owner, gameId, 'refund', `  ${REASON}  `);
    expect(response.statusCode).toBe(201);
    const request = response.json<RequestBody>();
    expect(request).toMatchObject({ kind: 'refund', reason: REASON, status: 'pending', decisionNote: null, decidedAt: null });

    expect((await gamePage(gameId)).guarantee.requests).toEqual([request]);
    const [receipt] = (await outbox('guarantee_requested')).filter((email) => email.text.includes('Tigers vs Hawks'));
    expect(receipt?.to).toBe('coach@example.com');
    expect(receipt?.text).toContain('We reply within 24 hours');
    const [notice] = (await outbox('guarantee_requested_support')).filter((email) => email.text.includes(REASON));
    expect(notice?.to).toBe(t.config.mail.supportEmail);
    expect(notice?.text).toContain('Casey Coach <coach@example.com>');
    expect(notice?.text).toContain('Kind: refund');
    const [game] = await t.database.db.select({ name: games.name }).from(games).where(eq(games.id, gameId));
    expect(notice?.text).toContain(`Game: ${game?.name ?? '?'}`);

    expect(await auditOf(request.id)).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        actorRole: 'customer',
        action: 'guarantee.requested',
        details: { gameId, kind: 'refund' },
      }),
    ]);
  });

  it('refuses a request once 7 days have passed since delivery, naming the day the guarantee ended', async () => {
    const gameId = await deliveredGame(7.01);
    const page = await gamePage(gameId);
    expect(page.guarantee.open).toBe(false);
    const endsAt = new Date(page.guarantee.endsAt ?? '');

    const response = await requestGuarantee(owner, gameId, 'refund');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(guaranteeEndedMessage(endsAt));
    expect(guaranteeEndedMessage(endsAt)).toMatch(/^The 7-day guarantee for this game ended on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect(await t.database.db.select().from(guaranteeRequests).where(eq(guaranteeRequests.gameId, gameId))).toEqual([]);
  });

  it("answers 404 for someone else's game and refuses a game not yet delivered", async () => {
    const delivered = await deliveredGame();
    expect((await requestGuarantee(stranger, delivered, 'refund')).statusCode).toBe(404);
    expect((await requestGuarantee(admin, delivered, 'refund')).statusCode).toBe(404);

    const inReview = await ownersReviewedGame();
    const response = await requestGuarantee(owner, inReview, 'refund');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('not_delivered');
    expect((await gamePage(inReview)).guarantee).toEqual({ endsAt: null, open: false, requests: [] });
  });

  it('refuses a reason shorter than 10 characters, and a second request while one is pending', async () => {
    const gameId = await deliveredGame();
    const short = await requestGuarantee(owner, gameId, 'refund', '   too bad   ');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { fields: Record<string, string> } }>().error.fields.reason).toMatch(/10 to 2,000 characters/);

    expect((await requestGuarantee(owner, gameId, 'reprocess')).statusCode).toBe(201);
    const again = await requestGuarantee(owner, gameId, 'refund');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('request_pending');

    // Two at once on another game: the partial unique index lets exactly one in.
    const other = await deliveredGame();
    const both = await Promise.all([requestGuarantee(owner, other, 'refund'), requestGuarantee(owner, other, 'refund')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses reprocessing once the footage is deleted, and still allows the refund', async () => {
    const gameId = await deliveredGame();
    await t.database.db.update(games).set({ footageDeletedAt: new Date() }).where(eq(games.id, gameId));
    const reprocess = await requestGuarantee(owner, gameId, 'reprocess');
    expect(reprocess.statusCode).toBe(409);
    expect(reprocess.json<{ error: { code: string } }>().error.code).toBe('footage_deleted');
    expect((await requestGuarantee(owner, gameId, 'refund')).statusCode).toBe(201);
  });

  it('returns exactly one credit when a refund is approved, e-mails the balance and audits it; a second decision is refused', async () => {
    // The ledger and the audit log outlive the account, so neither keeps the customer's own words.
    const gameId = await deliveredGame(2);
    const request = (await requestGuarantee(owner, gameId, 'refund')).json<RequestBody>();
    const before = await balance();

    const approved = await decide(admin, request.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminRequest>()).toMatchObject({
      id: request.id,
      status: 'approved',
      decision: { decidedBy: 'Ada Admin', note: null },
    });
    expect(await balance()).toBe(before + 1);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.gameId, gameId), eq(creditLedger.reason, 'guarantee_refund')));
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 1,
        organizationId: owner.id,
        actorId: admin.id,
        note: `Guarantee refund approved (request ${request.id})`,
      }),
    ]);

    const [email] = (await outbox('guarantee_refunded')).filter((row) =>
      row.text.includes(`Tigers vs Hawks ${String(gameCount)}`),
    );
    expect(email?.to).toBe('coach@example.com');
    expect(email?.text).toContain(`You now have ${String(before + 1)} games remaining.`);
    const audit = await auditOf(request.id);
    expect(audit.find((row) => row.action === 'guarantee.approved')).toEqual(
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        details: { gameId, kind: 'refund', creditsReturned: 1, note: null },
      }),
    );
    expect(JSON.stringify(audit.map((row) => row.details))).not.toContain(REASON);

    const again = await decide(secondAdmin, request.id, 'decline', 'Changed our mind');
    expect(again.statusCode).toBe(409);
    expect(await balance()).toBe(before + 1);

    const page = await gamePage(gameId);
    expect(page.guarantee.requests[0]).toMatchObject({ id: request.id, status: 'approved' });
    // A refunded game cannot be refunded (or reprocessed) again.
    const more = await requestGuarantee(owner, gameId, 'reprocess');
    expect(more.statusCode).toBe(409);
    expect(more.json<{ error: { code: string } }>().error.code).toBe('already_refunded');
  });

  it('returns one credit when two admins approve the same refund at once', async () => {
    const gameId = await deliveredGame();
    const request = (await requestGuarantee(owner, gameId, 'refund')).json<RequestBody>();
    const before = await balance();

    const answers = await Promise.all([decide(admin, request.id, 'approve'), decide(secondAdmin, request.id, 'approve')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(before + 1);
    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.gameId, gameId), eq(creditLedger.reason, 'guarantee_refund')));
    expect(refunds).toHaveLength(1);
    expect((await auditOf(request.id)).filter((row) => row.action === 'guarantee.approved')).toHaveLength(1);
  });

  it('sends the game back to analysis with the reason when reprocessing is approved, and the customer is told', async () => {
    const gameId = await deliveredGame(5);
    const request = (await requestGuarantee(owner, gameId, 'reprocess')).json<RequestBody>();
    const before = await balance();

    const approved = await decide(admin, request.id, 'approve', 'We will re-tag the second half.');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminRequest>()).toMatchObject({
      status: 'approved',
      decision: { note: 'We will re-tag the second half.' },
    });
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({
      status: 'in_analysis',
      analystId: analyst.id,
      reopenReason: `Reprocessing requested by the customer: ${REASON}`,
    });
    expect(await balance()).toBe(before);

    const [reopened] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game.reopened'), eq(auditLog.targetId, gameId)));
    expect(reopened).toMatchObject({ actorId: admin.id, details: { cause: 'guarantee', delivery: 1 } });
    expect((await auditOf(request.id)).find((row) => row.action === 'guarantee.approved')).toMatchObject({
      actorId: admin.id,
      details: { gameId, kind: 'reprocess', note: 'We will re-tag the second half.' },
    });
    expect((await outbox('game_reopened')).some((email) => email.to === 'coach@example.com' && email.text.includes(REASON))).toBe(
      true,
    );

    // While it is being reprocessed, the page shows the approved request and no open window, and still says when
    // the game was delivered (its delivered box score is served meanwhile).
    const page = await gamePage(gameId);
    expect(page.guarantee).toMatchObject({ endsAt: null, open: false, requests: [{ id: request.id, status: 'approved' }] });
    expect(page.deliveredAt).toBe(game?.completedAt?.toISOString());
  });

  it('declines with a note: the credit stays spent, the customer reads the note; a decline needs a note', async () => {
    const gameId = await deliveredGame();
    const request = (await requestGuarantee(owner, gameId, 'refund')).json<RequestBody>();
    const before = await balance();

    const bare = await decide(admin, request.id, 'decline');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ error: { fields: Record<string, string> } }>().error.fields.note).toBeDefined();

    const note = 'The box score matches the footage: every basket is there.';
    const declined = await decide(admin, request.id, 'decline', note);
    expect(declined.statusCode).toBe(200);
    expect(declined.json<AdminRequest>()).toMatchObject({ status: 'declined', decision: { note } });
    expect(await balance()).toBe(before);

    const [email] = (await outbox('guarantee_declined')).filter((row) => row.text.includes(note));
    expect(email?.to).toBe('coach@example.com');
    expect((await auditOf(request.id)).find((row) => row.action === 'guarantee.declined')).toEqual(
      expect.objectContaining({ actorId: admin.id, details: { gameId, kind: 'refund', note } }),
    );
    expect((await gamePage(gameId)).guarantee.requests[0]).toMatchObject({ status: 'declined', decisionNote: note });
  });

  it('lists requests by status for admins, with the game, the customer and the decision', async () => {
    const gameId = await deliveredGame(3);
    const request = (await requestGuarantee(owner, gameId, 'reprocess')).json<RequestBody>();

    const pending = (await call(admin, 'GET', '/api/admin/guarantee-requests')).json<{ requests: AdminRequest[] }>().requests;
    const listed = pending.find((item) => item.id === request.id);
    expect(listed).toMatchObject({
      kind: 'reprocess',
      reason: REASON,
      status: 'pending',
      game: { id: gameId },
      customer: { name: 'Casey Coach', email: 'coach@example.com' },
      decision: null,
    });
    expect(Date.parse(listed?.game.guaranteeEndsAt ?? '') - Date.parse(listed?.game.completedAt ?? '')).toBe(7 * 86_400_000);
    expect(pending.every((item) => item.status === 'pending')).toBe(true);

    const declined = (await call(admin, 'GET', '/api/admin/guarantee-requests?status=declined')).json<{
      requests: AdminRequest[];
    }>().requests;
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((item) => item.status === 'declined' && item.decision?.note)).toBe(true);
    const all = (await call(admin, 'GET', '/api/admin/guarantee-requests?status=all')).json<{ requests: AdminRequest[] }>()
      .requests;
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(['pending', 'approved', 'declined']));
  });

  it('keeps the back office to admins: customers and analysts get 403', async () => {
    const gameId = await deliveredGame();
    const request = (await requestGuarantee(owner, gameId, 'refund')).json<RequestBody>();
    for (const user of [owner, analyst]) {
      expect((await call(user, 'GET', '/api/admin/guarantee-requests')).statusCode).toBe(403);
      expect((await decide(user, request.id, 'approve')).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(guaranteeRequests).where(eq(guaranteeRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses a non-admin called straight at the service, not only at the route: 403 and nothing decided', async () => {
    const gameId = await deliveredGame();
    const request = (await requestGuarantee(owner, gameId, 'refund')).json<RequestBody>();
    const before = await balance();
    const guarantee = createGuarantee({
      db: t.database.db,
      baseUrl: t.config.baseUrl,
      supportEmail: t.config.mail.supportEmail,
    });
    for (const viewer of [personalViewer(owner.id), personalViewer(analyst.id, 'analyst')]) {
      await expect(guarantee.list(viewer, 'pending')).rejects.toMatchObject({ statusCode: 403, code: 'forbidden' });
      await expect(guarantee.decide(viewer, request.id, { decision: 'approve' })).rejects.toMatchObject({
        statusCode: 403,
        code: 'forbidden',
      });
    }
    const [row] = await t.database.db.select().from(guaranteeRequests).where(eq(guaranteeRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(await balance()).toBe(before);
    expect((await auditOf(request.id)).map((audit) => audit.action)).toEqual(['guarantee.requested']);
  });

  it("shows on the game's page when the footage will be deleted, and when it was", async () => {
    const gameId = await deliveredGame(1);
    const [game] = await t.database.db.select({ completedAt: games.completedAt }).from(games).where(eq(games.id, gameId));
    const page = await gamePage(gameId);
    expect(Date.parse(page.footage.deletesAt ?? '') - (game?.completedAt?.getTime() ?? 0)).toBe(30 * 86_400_000);
    expect(page.footage.deletedAt).toBeNull();

    const deletedAt = new Date('2024-02-01T00:00:00Z');
    await t.database.db.update(games).set({ footageDeletedAt: deletedAt }).where(eq(games.id, gameId));
    expect((await gamePage(gameId)).footage).toEqual({ deletesAt: null, deletedAt: deletedAt.toISOString() });

    const inReview = await ownersReviewedGame();
    expect((await gamePage(inReview)).footage).toEqual({ deletesAt: null, deletedAt: null });
  });
});
