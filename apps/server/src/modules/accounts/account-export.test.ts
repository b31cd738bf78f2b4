import type { GameReport } from '@courtside/domain';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, games, purchases } from '../../db/schema.js';
import { expectSpreadsheetSafe } from '../../test/csv-reader.js';
import { TIGERS_VS_HAWKS, approveGame, deliveredGame, reviewedGame } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { boxScoreCsv } from '../box-scores/box-score-csv.js';
import { EXPORTS_PER_HOUR, exportFileName, purchasesCsv } from './account-export.js';

describe('the export file', () => {
  it('is named for the day it was made', () => {
    expect(exportFileName(new Date('2026-05-01T23:59:00Z'))).toBe('courtside-export-2026-05-01.zip');
  });

  it('lists purchases as CSV rows with amounts in dollars, a header first and a BOM for spreadsheets', () => {
    const createdAt = new Date('2026-04-02T10:00:00Z');
    const csv = purchasesCsv([
      {
        id: 'p1',
        organizationId: 'u',
        actorId: 'u',
        packageType: 'multi',
        gamesIncluded: 5,
        unitAmountCents: 3200,
        amountCents: 16000,
        currency: 'aud',
        status: 'completed',
        provider: 'test',
        providerSessionId: 's',
        providerPaymentId: null,
        completedAt: createdAt,
        refundedAt: null,
        refundShortfall: 0,
        refundedGames: 1,
        refundedCents: 3200,
        creditsUnspent: 4,
        disputeCreditsTaken: 0,
        disputeShortfall: 0,
        disputeId: null,
        failureReason: null,
        createdAt,
      },
    ]);
    expect(csv).toBe(
      '\uFEFFDate,Package,Games,Amount (AUD),Status,Games refunded,Refunded (AUD),Purchase ID\r\n' +
        '2026-04-02T10:00:00.000Z,multi,5,160.00,completed,1,32.00,p1\r\n',
    );
  });
});

