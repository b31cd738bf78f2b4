import { randomUUID } from 'node:crypto';
import { ENGINE_VERSION, type EventBody, type GameReport, type GameSetup } from '@courtside/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boxScores, creditLedger, emailOutbox, games, guaranteeRequests, users } from '../../db/schema.js';
import { approveGame, reviewedGame, withJoNewman } from '../../test/games.js';
import { readCsv } from '../../test/csv-reader.js';
import { pdfText } from '../../test/pdf-text.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { reopenDeliveredGame } from '../analysis/reopen.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Tigers 5, Hawks 2. */
const PLAYS: EventBody[] = [
  { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 },
  { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 },
  { type: 'shot', team: 'home', playerId: 't2', made: true, points: 3 },
];

interface AdminGame {
  id: string;
  name: string;
  status: string;
  customer: { id: string; name: string; email: string };
  analyst: { id: string; name: string } | null;
  dueAt: string | null;
  overdue: boolean;
  deliveries: number;
  failureReason: string | null;
  reopenReason: string | null;
  pendingGuaranteeRequest: boolean;
}
interface Page {
  games: AdminGame[];
  nextCursor: string | null;
}
interface Delivered {
  report: GameReport;
  delivery: number;
  deliveredAt: string | null;
  correctionNote: string | null;
  correctionInProgress: { reason: string } | null;
}

