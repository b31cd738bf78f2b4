import { randomUUID } from 'node:crypto';
import type { EventBody, GameSetup } from '@courtside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import { expectSpreadsheetSafe } from '../../test/csv-reader.js';
import { createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { withJoNewman } from '../../test/games.js';
import { expectNoInternalIds, internalIds } from '../../test/internal-ids.js';
import { pdfImages, pdftotextPages, rowCells } from '../../test/pdftotext.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Roster {
  players: { id: string; number: string; name: string; archived: boolean }[];
}
interface Workspace {
  setup: GameSetup | null;
  suggestedSetup: GameSetup | null;
  details: Record<string, unknown> | null;
}
interface SeasonBody {
  team: { name: string };
  roster: { id: string; number: string; name: string; archived: boolean }[];
  season: {
    games: number;
    wins: number;
    losses: number;
    results: object[];
    perMinutesBasis: number;
    team: {
      totals: { pts: number; reb: number; tov: number };
      perGame: { pts: number };
      teamRow: { totals: { reb: number; tov: number }; perGame: { reb: number; tov: number } };
      recorded: Record<string, { total: number; games: number; perGame: number | null }>;
    };
    opponents: { perGame: { pts: number }; recorded: Record<string, { total: number; games: number; perGame: number | null }> };
    players: {
      playerId: string;
      games: number;
      seconds: number | null;
      plusMinus: number | null;
      totals: { reb: number; tov: number };
      log: { gameId: string }[];
    }[];
  };
}

const ROSTER_CSV = 'number,name,position\n1,Ava Reed,G\n2,Bea Cole,G\n3,Cy Dunn,F\n4,Di Ekk,F\n5,Eve Fox,C\n6,Flo Gale,G\n';

