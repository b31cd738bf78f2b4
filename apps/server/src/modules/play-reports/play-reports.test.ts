import { PLAY_REPORT_MESSAGES, type EventBody } from '@courtside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, games, playReports } from '../../db/schema.js';
import { approveGame, reviewedGame } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

interface Report {
  id: string;
  playId: string;
  kind: string;
  note: string;
  status: string;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}
interface AdminReport extends Report {
  play: { id: string; period: number; clock: number | null; videoMs: number | null; description: string; line: string } | null;
  game: { id: string; name: string; status: string };
  customer: { name: string; email: string };
  videoUrl: string | null;
  decidedBy: string | null;
}
interface Play {
  id: string;
  description: string;
}

const shot = (playerId: string): EventBody => ({ type: 'shot', team: 'home', playerId, made: true, points: 2, x: 1, y: 6 });
const PLAYS: EventBody[] = [
  shot('t1'),
  { type: 'shot', team: 'away', playerId: 'h2', made: false, points: 3, x: -22, y: 3 },
  shot('t3'),
];

describe('reporting a mistake on a play', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let analyst: TestUser;
  let admin: TestUser;
  let gameCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t, 'coach@example.com', { name: 'Casey Coach' });
    stranger = await signUpUser(t, 'stranger@example.com');
    analyst = await signUpUser(t, 'analyst@courtside.test', { role: 'analyst', name: 'Ana Lyst' });
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: t.config.baseUrl, cookie: user.cookie }, ...(payload ? { payload } : {}) });

  /** A game of `user`'s tagged by the analyst and delivered through the real approval, `daysAgo` days ago. */
  async function deliveredGame(user = owner, daysAgo = 0, plays = PLAYS): Promise<string> {
    gameCount += 1;
    const id = await reviewedGame(
      t.database.db,
      {
        organizationId: user.id,
        actorId: user.id,
        name: `Tigers vs Hawks ${String(gameCount)}`,
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        analystId: analyst.id,
        submittedAt: new Date(),
      },
      plays,
    );
    await approveGame(t, admin, id, daysAgo > 0 ? { completedAt: sql`now() - make_interval(secs => ${daysAgo * 86_400})` } : {});
    return id;
  }
  const playsOf = async (gameId: string, user = owner) =>
    (await call(user, 'GET', `/api/games/${gameId}/boxscore`)).json<{ report: { plays: Play[] } }>().report.plays;
  const report = (
    user: TestUser,
    gameId: string,
    playId: string,
    body: object = { kind: 'player', note: 'That was #3, not #1.' },
  ) => call(user, 'POST', `/api/games/${gameId}/plays/${playId}/reports`, body);
  const reportsOf = async (gameId: string, user = owner) =>
    (await call(user, 'GET', `/api/games/${gameId}/play-reports`)).json<{ reports: Report[] }>().reports;
  const openForAdmin = async () =>
    (await call(admin, 'GET', '/api/admin/play-reports?status=open')).json<{ reports: AdminReport[] }>().reports;
  const outbox = (kind: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  const auditOf = (reportId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'play_report'), eq(auditLog.targetId, reportId)));
  const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; message: string } }).error;

  it('lets the owner report a mistake on a delivered play (201) and lists it on the game with its state', async () => {
    const gameId = await deliveredGame();
    const [play] = await playsOf(gameId);
    const created = await report(owner, gameId, play!.id, { kind: 'made_missed', note: '  It rimmed out.  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ report: Report }>().report).toMatchObject({
      playId: play!.id,
      kind: 'made_missed',
      note: 'It rimmed out.',
      status: 'open',
      decisionNote: null,
      decidedAt: null,
    });
    expect(await reportsOf(gameId)).toEqual([created.json<{ report: Report }>().report]);

    // The back office lists it with the play as delivered, where to watch it, the game and the customer.
    const listed = (await openForAdmin()).find((row) => row.game.id === gameId);
    expect(listed).toMatchObject({
      playId: play!.id,
      play: { id: play!.id, period: 1, videoMs: 5000, description: play!.description, line: `Period 1 · ${play!.description}` },
      game: { id: gameId, status: 'completed' },
      customer: { name: 'Casey Coach', email: 'coach@example.com' },
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });

    // The same play twice while the first report waits is refused.
    const again = await report(owner, gameId, play!.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'already_reported', message: PLAY_REPORT_MESSAGES.alreadyOpen });
  });

  it("answers 404 for another customer's game, and never shows them the owner's reports", async () => {
    const gameId = await deliveredGame();
    const [play] = await playsOf(gameId);
    expect((await report(owner, gameId, play!.id)).statusCode).toBe(201);

    const theirs = await report(stranger, gameId, play!.id);
    expect(theirs.statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/games/${gameId}/play-reports`)).statusCode).toBe(404);
    // Customers cannot reach the back office's list or decisions.
    expect((await call(stranger, 'GET', '/api/admin/play-reports')).statusCode).toBe(403);
    const [mine] = await reportsOf(gameId);
    expect((await call(owner, 'POST', `/api/admin/play-reports/${mine!.id}/accept`, {})).statusCode).toBe(403);
    expect((await t.database.db.select().from(playReports).where(eq(playReports.gameId, gameId))).length).toBe(1);
  });

  it('answers 404 for a play that is not in the delivered box score', async () => {
    const gameId = await deliveredGame();
    const unknown = await report(owner, gameId, 'not-a-play');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This play is not in the delivered box score.');
  });

  it('refuses a report once the 7-day guarantee has passed, with a plain sentence (409)', async () => {
    const gameId = await deliveredGame(owner, 8);
    const [play] = await playsOf(gameId);
    const late = await report(owner, gameId, play!.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('guarantee_ended');
    expect(errorOf(late).message).toMatch(
      /^The 7-day guarantee for this game ended on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Mistakes on its plays can no longer be reported\.$/,
    );
    // Six days after delivery it is still open.
    const recent = await deliveredGame(owner, 6);
    expect((await report(owner, recent, (await playsOf(recent))[0]!.id)).statusCode).toBe(201);
  });

  it('holds 20 open reports a game and 30 reports a customer a day, each with its message (429 report_limit)', async () => {
    const busy = await signUpUser(t, 'busy@example.com');
    const gameId = await deliveredGame(busy);
    const [play] = await playsOf(gameId, busy);
    // 20 open reports on the game already (written directly: the limit is what is under test).
    await t.database.db.insert(playReports).values(
      Array.from({ length: 20 }, (_, i) => ({
        gameId,
        playId: `p${String(i)}`,
        organizationId: busy.id,
        actorId: busy.id,
        kind: 'other' as const,
      })),
    );
    const perGame = await report(busy, gameId, play!.id);
    expect(perGame.statusCode).toBe(429);
    expect(errorOf(perGame)).toEqual({ code: 'report_limit', message: PLAY_REPORT_MESSAGES.openPerGame });

    // Decided reports do not hold the game's limit, but all 30 of the day count for the customer.
    await t.database.db.update(playReports).set({ status: 'declined' }).where(eq(playReports.gameId, gameId));
    await t.database.db.insert(playReports).values(
      Array.from({ length: 9 }, (_, i) => ({
        gameId,
        playId: `q${String(i)}`,
        organizationId: busy.id,
        actorId: busy.id,
        kind: 'other' as const,
      })),
    );
    const other = await deliveredGame(busy);
    const [first, second] = await playsOf(other, busy);
    expect((await report(busy, other, first!.id)).statusCode).toBe(201);
    const perDay = await report(busy, other, second!.id);
    expect(perDay.statusCode).toBe(429);
    expect(errorOf(perDay)).toEqual({
      code: 'report_limit',
      message: 'You can report at most 30 mistakes a day. Try again tomorrow.',
    });
  });

  it('accepting reopens the game to its analyst with the reported plays marked, e-mails the customer once, audits, and counts as their correction', async () => {
    const gameId = await deliveredGame();
    const [first, second, third] = await playsOf(gameId);
    const one = (await report(owner, gameId, first!.id, { kind: 'player', note: 'That was #3.' })).json<{ report: Report }>()
      .report;
    const two = (await report(owner, gameId, second!.id, { kind: 'made_missed', note: 'It went in.' })).json<{ report: Report }>()
      .report;
    const three = (await report(owner, gameId, third!.id, { kind: 'other', note: '' })).json<{ report: Report }>().report;
    const reopenedMails = (await outbox('game_reopened')).length;
    const figuresBefore = await analystCorrections();

    const accepted = await call(admin, 'POST', `/api/admin/play-reports/${one.id}/accept`, { note: 'Good catch, thank you.' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ report: AdminReport }>().report).toMatchObject({
      status: 'accepted',
      decisionNote: 'Good catch, thank you.',
      decidedBy: 'Ada Admin',
    });

    // The game went back to the analyst who tagged it, as the back office's reopening sends it, with a reason.
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({ status: 'in_analysis', analystId: analyst.id });
    expect(game?.reopenReason).toBe(`Correcting the play you reported: Period 1 · ${first!.description}`);
    const workspace = async () =>
      (await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).json<{
        game: { reopenReason: string | null };
        reportedPlays: { reportId: string; playId: string; kind: string; note: string }[];
      }>();
    expect((await workspace()).reportedPlays).toEqual([
      { reportId: one.id, playId: first!.id, kind: 'player', note: 'That was #3.' },
    ]);

    // Accepting another report of the game, already reopened, adds its mark; declined ones add none.
    expect((await call(admin, 'POST', `/api/admin/play-reports/${two.id}/accept`, {})).statusCode).toBe(200);
    expect((await workspace()).reportedPlays.map((mark) => mark.playId)).toEqual([first!.id, second!.id]);
    const declineWithoutNote = await call(admin, 'POST', `/api/admin/play-reports/${three.id}/decline`, { note: ' ' });
    expect(declineWithoutNote.statusCode).toBe(400);

    // One e-mail per decision, ours (not the reopening's), naming the play.
    expect((await outbox('game_reopened')).length).toBe(reopenedMails);
    const mails = (await outbox('play_report_accepted')).filter((mail) => mail.text.includes(game!.name));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: 'coach@example.com' });
    expect(mails[0]?.text).toContain(first!.description);
    expect(mails[0]?.text).toContain('Good catch, thank you.');

    // Audited like every admin decision, with the analyst who delivered the game and without the customer's note.
    const [audit] = await auditOf(one.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'play_report.accepted',
      details: {
        gameId,
        playId: first!.id,
        kind: 'player',
        taggerId: analyst.id,
        reopened: true,
        note: 'Good catch, thank you.',
      },
    });
    expect(JSON.stringify(audit?.details)).not.toContain('That was #3.');
    expect((await auditOf(two.id))[0]?.details).toMatchObject({ reopened: false, taggerId: analyst.id });
    expect(await analystCorrections()).toBe(figuresBefore + 2);

    // A decided report cannot be decided again.
    const twice = await call(admin, 'POST', `/api/admin/play-reports/${one.id}/decline`, { note: 'Changed my mind.' });
    expect(twice.statusCode).toBe(409);

    // The analyst corrects and submits; a reviewer approves: the existing "Corrected on" re-delivery, marks gone.
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(200);
    const boxScore = (await call(owner, 'GET', `/api/games/${gameId}/boxscore`)).json<{
      delivery: number;
      correctionNote: string | null;
    }>();
    expect(boxScore).toMatchObject({ delivery: 2, correctionNote: game?.reopenReason });
    expect((await outbox('box_score_corrected')).some((mail) => mail.text.includes(game!.name))).toBe(true);
    expect((await workspace()).reportedPlays).toEqual([]);
    expect((await reportsOf(gameId)).map((row) => [row.playId, row.status])).toEqual([
      [third!.id, 'open'],
      [second!.id, 'accepted'],
      [first!.id, 'accepted'],
    ]);
  });

  it('accepts every open report of a game together: one reopening, one e-mail, each play marked', async () => {
    const gameId = await deliveredGame();
    const [first, second] = await playsOf(gameId);
    const one = (await report(owner, gameId, first!.id)).json<{ report: Report }>().report;
    await report(owner, gameId, second!.id, { kind: 'play_type', note: 'A block, not a steal.' });
    const accepted = await call(admin, 'POST', `/api/admin/play-reports/${one.id}/accept`, { allOfGame: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await reportsOf(gameId)).map((row) => row.status)).toEqual(['accepted', 'accepted']);
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.reopenReason).toBe('Correcting the 2 plays you reported');
    const mails = (await outbox('play_report_accepted')).filter((mail) => mail.text.includes(game!.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(second!.description);
    const marks = (await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).json<{ reportedPlays: { playId: string }[] }>()
      .reportedPlays;
    expect(marks.map((mark) => mark.playId)).toEqual([first!.id, second!.id]);
    // While the game is being corrected, a new report waits for the corrected box score.
    const meanwhile = await report(owner, gameId, first!.id);
    expect(meanwhile.statusCode).toBe(409);
    expect(errorOf(meanwhile).code).toBe('being_corrected');
  });

  it('declining needs a note, e-mails it to the customer, audits it, and the customer sees it on the game', async () => {
    const gameId = await deliveredGame();
    const [play] = await playsOf(gameId);
    const mine = (await report(owner, gameId, play!.id)).json<{ report: Report }>().report;
    const declined = await call(admin, 'POST', `/api/admin/play-reports/${mine.id}/decline`, {
      note: 'The footage shows #1 taking this shot.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [seen] = await reportsOf(gameId);
    expect(seen).toMatchObject({ status: 'declined', decisionNote: 'The footage shows #1 taking this shot.' });
    expect(seen?.decidedAt).not.toBeNull();
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.status).toBe('completed');
    const mails = (await outbox('play_report_declined')).filter((mail) => mail.text.includes(game!.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('The footage shows #1 taking this shot.');
    expect(await auditOf(mine.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'play_report.declined',
        details: { gameId, playId: play!.id, kind: 'player', note: 'The footage shows #1 taking this shot.' },
      },
    ]);
    expect((await openForAdmin()).some((row) => row.id === mine.id)).toBe(false);
  });

  async function analystCorrections(): Promise<number> {
    const figures = (await call(admin, 'GET', '/api/admin/analysts?days=1')).json<{
      analysts: { analystId: string; corrections: number }[];
    }>();
    return figures.analysts.find((row) => row.analystId === analyst.id)?.corrections ?? 0;
  }
});