describe('the back office’s games', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ SHARED_LINK_RATE_LIMIT: '1000' });
    customer = await signUpUser(t, 'games-coach@example.com', { name: 'Casey Coach' });
    other = await signUpUser(t, 'games-other@example.com', { name: 'Olly Other' });
    ana = await signUpUser(t, 'games-ana@courtside.test', { role: 'analyst', name: 'Ana Analyst' });
    ben = await signUpUser(t, 'games-ben@courtside.test', { role: 'analyst', name: 'Ben Analyst' });
    admin = await signUpUser(t, 'games-admin@courtside.test', { role: 'admin', name: 'Ada Admin' });
    await giveGames(t.database.db, customer.id, 20);
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  const gameRow = async (id: string) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0];
  const auditOf = (id: string) =>
    t.database.db
      .select({ actorId: auditLog.actorId, actorRole: auditLog.actorRole, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'game'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.createdAt));
  /** The customer's e-mails of one kind about one game (subjects end with the game's name). */
  const mailsAbout = async (kind: string, gameName: string) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, customer.email), eq(emailOutbox.kind, kind)))
    ).filter((mail) => mail.subject.endsWith(`: ${gameName}`));

  /** A linked game, created through the real route (a credit taken), queued for preparation. */
  async function uploadedGame(name: string): Promise<string> {
    const created = await call(customer, 'POST', '/api/games', { name, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  }

  /** A game tagged by `tagger` with PLAYS, in review, due in an hour. */
  const reviewedGameOf = (name: string, tagger: TestUser = ana) =>
    reviewedGame(
      t.database.db,
      {
        organizationId: customer.id,
        actorId: customer.id,
        name,
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        analystId: tagger.id,
        submittedAt: new Date(),
        dueAt: new Date(Date.now() + 3_600_000),
      },
      PLAYS,
    );

  /** A game delivered through the real approval, by Ben reviewing the tagger's work. */
  async function deliveredGame(name: string, tagger: TestUser = ana): Promise<string> {
    const id = await reviewedGameOf(name, tagger);
    await approveGame(t, ben, id);
    return id;
  }

  /** Rewrites a game's stored report as engine 2 delivered it: no sheet figures, header, coaches or play bodies. */
  async function storeAsEngine2(gameId: string) {
    const [row] = await t.database.db.select().from(boxScores).where(eq(boxScores.gameId, gameId));
    if (!row) throw new Error('no stored report');
    const { header: _header, ...report } = row.report;
    const team = (box: GameReport['boxScore']['home']) => ({
      players: box.players.map(({ fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, starter: _f, dnp: _g, ...line }) => line),
      totals: (({ fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, seconds: _f, ...totals }) => totals)(box.totals),
      periodPoints: box.periodPoints,
    });
    const older: GameReport = {
      ...report,
      engineVersion: 2,
      boxScore: { home: team(report.boxScore.home), away: team(report.boxScore.away) },
      plays: report.plays.map(({ body: _body, ...play }) => play),
    };
    await t.database.db.update(boxScores).set({ engineVersion: 2, report: older }).where(eq(boxScores.gameId, gameId));
  }

  const list = async (query = '') => {
    const response = await call(admin, 'GET', `/api/admin/games${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('answers customers and analysts 403 and signed-out visitors 401 on every route, changing nothing', async () => {
    const delivered = await deliveredGame('Forbidden delivered');
    const queued = await uploadedGame('Forbidden queued');
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/games'],
      ['POST', `/api/admin/games/${queued}/assign`, { analystId: ana.id }],
      ['POST', `/api/admin/games/${queued}/cancel`, { reason: 'Duplicate upload' }],
      ['POST', `/api/admin/games/${delivered}/reopen`, { reason: 'Wrong score' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const user of [customer, ana])
        expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await gameRow(queued)).toMatchObject({ status: 'queued', analystId: null });
    expect(await gameRow(delivered)).toMatchObject({ status: 'completed', reopenReason: null });
    expect(await auditOf(queued)).toEqual([]);
    expect((await auditOf(delivered)).map((row) => row.action)).toEqual(['analysis.approved']);
  });

  it('lists every game newest first with its customer, analyst, deliveries and pending guarantee request', async () => {
    const older = await deliveredGame('Listed delivered');
    const newer = await uploadedGame('Listed queued');
    await t.database.db
      .insert(guaranteeRequests)
      .values({ gameId: older, organizationId: customer.id, actorId: customer.id, kind: 'reprocess', reason: 'Wrong' });
    const { games: listed } = await list();
    const ids = listed.map((game) => game.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(listed.find((game) => game.id === older)).toMatchObject({
      name: 'Listed delivered',
      status: 'completed',
      customer: { id: customer.id, name: 'Casey Coach', email: customer.email },
      analyst: { id: ana.id, name: 'Ana Analyst' },
      overdue: false,
      deliveries: 1,
      reopenReason: null,
      pendingGuaranteeRequest: true,
    });
    expect(listed.find((game) => game.id === newer)).toMatchObject({
      status: 'queued',
      analyst: null,
      deliveries: 0,
      pendingGuaranteeRequest: false,
    });
    expect((await list('?status=completed')).games.every((game) => game.status === 'completed')).toBe(true);
    expect((await list('?status=queued')).games.map((game) => game.id)).toContain(newer);
  });

  it('finds games by part of their name or of the customer’s e-mail, taking % and _ literally', async () => {
    const [mine] = await t.database.db
      .insert(games)
      .values({ organizationId: other.id, actorId: other.id, name: 'Owls 100% effort', status: 'queued', source: 'url' })
      .returning({ id: games.id });
    expect((await list('?q=owls%20100')).games.map((game) => game.id)).toEqual([mine?.id]);
    expect((await list('?q=GAMES-OTHER@')).games.map((game) => game.id)).toEqual([mine?.id]);
    expect((await list(`?q=${encodeURIComponent('100%')}`)).games.map((game) => game.id)).toEqual([mine?.id]);
    expect((await list(`?q=${encodeURIComponent('1_0')}`)).games).toEqual([]);
    expect((await list('?q=nothing-like-this')).games).toEqual([]);
  });

  it('shows only the overdue games when asked, the earliest due first', async () => {
    const late = await uploadedGame('Two hours late');
    const later = await uploadedGame('Five hours late');
    const onTime = await uploadedGame('Due tomorrow');
    const deliveredLate = await deliveredGame('Delivered after its due time');
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    await t.database.db
      .update(games)
      .set({ dueAt: hours(-2) })
      .where(eq(games.id, late));
    await t.database.db
      .update(games)
      .set({ dueAt: hours(-5) })
      .where(eq(games.id, later));
    await t.database.db
      .update(games)
      .set({ dueAt: hours(20) })
      .where(eq(games.id, onTime));
    await t.database.db
      .update(games)
      .set({ dueAt: hours(-9) })
      .where(eq(games.id, deliveredLate));

    const overdue = (await list('?overdue=true')).games;
    expect(overdue.map((game) => game.id)).toEqual([later, late]);
    expect(overdue.every((game) => game.overdue)).toBe(true);
    const all = (await list()).games;
    expect(all.find((game) => game.id === onTime)?.overdue).toBe(false);
    expect(all.find((game) => game.id === deliveredLate)?.overdue).toBe(false);
  });

  it('pages through 50 games at a time, each game once, also among games created at the same instant', async () => {
    const pager = await signUpUser(t, 'games-pager@example.com');
    // One statement: every row gets the same created_at, so the order rests on the id.
    await t.database.db.insert(games).values(
      Array.from({ length: 53 }, (_, i) => ({
        organizationId: pager.id,
        actorId: pager.id,
        name: `Paged ${String(i)}`,
        status: 'queued' as const,
        source: 'url' as const,
      })),
    );
    const first = await list('?q=games-pager');
    expect(first.games).toHaveLength(50);
    expect(first.nextCursor).toBe(first.games.at(-1)?.id);
    const second = await list(`?q=games-pager&cursor=${first.nextCursor ?? ''}`);
    expect(second.games).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.games, ...second.games].map((game) => game.id);
    expect(new Set(seen).size).toBe(53);
  });

  it('reassigns a game to another analyst with an audit row, and refuses a customer or a delivered game', async () => {
    const gameId = await reviewedGameOf('Reassigned');
    await t.database.db.update(games).set({ status: 'in_analysis', submittedAt: null }).where(eq(games.id, gameId));
    const moved = await call(admin, 'POST', `/api/admin/games/${gameId}/assign`, { analystId: ben.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminGame>()).toMatchObject({ status: 'in_analysis', analyst: { id: ben.id, name: 'Ben Analyst' } });
    expect((await call(admin, 'POST', `/api/admin/games/${gameId}/assign`, { analystId: customer.id })).statusCode).toBe(400);

    const delivered = await deliveredGame('Not reassignable');
    const refused = await call(admin, 'POST', `/api/admin/games/${delivered}/assign`, { analystId: ben.id });
    expect(refused.statusCode).toBe(409);
    expect(await gameRow(delivered)).toMatchObject({ status: 'completed', analystId: ana.id });

    expect(await auditOf(gameId)).toEqual([
      { actorId: admin.id, actorRole: 'admin', action: 'game.reassigned', details: { from: ana.id, to: ben.id } },
    ]);
    expect((await auditOf(delivered)).map((row) => row.action)).toEqual(['analysis.approved']);
  });

  describe('cancelling', () => {
    it('cancels a game with its credit back, a ledger row, the customer’s e-mail and an audit row', async () => {
      const before = await balanceOf(t.database.db, customer.id);
      const gameId = await uploadedGame('Cancelled upload');
      expect(await balanceOf(t.database.db, customer.id)).toBe((before ?? 0) - 1);

      const response = await call(admin, 'POST', `/api/admin/games/${gameId}/cancel`, {
        reason: '  Duplicate of another upload  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminGame>()).toMatchObject({ status: 'cancelled', failureReason: 'Duplicate of another upload' });
      expect(await balanceOf(t.database.db, customer.id)).toBe(before);
      const game = await gameRow(gameId);
      expect(game).toMatchObject({ status: 'cancelled', failureReason: 'Duplicate of another upload' });
      expect(game?.endedAt).toBeInstanceOf(Date);

      const [refund] = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.gameId, gameId), eq(creditLedger.reason, 'upload_refund')));
      expect(refund).toMatchObject({
        organizationId: customer.id,
        delta: 1,
        actorId: admin.id,
        note: 'Duplicate of another upload',
      });
      const [mail] = await mailsAbout('game_cancelled', 'Cancelled upload');
      expect(mail?.subject).toBe('Your game was cancelled: Cancelled upload');
      expect(mail?.text).toContain('Reason: Duplicate of another upload');
      expect(mail?.text).toContain(
        `The game credit it used is back in your account: you now have ${String(before)} game credits.`,
      );
      expect(await auditOf(gameId)).toEqual([
        {
          actorId: admin.id,
          actorRole: 'admin',
          action: 'game.cancelled',
          details: { reason: 'Duplicate of another upload', from: 'queued', credit: 'returned' },
        },
      ]);
    });

    it('gives back exactly one credit when two admins cancel the same game at once', async () => {
      const gameId = await uploadedGame('Cancelled twice');
      const before = await balanceOf(t.database.db, customer.id);
      const answers = await Promise.all(
        [1, 2].map(() => call(admin, 'POST', `/api/admin/games/${gameId}/cancel`, { reason: 'Customer asked by phone' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await balanceOf(t.database.db, customer.id)).toBe((before ?? 0) + 1);
      const refunds = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.gameId, gameId), eq(creditLedger.reason, 'upload_refund')));
      expect(refunds).toHaveLength(1);
      expect((await auditOf(gameId)).map((row) => row.action)).toEqual(['game.cancelled']);
      expect(await mailsAbout('game_cancelled', 'Cancelled twice')).toHaveLength(1);
    });

    it('refuses a delivered, failed, cancelled or reopened game, and a reason too short, with nothing changed', async () => {
      const delivered = await deliveredGame('Delivered, not cancellable');
      const failed = await uploadedGame('Failed, not cancellable');
      await t.database.db.update(games).set({ status: 'failed', failureReason: 'Not a video' }).where(eq(games.id, failed));
      const reopened = await deliveredGame('Reopened, not cancellable');
      expect((await call(admin, 'POST', `/api/admin/games/${reopened}/reopen`, { reason: 'Score is off' })).statusCode).toBe(200);
      const queued = await uploadedGame('Queued, reason too short');
      const balance = await balanceOf(t.database.db, customer.id);

      for (const [id, message] of [
        [delivered, 'A completed game cannot be cancelled'],
        [failed, 'A failed game cannot be cancelled'],
        [reopened, 'This game was delivered and is being corrected; it cannot be cancelled'],
      ] as const) {
        const refused = await call(admin, 'POST', `/api/admin/games/${id}/cancel`, { reason: 'Testing refusal' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: { code: 'not_cancellable', message } });
      }
      const short = await call(admin, 'POST', `/api/admin/games/${queued}/cancel`, { reason: ' x ' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ error: { message: 'Give a reason of 3 to 500 characters.' } });

      expect(await balanceOf(t.database.db, customer.id)).toBe(balance);
      expect(await gameRow(delivered)).toMatchObject({ status: 'completed' });
      expect(await gameRow(failed)).toMatchObject({ status: 'failed', failureReason: 'Not a video' });
      expect(await gameRow(reopened)).toMatchObject({ status: 'in_analysis' });
      expect(await gameRow(queued)).toMatchObject({ status: 'queued' });
      for (const id of [delivered, failed, reopened, queued])
        expect((await auditOf(id)).filter((row) => row.action === 'game.cancelled')).toEqual([]);
    });
  });

  describe('reopening a delivered game for correction', () => {
    const boxscoreOf = async (user: TestUser, id: string) => {
      const response = await call(user, 'GET', `/api/games/${id}/boxscore`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Delivered>();
    };

    it('sends the game back to its analyst, tells the customer, keeps the delivered box score, and re-delivers it corrected', async () => {
      const gameId = await deliveredGame('Tigers vs Hawks, corrected');
      // Delivered by engine 2, before the coach's sheet: stored without its figures, and served as stored.
      await storeAsEngine2(gameId);
      const first = await boxscoreOf(customer, gameId);
      expect(first).toMatchObject({ delivery: 1, correctionNote: null, correctionInProgress: null });
      expect(first.report.engineVersion).toBe(2);
      expect(first.report.boxScore.home.totals).not.toHaveProperty('eff');
      expect(first.report.boxScore.home.totals.pts).toBe(5);
      // Its downloads too: the CSV and the PDF without the sheet's new columns.
      const csvColumns = async () => readCsv((await call(customer, 'GET', `/api/games/${gameId}/boxscore.csv`)).body)[0] ?? [];
      const pdfFirstPage = async () =>
        pdfText((await call(customer, 'GET', `/api/games/${gameId}/report.pdf`)).rawPayload)[0] ?? '';
      expect(await csvColumns()).not.toContain('EFF');
      expect(await pdfFirstPage()).not.toContain('EFF');
      const shared = await call(customer, 'POST', `/api/games/${gameId}/share-links`, { expiresInDays: null });
      const token = shared.json<{ url: string }>().url.split('/s/')[1] ?? '';

      const reason = 'The second Tigers basket was a two, not a three';
      const reopened = await call(admin, 'POST', `/api/admin/games/${gameId}/reopen`, { reason });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json<AdminGame>()).toMatchObject({
        status: 'in_analysis',
        analyst: { id: ana.id },
        reopenReason: reason,
        deliveries: 1,
        overdue: false,
      });
      const row = await gameRow(gameId);
      expect(row).toMatchObject({
        status: 'in_analysis',
        analystId: ana.id,
        reopenReason: reason,
        submittedAt: null,
        reviewerId: null,
      });
      expect(row?.dueAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

      const [told, ...more] = await mailsAbout('game_reopened', 'Tigers vs Hawks, corrected');
      expect(more).toEqual([]);
      expect(told?.subject).toBe('We are correcting your box score: Tigers vs Hawks, corrected');
      expect(told?.text).toContain(`Reason: ${reason}`);
      expect(told?.text).toContain('We will e-mail you when the corrected box score is delivered.');
      expect(told?.text).toContain(`${t.config.baseUrl}/games/${gameId}`);

      // Meanwhile the customer keeps what was delivered: the box score, its downloads and the shared link.
      const during = await boxscoreOf(customer, gameId);
      expect(during).toMatchObject({ delivery: 1, correctionInProgress: { reason } });
      expect(during.report).toEqual(first.report);
      for (const file of ['report.pdf', 'boxscore.csv', 'plays.csv'])
        expect((await call(customer, 'GET', `/api/games/${gameId}/${file}`)).statusCode, file).toBe(200);
      expect((await call(null, 'GET', `/api/shared/${token}`)).statusCode).toBe(200);
      expect((await call(customer, 'POST', `/api/games/${gameId}/share-links`, { expiresInDays: 7 })).statusCode).toBe(201);

      // The analyst sees why, and corrects the play; the reviewer approves again.
      const workspace = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{
        game: { reopenReason: string | null };
        events: { id: string; revision: number; body: EventBody }[];
        rights: { edit: boolean };
      }>();
      expect(workspace.game.reopenReason).toBe(reason);
      expect(workspace.rights.edit).toBe(true);
      const wrong = workspace.events.find((event) => event.body.type === 'shot' && event.body.points === 3);
      const fixed = await call(ana, 'PATCH', `/api/analysis/games/${gameId}/events/${wrong?.id ?? ''}`, {
        revision: wrong?.revision,
        body: { ...PLAYS[2], points: 2 },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
      expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(200);

      const second = await boxscoreOf(customer, gameId);
      expect(second).toMatchObject({ delivery: 2, correctionNote: reason, correctionInProgress: null });
      expect(second.report.boxScore.home.totals.pts).toBe(4);
      // The correction is built by today's engine: the sheet's figures come with it (two 2-pointers, EFF 4).
      expect(second.report.engineVersion).toBe(ENGINE_VERSION);
      expect(second.report.boxScore.home.totals).toMatchObject({ fg2m: 2, fg2a: 2, eff: 4, seconds: 5 * 4 * 600 });
      expect(Date.parse(second.deliveredAt ?? '')).toBeGreaterThan(Date.parse(first.deliveredAt ?? ''));
      expect(
        (await call(null, 'GET', `/api/shared/${token}`)).json<{ report: GameReport }>().report.boxScore.home.totals.pts,
      ).toBe(4);
      const pdf = await call(customer, 'GET', `/api/games/${gameId}/report.pdf`);
      expect(pdfText(pdf.rawPayload)[0]).toContain('Corrected: The second Tigers basket');
      // The re-delivered downloads carry the sheet's new columns.
      expect(await csvColumns()).toEqual(expect.arrayContaining(['2PM', '2PA', '2P%', 'BLKA', 'FD', 'EFF']));
      expect(await pdfFirstPage()).toMatch(/\b2P\b[\s\S]*\bEFF\b/);
      expect(await gameRow(gameId)).toMatchObject({ status: 'completed', reopenReason: null });
      const [stored] = await t.database.db.select().from(boxScores).where(eq(boxScores.gameId, gameId));
      expect(stored).toMatchObject({ delivery: 2, correctionNote: reason });

      // The customer hears of the correction, not of a new delivery.
      const [corrected] = await mailsAbout('box_score_corrected', 'Tigers vs Hawks, corrected');
      expect(corrected?.subject).toBe('Your corrected box score is ready: Tigers vs Hawks, corrected');
      expect(corrected?.text).toContain(`What we corrected: ${reason}`);
      expect(corrected?.text).toContain(`${t.config.baseUrl}/api/games/${gameId}/report.pdf`);
      expect(await mailsAbout('box_score_ready', 'Tigers vs Hawks, corrected')).toHaveLength(1);

      const trail = await auditOf(gameId);
      expect(trail.map((entry) => entry.action)).toEqual([
        'analysis.approved',
        'game.reopened',
        'analysis.play_changed',
        'analysis.submitted',
        'analysis.approved',
      ]);
      expect(trail[1]).toEqual({
        actorId: admin.id,
        actorRole: 'admin',
        action: 'game.reopened',
        details: { reason, cause: 'admin', delivery: 1 },
      });
      expect(trail[4]?.details).toMatchObject({ delivery: 2, taggerId: ana.id });
    });

    it('re-delivers a team’s game into its season: the figures change, and the players the first delivery added stay', async () => {
      const team = await call(customer, 'POST', '/api/teams', { name: 'Northside Tigers', shortName: 'TIG', color: '#ea580c' });
      const teamId = team.json<{ id: string }>().id;
      const csv = 'number,name\n1,Ava Reed\n2,Bea Cole\n3,Cy Dunn\n4,Di Ekk\n5,Eve Fox\n';
      expect((await call(customer, 'POST', `/api/teams/${teamId}/players/import`, { csv })).statusCode).toBe(201);
      const created = await call(customer, 'POST', '/api/games', {
        name: 'Tigers vs Hawks, season',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        details: {
          teamId,
          opponentName: 'Hawks',
          playedOn: '2026-10-01',
          homeAway: 'home',
          opponentRoster: '1 Hal One\n2 Hal Two\n3 Hal Three\n4 Hal Four\n5 Hal Five',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const gameId = created.json<{ id: string }>().id;
      await t.database.db.update(games).set({ status: 'ready' }).where(eq(games.id, gameId));

      const suggested = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{ suggestedSetup: GameSetup }>()
        .suggestedSetup;
      const tiger = (number: string) => suggested.home.players.find((p) => p.number === number)?.id ?? '';
      const hawk = (number: string) => suggested.away.players.find((p) => p.number === number)?.id ?? '';
      // #23 Jo Newman played but is not on the roster: the first delivery adds him.
      const setup = withJoNewman(suggested);
      expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
      expect((await call(ana, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup, revision: 0 })).statusCode).toBe(200);
      const plays: [number, EventBody][] = [
        [590, { type: 'shot', team: 'home', playerId: tiger('1'), made: true, points: 2 }],
        [500, { type: 'substitution', team: 'home', inId: 'jo-newman', outId: tiger('5') }],
        [450, { type: 'shot', team: 'home', playerId: 'jo-newman', made: true, points: 2 }],
        [400, { type: 'shot', team: 'away', playerId: hawk('1'), made: true, points: 2 }],
      ];
      const ids: string[] = [];
      for (const [index, [clock, body]] of plays.entries()) {
        const id = randomUUID();
        ids.push(id);
        const saved = await call(ana, 'POST', `/api/analysis/games/${gameId}/events`, {
          id,
          seq: index + 1,
          period: 1,
          clock,
          body,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
      expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(200);

      interface Season {
        season: { games: number; results: { pointsFor: number }[]; players: { playerId: string; totals: { pts: number } }[] };
      }
      interface Roster {
        players: { id: string; number: string; name: string }[];
      }
      const seasonOf = async () => (await call(customer, 'GET', `/api/teams/${teamId}/season`)).json<Season>().season;
      const rosterOf = async () => (await call(customer, 'GET', `/api/teams/${teamId}`)).json<Roster>().players;
      const firstRoster = await rosterOf();
      const jo = firstRoster.find((player) => player.number === '23');
      expect(jo?.name).toBe('Jo Newman');
      const firstSeason = await seasonOf();
      expect(firstSeason.results.map((result) => result.pointsFor)).toEqual([4]);

      // Reopened: the first Tigers basket was a three.
      expect(
        (await call(admin, 'POST', `/api/admin/games/${gameId}/reopen`, { reason: 'First basket was a three' })).statusCode,
      ).toBe(200);
      const fixed = await call(ana, 'PATCH', `/api/analysis/games/${gameId}/events/${ids[0] ?? ''}`, {
        revision: 1,
        body: { type: 'shot', team: 'home', playerId: tiger('1'), made: true, points: 3 },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
      expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(200);

      const season = await seasonOf();
      expect(season.games).toBe(1);
      expect(season.results.map((result) => result.pointsFor)).toEqual([5]);
      const rosterId = (number: string) => firstRoster.find((player) => player.number === number)?.id;
      expect(season.players.find((line) => line.playerId === rosterId('1'))?.totals.pts).toBe(3);
      expect(season.players.find((line) => line.playerId === jo?.id)?.totals.pts).toBe(2);
      // Jo Newman is the same roster player, not added a second time.
      expect(await rosterOf()).toEqual(firstRoster);
    });

    it('puts the game back in the queue when its analyst no longer tags', async () => {
      const gone = await signUpUser(t, 'games-gone@courtside.test', { role: 'analyst' });
      const gameId = await deliveredGame('Tagged by a former analyst', gone);
      await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, gone.id));
      const reopened = await call(admin, 'POST', `/api/admin/games/${gameId}/reopen`, { reason: 'Missing rebounds' });
      expect(reopened.json<AdminGame>()).toMatchObject({ status: 'ready', analyst: null, reopenReason: 'Missing rebounds' });
      // Re-delivered without a reason of its own, the note still says it was corrected.
      await t.database.db.update(games).set({ reopenReason: null }).where(eq(games.id, gameId));
      expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
      expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
      expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(200);
      expect(await boxscoreOf(customer, gameId)).toMatchObject({ delivery: 2, correctionNote: 'Corrected by Courtside' });
    });

    it('refuses a game that is not delivered, and a missing reason, with nothing changed', async () => {
      const gameId = await reviewedGameOf('Not delivered yet');
      const refused = await call(admin, 'POST', `/api/admin/games/${gameId}/reopen`, { reason: 'Wrong score' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: 'not_delivered', message: 'Only a delivered game can be reopened' } });
      const delivered = await deliveredGame('Delivered, no reason given');
      expect((await call(admin, 'POST', `/api/admin/games/${delivered}/reopen`, { reason: '' })).statusCode).toBe(400);
      expect((await call(admin, 'POST', `/api/admin/games/${delivered}/reopen`, { reason: 'x'.repeat(501) })).statusCode).toBe(
        400,
      );
      expect(await gameRow(gameId)).toMatchObject({ status: 'in_review', reopenReason: null });
      expect(await gameRow(delivered)).toMatchObject({ status: 'completed', reopenReason: null });
      expect((await auditOf(gameId)).map((row) => row.action)).toEqual([]);
      expect((await auditOf(delivered)).map((row) => row.action)).toEqual(['analysis.approved']);
      expect(await mailsAbout('game_reopened', 'Not delivered yet')).toEqual([]);
      expect(await mailsAbout('game_reopened', 'Delivered, no reason given')).toEqual([]);
    });

    it('reopens for a guarantee request inside the caller’s transaction, saying so to the customer and in the audit', async () => {
      const gameId = await deliveredGame('Reprocessed on request');
      const reopened = await t.database.db.transaction((tx) =>
        reopenDeliveredGame(
          tx,
          { gameId, reason: 'Customer: the fouls are missing', actor: { id: admin.id, role: 'admin' }, cause: 'guarantee' },
          t.config.baseUrl,
        ),
      );
      expect(reopened).toMatchObject({ status: 'in_analysis', reopenReason: 'Customer: the fouls are missing' });
      const [entry] = await t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, gameId), eq(auditLog.action, 'game.reopened')));
      // The customer's words stay on the game (deleted with it), never in the audit log.
      expect(entry?.details).toEqual({ cause: 'guarantee', delivery: 1 });
      const [told] = await mailsAbout('game_reopened', 'Reprocessed on request');
      expect(told?.text).toContain('As you asked, our analysts are reprocessing the box score for "Reprocessed on request".');
    });
  });
});