describe("a team's games at upload, in the analyst's setup, and in its season", () => {
  let t: TestApp;
  let coach: TestUser;
  let stranger: TestUser;
  let analyst: TestUser;
  let reviewer: TestUser;
  let teamId: string;

  beforeAll(async () => {
    t = await createTestApp({ SHARED_LINK_RATE_LIMIT: '1000' });
    coach = await signUpUser(t, 'season-coach@example.com', { name: 'Coach Carter' });
    stranger = await signUpUser(t, 'season-stranger@example.com');
    analyst = await signUpUser(t, 'season-analyst@courtside.test', { role: 'analyst' });
    reviewer = await signUpUser(t, 'season-reviewer@courtside.test', { role: 'admin' });
    await giveGames(t.database.db, coach.id, 5);
    await giveGames(t.database.db, stranger.id, 1);
    const team = await call(coach, 'POST', '/api/teams', {
      name: 'Northside Tigers',
      shortName: 'TIG',
      color: '#ea580c',
      seasonLabel: '2026',
    });
    teamId = team.json<{ id: string }>().id;
    expect((await call(coach, 'POST', `/api/teams/${teamId}/players/import`, { csv: ROSTER_CSV })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  const uploadLinkGame = (user: TestUser, name: string, details?: object) =>
    call(user, 'POST', '/api/games', {
      name,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ...(details ? { details } : {}),
    });

  /** A game for the Tigers, uploaded by link with its details, and made ready for analysis. */
  async function teamGame(name: string, details: object): Promise<string> {
    const created = await uploadLinkGame(coach, name, { teamId, ...details });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    await t.database.db.update(games).set({ status: 'ready' }).where(eq(games.id, id));
    return id;
  }

  /** The analyst claims the game, saves `setup`, tags `plays` (clock, body), submits; the reviewer approves. */
  async function tagAndDeliver(gameId: string, setup: GameSetup, plays: [clock: number, body: EventBody][]) {
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
    expect((await call(analyst, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup, revision: 0 })).statusCode).toBe(200);
    for (const [index, [clock, body]] of plays.entries()) {
      const saved = await call(analyst, 'POST', `/api/analysis/games/${gameId}/events`, {
        id: randomUUID(),
        seq: index + 1,
        period: 1,
        clock,
        videoMs: 1000 * (index + 1),
        body,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
    const approved = await call(reviewer, 'POST', `/api/analysis/games/${gameId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  }

  const workspaceOf = async (gameId: string) => (await call(analyst, 'GET', `/api/analysis/games/${gameId}`)).json<Workspace>();
  const rosterIdOf = async (number: string) =>
    (await call(coach, 'GET', `/api/teams/${teamId}`)).json<Roster>().players.find((p) => p.number === number && !p.archived)
      ?.id ?? '';

  it('refuses details without an opponent or a date, and a team that is not the customer’s, taking no credit', async () => {
    const missing = await uploadLinkGame(coach, 'No opponent', { teamId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('Enter the opponent’s name');
    const undated = await uploadLinkGame(coach, 'No date', { teamId, opponentName: 'Hawks' });
    expect(undated.json<{ error: { message: string } }>().error.message).toBe('Enter the date the game was played');
    const badRoster = await uploadLinkGame(coach, 'Bad roster', { opponentName: 'Hawks', opponentRoster: '1 Ann\nSam Lee' });
    expect(badRoster.json<{ error: { message: string } }>().error.message).toContain(
      'Line 2: Start the line with the jersey number',
    );
    const notTheirs = await uploadLinkGame(stranger, 'Not my team', { teamId, opponentName: 'Hawks', playedOn: '2026-10-01' });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json<{ error: { message: string } }>().error.message).toBe('Choose one of your teams, or none');
    const stored = await t.database.db.select({ id: games.id }).from(games).where(eq(games.organizationId, stranger.id));
    expect(stored).toEqual([]);
    expect((await call(stranger, 'GET', '/api/me')).json<{ profile: { gamesRemaining: number } }>().profile.gamesRemaining).toBe(
      1,
    );
  });

  it('opens the analyst’s setup prefilled with both rosters and colours, on the side the customer said', async () => {
    const gameId = await teamGame('Tigers at Owls', {
      opponentName: 'Owls',
      opponentColor: '#1d4ed8',
      playedOn: '2026-09-20',
      homeAway: 'away',
      venue: 'Owl Arena',
      competition: 'Metro League',
      opponentRoster: 'number,name\n10 Olu Ade\n#11, Ola Bee\n',
    });
    const { setup, suggestedSetup, details } = await workspaceOf(gameId);
    expect(setup).toBeNull();
    expect(details).toEqual({
      teamName: 'Northside Tigers',
      opponentName: 'Owls',
      playedOn: '2026-09-20',
      homeAway: 'away',
      venue: 'Owl Arena',
      competition: 'Metro League',
    });
    expect(suggestedSetup?.home).toMatchObject({ name: 'Owls', color: '#1d4ed8' });
    expect(suggestedSetup?.home.players.map((p) => [p.number, p.name])).toEqual([
      ['10', 'Olu Ade'],
      ['11', 'Ola Bee'],
    ]);
    expect(suggestedSetup?.away).toMatchObject({ teamId, name: 'Northside Tigers', color: '#ea580c' });
    expect(suggestedSetup?.away.players.map((p) => p.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(suggestedSetup?.away.players[0]?.id).toBe(await rosterIdOf('1'));
    // Once the setup is saved it is the setup, and nothing is suggested any more. The team stays on one side,
    // and its players fit the roster, since those missing from it join it at delivery.
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
    if (!suggestedSetup) throw new Error('no suggested setup');
    const unmarked = { ...suggestedSetup, away: { ...suggestedSetup.away, teamId: undefined } };
    const refused = await call(analyst, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: unmarked, revision: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/^Keep the customer’s team on one side/);
    const oddNumber = {
      ...suggestedSetup,
      away: { ...suggestedSetup.away, players: [...suggestedSetup.away.players, { id: 'kim', number: '7A', name: 'Kim' }] },
    };
    expect(
      (await call(analyst, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: oddNumber, revision: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call(analyst, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: suggestedSetup, revision: 0 })).statusCode,
    ).toBe(200);
    expect((await workspaceOf(gameId)).suggestedSetup).toBeNull();
    await call(analyst, 'POST', `/api/analysis/games/${gameId}/release`);
  });

  it('prefills the whole active roster of a big team (35 players), and the setup saves as suggested', async () => {
    const big = await call(coach, 'POST', '/api/teams', { name: 'Eastside Giants', shortName: 'GIA', color: '#16a34a' });
    const bigId = big.json<{ id: string }>().id;
    const csv = ['number,name', ...Array.from({ length: 37 }, (_, i) => `${String(i + 1)},Giant ${String(i + 1)}`)].join('\n');
    expect((await call(coach, 'POST', `/api/teams/${bigId}/players/import`, { csv })).statusCode).toBe(201);
    // Two of the 37 left the team: they are archived, and not suggested.
    const roster = (await call(coach, 'GET', `/api/teams/${bigId}`)).json<Roster>().players;
    for (const number of ['36', '37']) {
      const id = roster.find((p) => p.number === number)?.id ?? '';
      expect((await call(coach, 'PATCH', `/api/teams/${bigId}/players/${id}`, { archived: true })).statusCode).toBe(200);
    }
    const created = await uploadLinkGame(coach, 'Giants vs Owls', {
      teamId: bigId,
      opponentName: 'Owls',
      playedOn: '2026-09-27',
    });
    const gameId = created.json<{ id: string }>().id;
    await t.database.db.update(games).set({ status: 'ready' }).where(eq(games.id, gameId));

    const { suggestedSetup } = await workspaceOf(gameId);
    if (!suggestedSetup) throw new Error('no suggested setup');
    expect(suggestedSetup.home.players.map((p) => p.number)).toEqual(Array.from({ length: 35 }, (_, i) => String(i + 1)));
    expect((await call(analyst, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
    const saved = await call(analyst, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: suggestedSetup, revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await workspaceOf(gameId)).setup?.home.players).toHaveLength(35);
    await call(analyst, 'POST', `/api/analysis/games/${gameId}/release`);
  });

  it('adds the season up from the delivered games, with players the analyst added joining the roster', async () => {
    // Game 1, at home to the Hawks on Oct 1, Tigers 8-2 (worked out by hand, as in packages/domain's season test):
    // #1 a three (assist #2) and a two; Hawks #1 a two; #23 Jo Newman, not on the roster, on for #5 at 5:00 and
    // scores a two; #2 makes one free throw of two.
    const game1 = await teamGame('Tigers vs Hawks', {
      opponentName: 'Hawks',
      opponentColor: '#16a34a',
      playedOn: '2026-10-01',
      homeAway: 'home',
      opponentRoster: '1 Hal One\n2 Hal Two\n3 Hal Three\n4 Hal Four\n5 Hal Five',
    });
    const suggested1 = (await workspaceOf(game1)).suggestedSetup;
    if (!suggested1) throw new Error('no suggested setup');
    const tiger = (number: string) => suggested1.home.players.find((p) => p.number === number)?.id ?? '';
    const hawk = (number: string) => suggested1.away.players.find((p) => p.number === number)?.id ?? '';
    const setup1 = withJoNewman(suggested1);
    await tagAndDeliver(game1, setup1, [
      [590, { type: 'shot', team: 'home', playerId: tiger('1'), made: true, points: 3, assistId: tiger('2') }],
      [560, { type: 'shot', team: 'home', playerId: tiger('1'), made: true, points: 2 }],
      [400, { type: 'shot', team: 'away', playerId: hawk('1'), made: true, points: 2 }],
      [300, { type: 'substitution', team: 'home', inId: 'jo-newman', outId: tiger('5') }],
      [250, { type: 'shot', team: 'home', playerId: 'jo-newman', made: true, points: 2 }],
      [200, { type: 'foul', team: 'away', playerId: hawk('2'), drawnById: tiger('2'), kind: 'shooting' }],
      [200, { type: 'free_throw', team: 'home', playerId: tiger('2'), made: true }],
      [200, { type: 'free_throw', team: 'home', playerId: tiger('2'), made: false }],
      [198, { type: 'rebound', team: 'away', playerId: hawk('3'), offensive: false }],
    ]);

    // The customer is told who joined the roster: on the game page and in the delivery e-mail.
    const page = (await call(coach, 'GET', `/api/games/${game1}`)).json<{ teamName: string; addedPlayers: object[] }>();
    expect(page.teamName).toBe('Northside Tigers');
    expect(page.addedPlayers).toEqual([{ id: expect.any(String), number: '23', name: 'Jo Newman' }]);
    const [mail] = await t.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, coach.email), eq(emailOutbox.kind, 'box_score_ready')));
    expect(mail?.text).toContain(
      'We added a player to the Northside Tigers roster who played but were not on it: #23 Jo Newman.',
    );
    const jo = await rosterIdOf('23');
    expect(jo).not.toBe('');

    // Game 2, away at the Eagles on Oct 8, Tigers 2-3: Eagles #1 a three, #1 misses a two, Eagles #2 rebounds and
    // loses the ball to #4's steal, #3 a two, Eagles #1 misses a two out off an Eagle (a Tigers team rebound), the
    // Tigers run out the shot clock (a team turnover). The analyst saw a #6 who is not Flo Gale: he joins the roster
    // archived, as Flo keeps the number.
    const game2 = await teamGame('Tigers at Eagles', { opponentName: 'Eagles', playedOn: '2026-10-08', homeAway: 'away' });
    const suggested2 = (await workspaceOf(game2)).suggestedSetup;
    if (!suggested2) throw new Error('no suggested setup');
    expect(suggested2.away.players.map((p) => p.number)).toEqual(['1', '2', '3', '4', '5', '6', '23']);
    expect(suggested2.home.players).toEqual([]);
    const eagles = [1, 2, 3, 4, 5].map((n) => ({ id: `e${String(n)}`, number: String(n), name: `Eagle ${String(n)}` }));
    const setup2: GameSetup = {
      ...suggested2,
      home: { ...suggested2.home, players: eagles, starters: eagles.map((p) => p.id) },
      away: {
        ...suggested2.away,
        // The analyst also typed Di Ekk's line afresh: the same number and name are the same roster player.
        players: [
          ...suggested2.away.players.filter((p) => p.number !== '6' && p.number !== '4'),
          { id: 'guest-6', number: '6', name: 'Guest Six' },
          { id: 'di-typed', number: '4', name: 'di ekk' },
        ],
        starters: [...['1', '2', '3', '5'].map(tiger), 'di-typed'],
      },
    };
    await tagAndDeliver(game2, setup2, [
      [580, { type: 'shot', team: 'home', playerId: 'e1', made: true, points: 3 }],
      [560, { type: 'shot', team: 'away', playerId: tiger('1'), made: false, points: 2 }],
      [558, { type: 'rebound', team: 'home', playerId: 'e2', offensive: false }],
      [540, { type: 'turnover', team: 'home', playerId: 'e2', stealId: 'di-typed' }],
      [530, { type: 'shot', team: 'away', playerId: tiger('3'), made: true, points: 2 }],
      [510, { type: 'shot', team: 'home', playerId: 'e1', made: false, points: 2 }],
      [508, { type: 'rebound', team: 'away', offensive: false }],
      [484, { type: 'turnover', team: 'away', kind: 'shot clock' }],
    ]);
    const roster = (await call(coach, 'GET', `/api/teams/${teamId}`)).json<Roster>().players;
    expect(roster.filter((p) => p.number === '6').map((p) => [p.name, p.archived])).toEqual([
      ['Flo Gale', false],
      ['Guest Six', true],
    ]);
    expect(roster.filter((p) => p.number === '4').map((p) => p.name)).toEqual(['Di Ekk']);
    const page2 = (await call(coach, 'GET', `/api/games/${game2}`)).json<{ addedPlayers: { name: string }[] }>();
    expect(page2.addedPlayers.map((p) => p.name)).toEqual(['Guest Six']);

    // A third game, still in review, is not in the season.
    const pending = await teamGame('Tigers vs Owls', { opponentName: 'Owls', playedOn: '2026-10-15' });
    await t.database.db.update(games).set({ status: 'in_review' }).where(eq(games.id, pending));

    const response = await call(coach, 'GET', `/api/teams/${teamId}/season`);
    expect(response.statusCode, response.body).toBe(200);
    const { season } = response.json<SeasonBody>();
    expect({ games: season.games, wins: season.wins, losses: season.losses }).toEqual({ games: 2, wins: 1, losses: 1 });
    expect(season.results).toEqual([
      { gameId: game1, playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', pointsFor: 8, pointsAgainst: 2, result: 'W' },
      { gameId: game2, playedOn: '2026-10-08', opponent: 'Eagles', side: 'away', pointsFor: 2, pointsAgainst: 3, result: 'L' },
    ]);
    expect(season.team.totals.pts).toBe(10);
    expect(season.team.perGame.pts).toBe(5);
    // The team rebound and turnover count in the team's totals and its Team row, in no player's line.
    expect(season.team.teamRow).toEqual({ totals: { reb: 1, tov: 1 }, perGame: { reb: 0.5, tov: 0.5 } });
    expect(season.team.totals).toMatchObject({ reb: 1, tov: 1 });
    expect(season.opponents.perGame.pts).toBe(2.5);
    expect(season.perMinutesBasis).toBe(32);
    const line = (number: string) =>
      season.players.find((p) => p.playerId === roster.find((r) => r.number === number && !r.archived)?.id);
    // #1: 5 points on 2 of 3 (1 of 1 from three) in 2 x 40 minutes; +6 then -1; 2.0 points per 32 minutes.
    expect(line('1')).toMatchObject({
      games: 2,
      totals: { pts: 5, fgm: 2, fga: 3, fg3m: 1, fg3a: 1 },
      seconds: 4800,
      plusMinus: 5,
      perGame: { pts: 2.5 },
      perMinutes: { pts: 2 },
    });
    expect(line('1')?.log.map((entry) => entry.gameId)).toEqual([game1, game2]);
    // Jo Newman, added in game 1, is the same roster player: 2 points in 35 minutes, +3, 1.8 per 32 minutes.
    expect(line('23')).toMatchObject({ games: 1, seconds: 2100, plusMinus: 3, totals: { pts: 2 }, perMinutes: { pts: 1.8 } });
    expect(line('5')).toMatchObject({ games: 2, seconds: 2700, plusMinus: 2 });
    expect(line('2')).toMatchObject({ totals: { pts: 1, ftm: 1, fta: 2, ast: 1 } });
    // Delivered by engine 3, both games carry the sheet's columns: #2 drew the Hawks' shooting foul (FD 1); EFF
    // 1 point + 1 assist - 1 missed free throw = 1.
    expect(line('2')).toMatchObject({ sheet: { fd: 1, blka: 0, eff: 1, sheetGames: 2 } });
    expect(line('4')).toMatchObject({ totals: { stl: 1 } });
    // Flo Gale and Guest Six did not play.
    expect(line('6')).toBeUndefined();
    expect(season.players).toHaveLength(6);
    expect(season.players.map((p) => [p.totals.reb, p.totals.tov])).toEqual(season.players.map(() => [0, 0]));

    // The downloads and a revocable link; another customer is told the team does not exist.
    const csv = await call(coach, 'GET', `/api/teams/${teamId}/season.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Jo Newman');
    // The Team row: REB 1, TOV 1, REB/G 0.5, every other cell blank.
    expect(csv.body).toContain('\r\n,Team,,,,,,,,,,,,1,,,,1,,,,0.5,,,,,,,,,,,,,\r\n');
    const pdf = await call(coach, 'GET', `/api/teams/${teamId}/season.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [pdfPage = ''] = pdftotextPages(pdf.rawPayload);
    expect(rowCells(pdfPage, 'Team')).toEqual(['1', '1', '0.5']);
    expect(pdfImages(pdf.rawPayload)).toEqual([]);
    // With a logo (a real 1x1 PNG), the PDF draws it on page 1; the season's JSON says nothing of it.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const logo = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/logo`,
      headers: { origin: t.config.baseUrl, cookie: coach.cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const withLogo = await call(coach, 'GET', `/api/teams/${teamId}/season.pdf`);
    expect(pdfImages(withLogo.rawPayload)).toEqual([{ page: 1, width: 1, height: 1 }]);
    expect(Object.keys((await call(coach, 'GET', `/api/teams/${teamId}/season`)).json<SeasonBody>().team).sort()).toEqual([
      'color',
      'id',
      'name',
      'seasonLabel',
      'shortName',
    ]);
    expect((await call(stranger, 'GET', `/api/teams/${teamId}/season`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/teams/${teamId}/share-links`, { expiresInDays: null })).statusCode).toBe(404);

    const shared = await call(coach, 'POST', `/api/teams/${teamId}/share-links`, { expiresInDays: 30 });
    expect(shared.statusCode).toBe(201);
    const { url, link } = shared.json<{ url: string; link: { id: string } }>();
    const token = url.split('/s/')[1] ?? '';
    const read = await call(null, 'GET', `/api/shared/${token}`);
    expect(read.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(read.json<SeasonBody & { kind: string }>()).toMatchObject({ kind: 'season', team: { name: 'Northside Tigers' } });
    // No id of ours anywhere in it: games, players and the team are named by keys of this answer, which still
    // join (each game log to a result, each player to a name) and carry the owner's figures.
    expectNoInternalIds(read.json(), await internalIds(t.database.db));
    const sharedSeason = read.json<SeasonBody>().season;
    const withoutGameId = (results: object[]) => results.map((result) => ({ ...result, gameId: undefined }));
    expect(withoutGameId(sharedSeason.results)).toEqual(withoutGameId(season.results));
    expect(sharedSeason.results.map((result) => (result as { gameId: string }).gameId)).toEqual(['game-1', 'game-2']);
    const sharedRoster = new Map(read.json<SeasonBody>().roster.map((player) => [player.id, player.name]));
    const sharedJo = sharedSeason.players.find((player) => sharedRoster.get(player.playerId) === 'Jo Newman');
    expect(sharedJo).toMatchObject({ games: 1, seconds: 2100, plusMinus: 3, log: [{ gameId: 'game-1' }] });
    expect(sharedSeason.players.map((player) => sharedRoster.has(player.playerId))).toEqual(season.players.map(() => true));

    // A shared game of the team carries none either: its players and plays have keys of their own.
    const gameLink = await call(coach, 'POST', `/api/games/${game1}/share-links`, { expiresInDays: null });
    const sharedGame = await call(null, 'GET', `/api/shared/${gameLink.json<{ url: string }>().url.split('/s/')[1] ?? ''}`);
    expect(sharedGame.statusCode).toBe(200);
    expectNoInternalIds(sharedGame.json(), await internalIds(t.database.db));
    // The shared season names those who played: Flo Gale and Guest Six did not.
    expect(
      read
        .json<SeasonBody>()
        .roster.map((player) => player.name)
        .sort(),
    ).toEqual(['Ava Reed', 'Bea Cole', 'Cy Dunn', 'Di Ekk', 'Eve Fox', 'Jo Newman']);
    expect((await call(stranger, 'GET', `/api/teams/${teamId}/share-links`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/teams/${teamId}/share-links/${link.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared/${token}/season.csv`)).statusCode).toBe(200);
    // The shared PDF carries the logo too; the shared JSON does not.
    expect(pdfImages((await call(null, 'GET', `/api/shared/${token}/season.pdf`)).rawPayload)).toHaveLength(1);
    expect(Object.keys(read.json<SeasonBody>().team).sort()).toEqual(['color', 'name', 'seasonLabel', 'shortName']);

    // Names a spreadsheet would split or run if written unquoted (Excel in a `;` locale reads `Lee;=1+1;` as three
    // cells and runs `=1+1`): in the owner's and the shared season CSV, each is one quoted cell, guarded.
    for (const [number, name] of [
      ['2', 'Lee;=1+1;'],
      ['3', '=2+3\tAda'],
    ] as const) {
      const renamed = await call(coach, 'PATCH', `/api/teams/${teamId}/players/${await rosterIdOf(number)}`, { name });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
    for (const url of [`/api/teams/${teamId}/season.csv`, `/api/shared/${token}/season.csv`]) {
      const hostile = (await call(url.startsWith('/api/shared') ? null : coach, 'GET', url)).body;
      expect(hostile, url).toContain('\r\n2,"Lee;=1+1;",2,');
      expect(hostile, url).toContain('\r\n3,"\'=2+3\tAda",2,');
      expectSpreadsheetSafe(hostile);
    }
    expect((await call(null, 'GET', `/api/shared/${token}/report.pdf`)).statusCode).toBe(404);
    expect((await call(coach, 'GET', `/api/teams/${teamId}/share-links`)).json<{ links: object[] }>().links).toHaveLength(1);
    expect((await call(coach, 'DELETE', `/api/teams/${teamId}/share-links/${link.id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/shared/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared/${token}/season.pdf`)).statusCode).toBe(404);

    // The season reads the box scores stored at delivery, never the plays: editing a delivered game's plays (a
    // fault, or a future engine) changes nothing a customer was given.
    await t.database.db.execute(
      sql`update game_events set body = jsonb_set(body, '{made}', 'false') where body->>'type' = 'shot'`,
    );
    expect((await call(coach, 'GET', `/api/teams/${teamId}/season`)).json<SeasonBody>().season).toEqual(season);

    // Points in the paint and fast breaks come from each stored report's figures. Game 1's report says the
    // Tigers (home) scored 6 in the paint and did not record fast breaks; game 2's (the Tigers away) records no
    // paint points and 2 fast-break points (as an engine 3 report says null: "not recorded").
    const setFigure = (gameId: string, side: 'home' | 'away', figure: string, value: number | null) =>
      t.database.db.execute(
        sql`update box_scores set report = jsonb_set(report, ${`{figures,${side},${figure}}`}::text[], ${JSON.stringify(
          value === null ? null : { points: value, plays: [] },
        )}::jsonb) where game_id = ${gameId}`,
      );
    await setFigure(game1, 'home', 'paintPoints', 6);
    await setFigure(game1, 'home', 'fastBreakPoints', null);
    await setFigure(game1, 'away', 'paintPoints', 2);
    await setFigure(game2, 'away', 'paintPoints', null);
    await setFigure(game2, 'away', 'fastBreakPoints', 2);
    await setFigure(game2, 'home', 'paintPoints', null);
    const recorded = (await call(coach, 'GET', `/api/teams/${teamId}/season`)).json<SeasonBody>().season;
    expect(recorded.team.recorded).toEqual({
      paintPoints: { total: 6, games: 1, perGame: 6 },
      fastBreakPoints: { total: 2, games: 1, perGame: 2 },
    });
    expect(recorded.opponents.recorded.paintPoints).toEqual({ total: 2, games: 1, perGame: 2 });
    // In the CSV: per game, over how many games.
    const figuresCsv = (await call(coach, 'GET', `/api/teams/${teamId}/season.csv`)).body;
    expect(figuresCsv).toContain('\r\nPoints in the paint,6,1,2,1\r\n');
  });
});
