import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ENGINE_VERSION,
  buildGameReport,
  type EventBody,
  type GameEvent,
  type GameReport,
  type GameSetup,
} from '@courtside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxScores, gameEvents, games, shareLinks } from '../../db/schema.js';
import { cellsOf, expectSpreadsheetSafe, readCsv } from '../../test/csv-reader.js';
import { approveGame, reviewedGameOf } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { expectNoInternalIds, internalIds } from '../../test/internal-ids.js';
import { pdftotext } from '../../test/pdf-text.js';
import { shareReport } from '../shared/shared-keys.js';
import { HAND_MADE_EVENTS, HAND_MADE_EVENTS_FD_UNNAMED, HAND_MADE_SETUP } from './hand-made-game.js';

/**
 * Names a spreadsheet would split or run if written unquoted: Excel in a `;`-separator locale reads `Lee;=1+1;` as
 * three cells and runs the second; a tab splits a pasted cell, and `=` first is a formula.
 */
const HOSTILE_NAMES: Record<number, string> = { 3: '=2+3\tAda', 6: 'Lee;=1+1;' };
/** Each hostile name as one quoted cell, the formula guarded by an apostrophe. */
const HOSTILE_CELLS = { tab: '"\'=2+3\tAda"', semicolon: '"Lee;=1+1;"' };

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    color: '#f97316',
    players: [1, 2, 3, 4, 5, 6].map((n) => ({
      id: `t${String(n)}`,
      number: String(n),
      name: HOSTILE_NAMES[n] ?? `Tiger ${String(n)}`,
    })),
    starters: ['t1', 't2', 't3', 't4', 't5'],
  },
  away: {
    name: 'Hawks',
    color: '#1d4ed8',
    players: [1, 2, 3, 4, 5].map((n) => ({ id: `h${String(n)}`, number: String(n), name: `Hawk, "${String(n)}"` })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

/** Tigers 5, Hawks 2: a two with an assist, a located three, and a Hawks two after a steal. */
const PLAYS: EventBody[] = [
  { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2', x: 1, y: 6 },
  { type: 'turnover', team: 'home', playerId: 't3', stealId: 'h2' },
  { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 2 },
  { type: 'shot', team: 'home', playerId: 't6', made: true, points: 3, x: -22, y: 3 },
];

describe('what a customer receives for a delivered game', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ SHARED_LINK_RATE_LIMIT: '1000' });
    owner = await signUpUser(t, 'coach@example.com', { name: 'Private Coach' });
    stranger = await signUpUser(t, 'stranger@example.com');
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A game tagged with `plays` and waiting in review; `approve` delivers it through the real approval. */
  async function reviewedGame(plays: EventBody[] = PLAYS, name = 'Tigers vs Hawks (Oct 3)'): Promise<string> {
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: owner.id,
        actorId: owner.id,
        name,
        status: 'in_review',
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        setup: SETUP,
        submittedAt: new Date(),
      })
      .returning({ id: games.id });
    if (!game) throw new Error('no game');
    await t.database.db.insert(gameEvents).values(
      plays.map((body, index) => ({
        id: randomUUID(),
        gameId: game.id,
        seq: index + 1,
        period: 1,
        videoMs: 5000 * (index + 1),
        body,
      })),
    );
    return game.id;
  }

  async function deliveredGame(plays: EventBody[] = PLAYS, name?: string): Promise<string> {
    const id = await reviewedGame(plays, name);
    expect((await call(admin, 'POST', `/api/analysis/games/${id}/approve`)).statusCode).toBe(200);
    return id;
  }

  /** The game worked out by hand (hand-made-game.ts), with its periods, clocks and setup, delivered by approval. */
  async function deliveredHandMadeGame(setup: GameSetup, events: GameEvent[]): Promise<string> {
    const game = {
      organizationId: owner.id,
      actorId: owner.id,
      name: 'Memphis vs Denver',
      source: 'url' as const,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      submittedAt: new Date(),
    };
    const id = await reviewedGameOf(t.database.db, game, setup, events);
    await approveGame(t, admin, id);
    return id;
  }

  const reportOf = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `/api/games/${id}/boxscore`)).json<{ report: GameReport }>().report;

  it('stores the report at approval, so a later change to the plays or the engine never alters what was delivered', async () => {
    const id = await deliveredGame();
    const [stored] = await t.database.db.select().from(boxScores).where(eq(boxScores.gameId, id));
    expect(stored).toMatchObject({ engineVersion: ENGINE_VERSION, delivery: 1, correctionNote: null });
    // A first delivery: no correction to mention, none in progress.
    expect((await call(owner, 'GET', `/api/games/${id}/boxscore`)).json()).toMatchObject({
      delivery: 1,
      deliveredAt: stored?.deliveredAt.toISOString(),
      correctionNote: null,
      correctionInProgress: null,
    });

    const report = await reportOf(owner, id);
    expect(report.boxScore.home.totals.pts).toBe(5);
    expect(report.boxScore.away.totals.pts).toBe(2);
    expect(report.figures.away.pointsOffTurnovers.points).toBe(2);
    expect(report.plays.map((play) => [play.homeScore, play.awayScore])).toEqual([
      [2, 0],
      [2, 0],
      [2, 2],
      [5, 2],
    ]);
    expect(report.shots).toHaveLength(2);

    // Someone edits a stored play behind our back: the delivered box score does not move.
    await t.database.db
      .update(gameEvents)
      .set({ body: { type: 'shot', team: 'home', playerId: 't6', made: false, points: 3 } })
      .where(eq(gameEvents.gameId, id));
    expect(await reportOf(owner, id)).toEqual(report);
  });

  it('sends the same box score compressed as the browser accepts, read after read, with the game as it is now', async () => {
    const id = await deliveredGame();
    const plain = (await call(owner, 'GET', `/api/games/${id}/boxscore`)).json<{ game: { name: string }; report: GameReport }>();
    const read = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/games/${id}/boxscore`,
        headers: { cookie: owner.cookie, 'accept-encoding': encoding },
      });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await read(encoding);
      const second = await read(encoding);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decode(first.rawPayload).toString())).toEqual(plain);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // The report is kept, the game around it is read each time: a rename shows at once.
    await t.database.db.update(games).set({ name: 'Renamed' }).where(eq(games.id, id));
    const renamed = JSON.parse(brotliDecompressSync((await read('br')).rawPayload).toString()) as typeof plain;
    expect(renamed.game.name).toBe('Renamed');
    expect(renamed.report).toEqual(plain.report);
  });

  it('gives a game delivered before reports were stored its report on first read, once', async () => {
    const id = await deliveredGame();
    await t.database.db.delete(boxScores).where(eq(boxScores.gameId, id));
    const events = await t.database.db.select().from(gameEvents).where(eq(gameEvents.gameId, id));
    const first = await reportOf(owner, id);
    expect(first.boxScore).toEqual(
      buildGameReport(
        SETUP,
        events.map((event) => ({
          ...event.body,
          id: event.id,
          seq: event.seq,
          period: event.period,
          videoMs: event.videoMs ?? 0,
        })),
      ).boxScore,
    );
    expect(await t.database.db.select().from(boxScores).where(eq(boxScores.gameId, id))).toHaveLength(1);
  });

  it('lets only the owner and our staff read a game and its downloads; a stranger is told it does not exist', async () => {
    const id = await deliveredGame();
    for (const path of ['boxscore', 'report.pdf', 'boxscore.csv', 'plays.csv', 'share-links']) {
      expect((await call(stranger, 'GET', `/api/games/${id}/${path}`)).statusCode, path).toBe(404);
      expect((await call(null, 'GET', `/api/games/${id}/${path}`)).statusCode, path).toBe(401);
    }
    expect((await call(admin, 'GET', `/api/games/${id}/boxscore`)).statusCode).toBe(200);
    expect((await call(stranger, 'POST', `/api/games/${id}/share-links`, { expiresInDays: null })).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/games/${randomUUID()}/report.pdf`)).statusCode).toBe(404);
  });

  it('answers 409 with a clear message for every download of a game not yet delivered', async () => {
    const id = await reviewedGame();
    for (const path of ['boxscore', 'report.pdf', 'boxscore.csv', 'plays.csv']) {
      const response = await call(owner, 'GET', `/api/games/${id}/${path}`);
      expect(response.statusCode, path).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'not_ready',
          message: "This game's box score is not ready yet. It will be here once the game is delivered.",
        },
      });
    }
    expect((await call(owner, 'POST', `/api/games/${id}/share-links`, { expiresInDays: null })).statusCode).toBe(409);
    // Our reviewers still see the box score as it stands: a preview, never delivered.
    expect((await reportOf(admin, id)).boxScore.home.totals.pts).toBe(5);
    expect((await call(admin, 'GET', `/api/games/${id}/boxscore`)).json()).toMatchObject({ delivery: 0, deliveredAt: null });
  });

  it('sends the PDF report as an attachment named after the game', async () => {
    const id = await deliveredGame();
    const response = await call(owner, 'GET', `/api/games/${id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tigers-vs-hawks-oct-3-box-score.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A reader's PDF program finds the names as written and the totals: Tigers 5 (Tiger 1's assisted two, Lee's
    // three), Hawks 2.
    const text = pdftotext(response.rawPayload);
    expect(text).toContain('Tigers 5 – 2 Hawks');
    expect(text).toContain('#6 Lee;=1+1;');
    expect(text).toContain('#1 Hawk, "1" *');
  });

  it("delivers the coach's sheet of a game worked out by hand: header, coaches, FD, BLKA and DNP in the JSON, the names as written in the PDF and the CSV", async () => {
    const id = await deliveredHandMadeGame(HAND_MADE_SETUP, HAND_MADE_EVENTS);
    const report = await reportOf(owner, id);
    // The analyst's setup details, all given, are the sheet's header.
    expect(report.header).toEqual(HAND_MADE_SETUP.details);
    expect([report.setup.home.coach, report.setup.away.coach]).toEqual(['Taylor Jenkins', 'Michael Malone']);
    const line = (side: 'home' | 'away', playerId: string) =>
      report.boxScore[side].players.find((player) => player.playerId === playerId);
    // Vučević drew Dončić's shooting foul; Šarić's two was blocked by Nurkić; Özil never came on.
    expect(line('away', 'd1')).toMatchObject({ fd: 1, pts: 22 });
    expect(line('away', 'd2')).toMatchObject({ blka: 1, fga: 1 });
    expect(line('home', 'm4')).toMatchObject({ blk: 1, dreb: 2 });
    expect(line('home', 'm7')).toMatchObject({ dnp: true });
    expect(line('home', 'm6')).toMatchObject({ dnp: false });
    // Located shots and tracked fast breaks: figures, not "not recorded". Jackson's two at the rim is the paint.
    expect(report.figures.home.paintPoints?.points).toBe(2);
    expect(report.figures.home.fastBreakPoints?.points).toBe(0);

    const text = pdftotext((await call(owner, 'GET', `/api/games/${id}/report.pdf`)).rawPayload);
    for (const name of ['Nikola Vučević', 'Dario Šarić', 'Jusuf Nurkić', 'Luka Dončić', 'Łukasz Kołodziej', 'Mesut Özil']) {
      expect(text).toContain(name);
    }
    for (const fact of ['EuroCup', 'FedExForum', '17,794', 'Zoran Šuput', 'Head coach Taylor Jenkins'])
      expect(text).toContain(fact);

    const [header = [], ...rows] = readCsv((await call(owner, 'GET', `/api/games/${id}/boxscore.csv`)).body);
    const row = (name: string) => rows.find((cells) => cells[2] === name);
    const cellOf = (cells: string[] | undefined, column: string) => cells?.[header.indexOf(column)];
    expect(cellOf(row('Nikola Vučević'), 'FD')).toBe('1');
    expect(cellOf(row('Dario Šarić'), 'BLKA')).toBe('1');
    expect(cellOf(row('Mesut Özil'), 'DNP')).toBe('yes');
  });

  it('says "not recorded", never 0, where nobody recorded shot locations or fast breaks: null in the JSON, the words in the PDF', async () => {
    const unlocated = HAND_MADE_EVENTS.map((event) => (event.id === 'e7' ? { ...event, x: undefined, y: undefined } : event));
    const id = await deliveredHandMadeGame({ ...HAND_MADE_SETUP, fastBreaksTracked: false }, unlocated);
    const report = await reportOf(owner, id);
    for (const side of ['home', 'away'] as const) {
      expect(report.figures[side].paintPoints).toBeNull();
      expect(report.figures[side].fastBreakPoints).toBeNull();
    }
    const text = pdftotext((await call(owner, 'GET', `/api/games/${id}/report.pdf`)).rawPayload);
    expect(text).toMatch(/Points in the paint\s+not recorded\s+not recorded/);
    expect(text).toMatch(/Fast-break points\s+not recorded\s+not recorded/);
  });

  it('says FD "not recorded", never 0, in the PDF and the CSV of a game whose fouls name nobody who drew them', async () => {
    const id = await deliveredHandMadeGame(HAND_MADE_SETUP, HAND_MADE_EVENTS_FD_UNNAMED);
    const text = pdftotext((await call(owner, 'GET', `/api/games/${id}/report.pdf`)).rawPayload);
    // Each player who played and each total marked NR (the notes say what NR is), the comparison in words.
    expect(text).toMatch(/#9 Nikola Vučević \*(\s+\S+){19}\s+NR\s+\+5\s+21\n/);
    expect(text.match(/^Team totals(\s+\S+){19}\s+NR\s+\d+\n/gm)).toHaveLength(2);
    expect(text.match(/NR: FD not recorded/g)).toHaveLength(2);
    expect(text).toMatch(/\n\s*FD\s+not recorded\s+not recorded\n/);

    const box = (await call(owner, 'GET', `/api/games/${id}/boxscore.csv`)).body;
    const [header = [], ...rows] = readCsv(box);
    const fd = header.indexOf('FD');
    const played = rows.filter((cells) => cells[4] === 'no' || cells[2] === 'Team totals');
    // Eleven players played (all but Özil), and the two totals: every FD cell in words.
    expect(played).toHaveLength(11 + 2);
    expect(new Set(played.map((cells) => cells[fd]))).toEqual(new Set(['not recorded']));
    expectSpreadsheetSafe(box);
  });

  it('prints the FD a game recorded as counted in the PDF and the CSV', async () => {
    const id = await deliveredHandMadeGame(HAND_MADE_SETUP, HAND_MADE_EVENTS);
    const text = pdftotext((await call(owner, 'GET', `/api/games/${id}/report.pdf`)).rawPayload);
    // Vučević drew Dončić's foul: his FD 1, Denver's total 1, Memphis's 0.
    expect(text).toMatch(/#9 Nikola Vučević \*(\s+\S+){19}\s+1\s+\+5\s+21\n/);
    expect(text).toMatch(/\n\s*FD\s+0\s+1\n/);
    expect(text).not.toContain('not recorded');
    const [header = [], ...rows] = readCsv((await call(owner, 'GET', `/api/games/${id}/boxscore.csv`)).body);
    const fd = header.indexOf('FD');
    const totals = rows.filter((cells) => cells[2] === 'Team totals').map((cells) => cells[fd]);
    expect(totals).toEqual(['0', '1']);
    expect(rows.some((cells) => cells[fd] === 'not recorded')).toBe(false);
  });

  it('sends the box score and the play-by-play as CSV that opens in Excel', async () => {
    const id = await deliveredGame();
    const box = await call(owner, 'GET', `/api/games/${id}/boxscore.csv`);
    expect(box.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(box.headers['content-disposition']).toBe('attachment; filename="tigers-vs-hawks-oct-3-box-score.csv"');
    expect(box.body.startsWith('\uFEFF')).toBe(true);
    const rows = box.body.slice(1).split('\r\n');
    expect(rows[0]).toMatch(/^Team,/);
    // A name with a comma and quotes is quoted, as RFC 4180 says.
    expect(box.body).toContain('"Hawk, ""1"""');
    expect(rows.filter((row) => row.includes('Team totals'))).toHaveLength(2);

    const plays = await call(owner, 'GET', `/api/games/${id}/plays.csv`);
    expect(plays.statusCode).toBe(200);
    expect(plays.headers['content-disposition']).toBe('attachment; filename="tigers-vs-hawks-oct-3-plays.csv"');
    expect(plays.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1 + PLAYS.length);
    expectHostileNamesHeld(box.body, plays.body);

    // The coach's sheet by column name. Tiger 1: the assisted two (2PM-2PA 1-1), EFF 2 + 0 = 2; Tiger 2: the
    // assist, EFF 1; Tiger 3: the turnover, EFF -1.
    const [boxHeader = [], ...boxRows] = readCsv(box.body);
    const cellOf = (row: string[] | undefined, column: string) => row?.[boxHeader.indexOf(column)];
    const tiger = (number: string) => boxRows.find((row) => row[0] === 'Tigers' && row[1] === number);
    expect(['PTS', '2PM', '2PA', '3PM', 'AST', 'TOV', 'EFF'].map((column) => cellOf(tiger('1'), column))).toEqual([
      '2',
      '1',
      '1',
      '0',
      '0',
      '0',
      '2',
    ]);
    expect(cellOf(tiger('2'), 'EFF')).toBe('1');
    expect(cellOf(tiger('3'), 'EFF')).toBe('-1');
    // The plays a coach filters: the first is Tiger 1's two at (1, 6), 1.25 ft from the basket: restricted area.
    const [playsHeader = [], first = []] = readCsv(plays.body);
    const play = Object.fromEntries(playsHeader.map((column, index) => [column, first[index]]));
    expect(play).toMatchObject({
      Team: 'Tigers',
      Number: '1',
      Player: 'Tiger 1',
      'Play type': '2-pt shot',
      Result: 'made',
      Points: '2',
      Assist: '#2 Tiger 2',
      X: '1',
      Y: '6',
      Zone: 'Restricted area',
      'Footage time': '0:00:05.000',
      'Footage seconds': '5',
      'Tigers score': '2',
      'Hawks score': '0',
    });
  });

  /**
   * The box score CSV has each hostile player name as one quoted cell, its formula guarded; the plays CSV has the
   * plays naming them quoted whole. Read with `;` or a tab as the separator, neither splits anywhere.
   */
  function expectHostileNamesHeld(box: string, plays: string) {
    expect(box).toContain(`Tigers,3,${HOSTILE_CELLS.tab},yes,`);
    expect(box).toContain(`Tigers,6,${HOSTILE_CELLS.semicolon},no,`);
    expect(cellsOf(box)).toEqual(expect.arrayContaining(["'=2+3\tAda", 'Lee;=1+1;']));
    expect(plays).toContain(',"#6 Lee;=1+1; makes a 3-pt shot"\r\n');
    expect(plays).toContain(`,Tigers,6,${HOSTILE_CELLS.semicolon},3-pt shot,`);
    expect(cellsOf(plays)).toContainEqual(expect.stringMatching(/^#3 =2\+3\tAda turnover/));
    expectSpreadsheetSafe(box);
    expectSpreadsheetSafe(plays);
  }

  describe('share links', () => {
    const tokenOf = (url: string) => url.split('/s/')[1] ?? '';

    it('shows the token once, keeps only its hash, and shows the game without footage or the owner', async () => {
      const id = await deliveredGame();
      const created = await call(owner, 'POST', `/api/games/${id}/share-links`, { expiresInDays: 30 });
      expect(created.statusCode).toBe(201);
      const { url, link } = created.json<{ url: string; link: { id: string; expiresAt: string } }>();
      expect(url).toMatch(new RegExp(`^${t.config.baseUrl}/s/[A-Za-z0-9_-]{43}$`));
      const token = tokenOf(url);

      const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
      const listed = (await call(owner, 'GET', `/api/games/${id}/share-links`)).json<{ links: object[] }>().links;
      expect(listed).toEqual([{ id: link.id, createdAt: expect.any(String), expiresAt: link.expiresAt, expired: false }]);
      expect(JSON.stringify(listed)).not.toContain(token);

      const shared = await call(null, 'GET', `/api/shared/${token}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shared.headers['cache-control']).toBe('no-store');
      // The owner's report, with keys of this answer for the player and play ids, and no id of ours anywhere.
      const ownReport = await reportOf(owner, id);
      const sharedReport = shared.json<{ report: GameReport }>().report;
      expect(sharedReport).toEqual(shareReport(ownReport));
      expect(sharedReport.boxScore.home.totals).toEqual(ownReport.boxScore.home.totals);
      expect(sharedReport.plays.map((play) => play.id)).toEqual(['play-1', 'play-2', 'play-3', 'play-4']);
      expectNoInternalIds(shared.json(), await internalIds(t.database.db));
      expect(Object.keys(shared.json<{ game: object }>().game).sort()).toEqual(['completedAt', 'name']);
      expect(shared.body).not.toContain(owner.email);
      expect(shared.body).not.toContain('Private Coach');
      expect(shared.body).not.toContain(id);
      const pdf = await call(null, 'GET', `/api/shared/${token}/report.pdf`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const box = await call(null, 'GET', `/api/shared/${token}/boxscore.csv`);
      expect(box.statusCode).toBe(200);
      expectHostileNamesHeld(box.body, (await call(null, 'GET', `/api/shared/${token}/plays.csv`)).body);
    });

    it('answers 404 at once for a revoked link, and for a wrong, malformed or expired one', async () => {
      const id = await deliveredGame();
      const create = async () => {
        const { url, link } = (await call(owner, 'POST', `/api/games/${id}/share-links`, { expiresInDays: null })).json<{
          url: string;
          link: { id: string };
        }>();
        return { token: tokenOf(url), id: link.id };
      };
      const { token: kept } = await create();
      const { token: revoked, id: revokedId } = await create();
      expect((await call(owner, 'GET', `/api/games/${id}/share-links`)).json<{ links: object[] }>().links).toHaveLength(2);

      // A stranger can neither list nor revoke the owner's links.
      expect((await call(stranger, 'DELETE', `/api/games/${id}/share-links/${revokedId}`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/shared/${revoked}`)).statusCode).toBe(200);
      expect((await call(owner, 'DELETE', `/api/games/${id}/share-links/${revokedId}`)).statusCode).toBe(204);
      for (const path of ['', '/report.pdf', '/boxscore.csv', '/plays.csv']) {
        const response = await call(null, 'GET', `/api/shared/${revoked}${path}`);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'not_found', message: 'This link is not valid. It may have been revoked or expired.' },
        });
      }
      expect((await call(null, 'GET', `/api/shared/${kept}`)).statusCode).toBe(200);
      expect((await call(owner, 'GET', `/api/games/${id}/share-links`)).json<{ links: object[] }>().links).toHaveLength(1);

      const wrong = `${kept.slice(0, -1)}${kept.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [wrong, 'A'.repeat(43), 'short', 'x'.repeat(90)]) {
        expect((await call(null, 'GET', `/api/shared/${token}`)).statusCode, token).toBe(404);
      }

      const { token: expiring } = await create();
      await t.database.db
        .update(shareLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.gameId, id));
      expect((await call(null, 'GET', `/api/shared/${expiring}`)).statusCode).toBe(404);
      expect((await call(owner, 'GET', `/api/games/${id}/share-links`)).json<{ links: { expired: boolean }[] }>().links).toEqual([
        expect.objectContaining({ expired: true }),
        expect.objectContaining({ expired: true }),
      ]);
    });

    it('refuses an expiry outside 1 to 365 days', async () => {
      const id = await deliveredGame();
      for (const expiresInDays of [0, 366, 1.5]) {
        expect((await call(owner, 'POST', `/api/games/${id}/share-links`, { expiresInDays })).statusCode).toBe(400);
      }
    });
  });
});

describe('shared links under load from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SHARED_LINK_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('throttles reads per address with Retry-After, and other addresses still get through', async () => {
    const read = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/shared/${'a'.repeat(43)}`, remoteAddress });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await read('10.9.9.9')).statusCode).toBe(404);
    const limited = await read('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await read('10.9.9.10')).statusCode).toBe(404);
  });
});
