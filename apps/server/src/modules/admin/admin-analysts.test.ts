import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { recordAudit, type AuditAction } from '../audit/audit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface AnalystView {
  analystId: string;
  name: string | null;
  email: string | null;
  role: string | null;
  gamesTagged: number;
  perDay: number;
  series: { date: string; games: number }[];
  taggingTime: { median: number | null; mean: number | null; games: number; withoutDuration: number; withoutClaim: number };
  corrections: number;
  sentBack: number;
  correctionsPerGame: number | null;
}

describe('back office: analysts', () => {
  let t: TestApp;
  let admin: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let customer: TestUser;
  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  /** A time `daysAgo` UTC days before today, at `hhmm` UTC. */
  const when = (daysAgo: number, hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return new Date(today.getTime() - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000);
  };
  const dayOf = (daysAgo: number) => when(daysAgo, '00:00').toISOString().slice(0, 10);

  /** One audit row through recordAudit, as an action writes it, dated `at`. */
  async function audit(actor: TestUser, role: string, action: AuditAction, gameId: string, at: Date, details = {}) {
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, { actor: { id: actor.id, role }, action, targetType: 'game', targetId: gameId, details });
      // The row just written is the one dated by this transaction's now().
      await tx
        .update(auditLog)
        .set({ createdAt: at })
        .where(eq(auditLog.createdAt, sql`now()`));
    });
  }
  async function newGame(durationSeconds: number | null, claimedAt: Date | null = null) {
    const [row] = await t.database.db
      .insert(games)
      .values({
        organizationId: customer.id,
        actorId: customer.id,
        name: 'A game',
        status: 'completed',
        source: 'file',
        durationSeconds,
        claimedAt,
      })
      .returning({ id: games.id });
    if (!row) throw new Error('no game');
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, 'metrics-admin@example.com', { role: 'admin', name: 'Ada Admin' });
    ana = await signUpUser(t, 'metrics-ana@example.com', { role: 'analyst', name: 'Ana Tagger' });
    ben = await signUpUser(t, 'metrics-ben@example.com', { role: 'analyst', name: 'Ben Tagger' });
    customer = await signUpUser(t, 'metrics-customer@example.com');

    /*
     * Window: the last 7 UTC days. Ana:
     *   g1 (60 min): claimed 2 days ago 09:00, first submitted 10:30 -> 90 / 60 = 1.5. Ada changes 2 plays in
     *      review, sends it back; Ana submits again at 12:00 (not counted again).
     *   g2 (30 min): assigned to Ana yesterday 08:00, submitted 09:00 -> 60 / 30 = 2.0; Ada deletes a play in review.
     *   g3 (no length): claimed and submitted yesterday: tagged, but left out of the time.
     *   g4: first submitted 10 days ago (outside), resubmitted yesterday: not counted.
     *   => 3 games (2 days ago: 1, yesterday: 2), 3/7 a day; median = mean = (1.5 + 2.0) / 2 = 1.75;
     *      corrections 3, 1 per game; sent back 1.
     * Ben: g5 (40 min), no claim row, games.claimed_at yesterday 13:00, submitted 15:00 -> 120 / 40 = 3.0;
     *   one play of his own outside review.
     *   g6 (30 min): claimed by Ana yesterday 16:00, reassigned to Ben in the back office 16:30, submitted 17:30
     *   -> 60 / 30 = 2.0 (Ana's claim is not his).
     *   => 2 games (yesterday), median = mean = (2.0 + 3.0) / 2 = 2.5, no corrections.
     * All: 2 days ago 1, yesterday 4.
     */
    const g1 = await newGame(3600);
    await audit(ana, 'analyst', 'analysis.claimed', g1, when(2, '09:00'));
    await audit(ana, 'analyst', 'analysis.submitted', g1, when(2, '10:30'), { taggerId: ana.id });
    for (const minute of ['11:00', '11:05']) {
      await audit(admin, 'admin', 'analysis.play_changed', g1, when(2, minute), {
        eventId: crypto.randomUUID(),
        duringReview: true,
        taggerId: ana.id,
      });
    }
    await audit(admin, 'admin', 'analysis.sent_back', g1, when(2, '11:10'), { taggerId: ana.id });
    await audit(ana, 'analyst', 'analysis.submitted', g1, when(2, '12:00'), { taggerId: ana.id });

    const g2 = await newGame(1800);
    await audit(admin, 'admin', 'analysis.assigned', g2, when(1, '08:00'), { from: null, to: ana.id });
    await audit(ana, 'analyst', 'analysis.submitted', g2, when(1, '09:00'), { taggerId: ana.id });
    await audit(admin, 'admin', 'analysis.play_deleted', g2, when(1, '09:30'), {
      eventId: crypto.randomUUID(),
      duringReview: true,
      taggerId: ana.id,
    });

    const g3 = await newGame(null);
    await audit(ana, 'analyst', 'analysis.claimed', g3, when(1, '10:00'));
    await audit(ana, 'analyst', 'analysis.submitted', g3, when(1, '11:00'), { taggerId: ana.id });

    const g4 = await newGame(1200);
    await audit(ana, 'analyst', 'analysis.submitted', g4, when(10, '09:00'), { taggerId: ana.id });
    await audit(ana, 'analyst', 'analysis.submitted', g4, when(1, '12:00'), { taggerId: ana.id });

    const g5 = await newGame(2400, when(1, '13:00'));
    await audit(ben, 'analyst', 'analysis.play_added', g5, when(1, '14:00'), {
      eventId: crypto.randomUUID(),
      duringReview: false,
      taggerId: ben.id,
    });
    await audit(ben, 'analyst', 'analysis.submitted', g5, when(1, '15:00'), { taggerId: ben.id });

    const g6 = await newGame(1800);
    await audit(ana, 'analyst', 'analysis.claimed', g6, when(1, '16:00'));
    await audit(admin, 'admin', 'game.reassigned', g6, when(1, '16:30'), { from: ana.id, to: ben.id });
    await audit(ben, 'analyst', 'analysis.submitted', g6, when(1, '17:30'), { taggerId: ben.id });
  });
  afterAll(() => t.close());

  const read = (user: TestUser | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/analysts${query}`, headers: user ? { cookie: user.cookie } : {} });

  it('is for admins only: customers and analysts get 403, the signed-out 401, and reading writes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(auditLog);
    expect((await read(customer)).statusCode).toBe(403);
    expect((await read(ana)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(admin)).statusCode).toBe(200);
    const [after] = await t.database.db.select({ n: count() }).from(auditLog);
    expect(after).toEqual(before);
  });

  it("reports each analyst's games per day, tagging time per game-minute and corrections from a known history", async () => {
    const dayBefore = new Date().toISOString().slice(0, 10);
    const response = await read(admin, '?days=7');
    const dayAfter = new Date().toISOString().slice(0, 10);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      window: { days: number; dates: string[] };
      analysts: AnalystView[];
      totals: { gamesTagged: number; series: { date: string; games: number }[] };
    }>();
    expect(body.window.days).toBe(7);
    expect(body.window.dates).toHaveLength(7);
    // The window ends on the UTC day of the request: the history's "today" unless midnight passed since it was
    // written (the days below are dates, so they hold either way).
    expect([dayBefore, dayAfter]).toContain(body.window.dates.at(-1));
    const gamesOn = (series: { date: string; games: number }[]) =>
      Object.fromEntries(series.filter((day) => day.games > 0).map((day) => [day.date, day.games]));

    expect(body.analysts.map((analyst) => analyst.name)).toEqual(['Ana Tagger', 'Ben Tagger']);
    const [anaFigures, benFigures] = body.analysts;
    expect(anaFigures).toMatchObject({
      analystId: ana.id,
      email: 'metrics-ana@example.com',
      role: 'analyst',
      gamesTagged: 3,
      taggingTime: { median: 1.75, mean: 1.75, games: 2, withoutDuration: 1, withoutClaim: 0 },
      corrections: 3,
      sentBack: 1,
      correctionsPerGame: 1,
    });
    expect(anaFigures?.perDay).toBeCloseTo(3 / 7, 10);
    expect(gamesOn(anaFigures?.series ?? [])).toEqual({ [dayOf(2)]: 1, [dayOf(1)]: 2 });

    expect(benFigures).toMatchObject({
      analystId: ben.id,
      gamesTagged: 2,
      taggingTime: { median: 2.5, mean: 2.5, games: 2, withoutDuration: 0, withoutClaim: 0 },
      corrections: 0,
      sentBack: 0,
      correctionsPerGame: 0,
    });
    expect(gamesOn(benFigures?.series ?? [])).toEqual({ [dayOf(1)]: 2 });

    expect(body.totals.gamesTagged).toBe(5);
    expect(gamesOn(body.totals.series)).toEqual({ [dayOf(2)]: 1, [dayOf(1)]: 4 });
  });

  it('counts a game first submitted before the window in no window, and takes 30 days by default', async () => {
    const wide = (await read(admin, '?days=30')).json<{ analysts: AnalystView[] }>();
    // g4's first submission, 10 days ago, now falls inside: it counts on that day.
    expect(wide.analysts.find((analyst) => analyst.analystId === ana.id)?.gamesTagged).toBe(4);
    const byDefault = (await read(admin)).json<{ window: { days: number; dates: string[] } }>();
    expect(byDefault.window.days).toBe(30);
    expect(byDefault.window.dates).toHaveLength(30);
  });

  it('refuses a window outside 1 to 365 days (400)', async () => {
    for (const days of ['0', '366', '7.5', 'week']) {
      const response = await read(admin, `?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().error.fields).toHaveProperty('days');
    }
  });
});