describe('GET /api/me/export: my data as a zip', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t, 'coach@example.com', { name: 'Sam Coach' });
    stranger = await signUpUser(t, 'stranger@example.com');
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ok = async (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string; sessionId: string }>();
  };

  async function buyGames(user: TestUser, quantity: number) {
    const { sessionId } = await ok(user, 'POST', '/api/checkout/sessions', { packageType: 'single', quantity });
    await ok(user, 'POST', `/api/checkout/test-sessions/${sessionId}/pay`);
  }

  /** A linked game of `user`'s, tagged and approved by a reviewer through the real route. */
  const deliveredGameOf = (user: TestUser, name: string) =>
    deliveredGame(t, admin, {
      organizationId: user.id,
      actorId: user.id,
      name,
      source: 'url',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });

  it('holds my profile, teams and rosters, games, box scores (JSON and CSV), purchases (JSON and CSV) and credits', async () => {
    await ok(owner, 'POST', '/api/auth/update-user', { organization: 'Northside Tigers Club' });
    await buyGames(owner, 3);
    const team = await ok(owner, 'POST', '/api/teams', {
      name: 'Northside Tigers',
      shortName: 'TIG',
      color: '#f97316',
      seasonLabel: '2026',
    });
    await ok(owner, 'POST', `/api/teams/${team.id}/players`, { number: '7', name: 'Alex Reed', position: 'Guard' });
    await ok(owner, 'POST', `/api/teams/${team.id}/players`, { number: '12', name: 'Jo Park' });
    const linkGame = await ok(owner, 'POST', '/api/games', {
      name: 'Tigers vs Lions',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      details: { teamId: team.id, opponentName: 'Lions', playedOn: '2026-04-18', venue: 'Northside Stadium' },
    });
    const deliveredId = await deliveredGameOf(owner, 'Tigers vs Hawks');
    const report = (await call(owner, 'GET', `/api/games/${deliveredId}/boxscore`)).json<{ report: GameReport }>().report;
    const boxCsv = (await call(owner, 'GET', `/api/games/${deliveredId}/boxscore.csv`)).body;
    // Someone else's data never comes along.
    await ok(stranger, 'POST', '/api/teams', { name: 'Strangers', shortName: 'STR', color: '#000000' });
    await deliveredGameOf(stranger, 'A stranger’s game');

    const response = await call(owner, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(new Date())}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    // The bytes as they are, a CSV's byte-order mark included.
    const text = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);
    const parsed = (name: string): unknown => JSON.parse(text(name));
    expect(Object.keys(files).sort()).toEqual(
      [
        'profile.json',
        'teams.json',
        'games.json',
        `box-scores/${deliveredId}.json`,
        `box-scores/${deliveredId}.csv`,
        'purchases.json',
        'purchases.csv',
        'credits.json',
      ].sort(),
    );

    expect(parsed('profile.json')).toEqual({
      name: 'Sam Coach',
      email: 'coach@example.com',
      organization: 'Northside Tigers Club',
      role: 'customer',
      createdAt: expect.any(String),
      gamesRemaining: 2,
    });

    expect(parsed('teams.json')).toEqual([
      {
        id: team.id,
        name: 'Northside Tigers',
        shortName: 'TIG',
        color: '#f97316',
        secondaryColor: null,
        seasonLabel: '2026',
        createdAt: expect.any(String),
        players: [
          { number: '7', name: 'Alex Reed', position: 'Guard', archived: false },
          { number: '12', name: 'Jo Park', position: null, archived: false },
        ],
      },
    ]);

    const exportedGames = parsed('games.json') as object[];
    expect(exportedGames).toHaveLength(2);
    expect(exportedGames[0]).toMatchObject({
      id: linkGame.id,
      name: 'Tigers vs Lions',
      status: 'queued',
      source: 'url',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      teamId: team.id,
      details: expect.objectContaining({ opponentName: 'Lions', playedOn: '2026-04-18', venue: 'Northside Stadium' }),
      completedAt: null,
      footageDeletedAt: null,
    });
    expect(exportedGames[1]).toMatchObject({
      id: deliveredId,
      name: 'Tigers vs Hawks',
      status: 'completed',
      completedAt: expect.any(String),
    });

    const stored = parsed(`box-scores/${deliveredId}.json`) as { report: unknown };
    expect(stored).toMatchObject({ gameId: deliveredId, gameName: 'Tigers vs Hawks', delivery: 1, correctionNote: null });
    expect(stored.report).toEqual(report);
    expect(text(`box-scores/${deliveredId}.csv`)).toBe(boxCsv);
    expect(text(`box-scores/${deliveredId}.csv`)).toBe(boxScoreCsv(report));

    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.organizationId, owner.id));
    expect(parsed('purchases.json')).toEqual([
      {
        id: purchase?.id,
        date: purchase?.createdAt.toISOString(),
        packageType: 'single',
        gamesIncluded: 3,
        amountCents: 10500,
        currency: 'aud',
        status: 'completed',
        completedAt: expect.any(String),
        refundedGames: 0,
        refundedCents: 0,
        refundedAt: null,
      },
    ]);
    expect(text('purchases.csv')).toBe(purchasesCsv(purchase ? [purchase] : []));
    expect(text('purchases.csv')).toContain(',single,3,105.00,completed,0,0.00,');

    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.organizationId, owner.id));
    expect(parsed('credits.json')).toEqual([
      { date: expect.any(String), change: 3, reason: 'purchase', gameId: null, purchaseId: purchase?.id, note: null },
      { date: expect.any(String), change: -1, reason: 'upload', gameId: linkGame.id, purchaseId: purchase?.id, note: null },
    ]);
    expect(ledger).toHaveLength(2);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.exported'), eq(auditLog.targetId, owner.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        actorRole: 'customer',
        targetType: 'user',
        details: { organizationId: owner.id, teams: 1, games: 2, boxScores: 1 },
      }),
    ]);
  });

  it('writes a player name a spreadsheet would split or run as one quoted, guarded cell in the box score CSV', async () => {
    const user = await signUpUser(t, 'hostile-names@example.com');
    const id = await reviewedGame(t.database.db, {
      organizationId: user.id,
      actorId: user.id,
      name: 'Tigers vs Hawks',
      source: 'url',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    // Excel in a `;`-separator locale reads an unquoted `Lee;=1+1;` as three cells and runs `=1+1`.
    const names: Record<string, string> = { t1: 'Lee;=1+1;', t2: '=2+3\tAda' };
    const setup = {
      ...TIGERS_VS_HAWKS,
      home: {
        ...TIGERS_VS_HAWKS.home,
        players: TIGERS_VS_HAWKS.home.players.map((player) => ({ ...player, name: names[player.id] ?? player.name })),
      },
    };
    await t.database.db.update(games).set({ setup }).where(eq(games.id, id));
    await approveGame(t, admin, id);

    const files = unzipSync(new Uint8Array((await call(user, 'GET', '/api/me/export')).rawPayload));
    const csv = new TextDecoder().decode(files[`box-scores/${id}.csv`]);
    expect(csv).toContain('\r\nTigers,1,"Lee;=1+1;",yes,');
    expect(csv).toContain('\r\nTigers,2,"\'=2+3\tAda",yes,');
    expectSpreadsheetSafe(csv);
    expectSpreadsheetSafe(new TextDecoder().decode(files['purchases.csv']));
  });

  it('is only for the signed-in user', async () => {
    const response = await call(null, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(401);
  });

  it('allows 5 exports an hour per user, then says when to come back; others are not held up', async () => {
    const user = await signUpUser(t, 'exporter@example.com');
    for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) expect((await call(user, 'GET', '/api/me/export')).statusCode).toBe(200);
    const refused = await call(user, 'GET', '/api/me/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'You can export your data 5 times an hour. Please try again later.',
    });
    // A refused export is not recorded as made.
    const exported = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.exported'), eq(auditLog.targetId, user.id)));
    expect(exported).toHaveLength(EXPORTS_PER_HOUR);
    expect((await call(stranger, 'GET', '/api/me/export')).statusCode).toBe(200);
  });
});
