import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPlayers, teams } from '../../db/schema.js';
import { createStorage } from '../storage/create-storage.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

/** A real 1x1 PNG and a real 1x1 WebP, byte for byte. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

interface TeamView {
  id: string;
  name: string;
  shortName: string;
  color: string;
  seasonLabel: string | null;
  logoUrl: string | null;
  players?: { id: string; number: string; name: string; position: string | null; archived: boolean }[];
}

describe('teams and rosters', () => {
  let t: TestApp;
  let coach: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signUpUser(t, 'teams-coach@example.com');
    stranger = await signUpUser(t, 'teams-stranger@example.com');
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  async function newTeam(name = 'Northside Tigers'): Promise<TeamView> {
    const response = await call(coach, 'POST', '/api/teams', { name, shortName: 'TIG', color: '#ea580c', seasonLabel: '2026' });
    expect(response.statusCode).toBe(201);
    return response.json<TeamView>();
  }
  const rosterOf = async (teamId: string) => (await call(coach, 'GET', `/api/teams/${teamId}`)).json<TeamView>().players ?? [];

  it('creates, lists and edits a team, with the page’s messages for bad fields', async () => {
    const team = await newTeam();
    expect(team).toMatchObject({ name: 'Northside Tigers', shortName: 'TIG', color: '#ea580c', seasonLabel: '2026' });
    const list = (await call(coach, 'GET', '/api/teams')).json<{ teams: TeamView[] }>().teams;
    expect(list.map((row) => row.id)).toContain(team.id);

    const edited = await call(coach, 'PUT', `/api/teams/${team.id}`, { name: 'Tigers', shortName: 'TGR', color: '#000000' });
    expect(edited.json<TeamView>()).toMatchObject({ name: 'Tigers', shortName: 'TGR', seasonLabel: null });

    const bad = await call(coach, 'POST', '/api/teams', { name: '', shortName: 'TIG', color: 'orange' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      name: 'Enter the team’s name',
      color: 'The main colour must be a colour like #1d4ed8',
    });
  });

  it('keeps jersey numbers unique among active players, naming who wears one, and archives a player who left', async () => {
    const team = await newTeam();
    const sam = await call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '7', name: 'Sam Lee', position: 'Guard' });
    expect(sam.statusCode).toBe(201);
    const taken = await call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '7', name: 'Jo King' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: { message: string } }>().error.message).toBe('Number 7 is already Sam Lee');

    // Sam leaves: archived, kept in the roster's history, and the number is free again.
    const samId = sam.json<{ id: string }>().id;
    const archived = await call(coach, 'PATCH', `/api/teams/${team.id}/players/${samId}`, { archived: true });
    expect(archived.json<{ archived: boolean }>().archived).toBe(true);
    expect((await call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '7', name: 'Jo King' })).statusCode).toBe(201);
    expect(await rosterOf(team.id)).toMatchObject([
      { number: '7', name: 'Jo King', archived: false },
      { number: '7', name: 'Sam Lee', archived: true },
    ]);
    // Bringing Sam back while Jo wears 7 is refused with the same message.
    const back = await call(coach, 'PATCH', `/api/teams/${team.id}/players/${samId}`, { archived: false });
    expect(back.json<{ error: { message: string } }>().error.message).toBe('Number 7 is already Jo King');
    // Too long a name is refused with the page's words.
    const long = await call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '8', name: 'x'.repeat(101) });
    expect(long.json<{ error: { message: string } }>().error.message).toBe('Player name must be at most 100 characters');
  });

  it('imports a good roster CSV whole', async () => {
    const team = await newTeam();
    const csv = 'number,name,position\r\n4,Sam Smith,Guard\r\n"11","Ree, Ola",Center\r\n00,Ben Chu,\r\n';
    const response = await call(coach, 'POST', `/api/teams/${team.id}/players/import`, { csv });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ added: unknown[] }>().added).toHaveLength(3);
    expect((await rosterOf(team.id)).map((player) => [player.number, player.name, player.position])).toEqual([
      ['4', 'Sam Smith', 'Guard'],
      ['00', 'Ben Chu', null],
      ['11', 'Ree, Ola', 'Center'],
    ]);
  });

  it('imports nothing from a file with bad rows or numbers already worn, and says which lines', async () => {
    const team = await newTeam();
    await call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '5', name: 'Lee Wong' });
    const csv = 'number,name\n9,Max Ade\n5,Jo King\nten,Ann Ash\n9,Eve Eng\n';
    const response = await call(coach, 'POST', `/api/teams/${team.id}/players/import`, { csv });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(error.fields).toEqual({
      'line 3': 'Number 5 is already Lee Wong',
      'line 4': 'A number is one to three digits, like 7 or 00',
      'line 5': 'Number 9 is already Max Ade',
    });
    expect(error.message).toBe('Nothing was imported: 3 lines need fixing (line 3: Number 5 is already Lee Wong)');
    // Where the players end up: only the one added before, none from the file.
    const rows = await t.database.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, team.id));
    expect(rows.map((row) => row.name)).toEqual(['Lee Wong']);
  });

  it('answers 404 for another customer’s team and 401 without a session', async () => {
    const team = await newTeam();
    expect((await call(stranger, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/teams/${team.id}/players`, { number: '1', name: 'Spy' })).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/teams/${team.id}`, { name: 'Mine', shortName: 'M', color: '#000000' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', '/api/teams')).json<{ teams: unknown[] }>().teams).toEqual([]);
    expect((await call(null, 'GET', '/api/teams')).statusCode).toBe(401);
  });

  describe('a team logo', () => {
    const putLogo = (user: TestUser, teamId: string, body: Buffer, contentType = 'image/png') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/teams/${teamId}/logo`,
        headers: { origin: t.config.baseUrl, cookie: user.cookie, 'content-type': contentType },
        payload: body,
      });
    const logoKeyOf = async (teamId: string) =>
      (await t.database.db.select({ key: teams.logoKey }).from(teams).where(eq(teams.id, teamId)))[0]?.key ?? null;
    const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: { message: string } }).error.message;

    it('is stored from a PNG, read back byte for byte with its type, and shown on the team', async () => {
      const team = await newTeam();
      expect(team.logoUrl).toBeNull();
      const stored = await putLogo(coach, team.id, PNG);
      expect(stored.statusCode).toBe(200);
      const { logoUrl } = stored.json<TeamView>();
      expect(logoUrl).toMatch(new RegExp(`^/api/teams/${team.id}/logo\\?v=[0-9a-f]+$`));
      expect(await logoKeyOf(team.id)).toMatch(new RegExp(`^teams/${team.id}/logo-[0-9a-f]+\\.png$`));

      const read = await call(coach, 'GET', logoUrl ?? '');
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PNG)).toBe(true);
      expect(read.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'private, max-age=300',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      expect((await call(coach, 'GET', `/api/teams/${team.id}`)).json<TeamView>().logoUrl).toBe(logoUrl);
      const listed = (await call(coach, 'GET', '/api/teams')).json<{ teams: TeamView[] }>().teams;
      expect(listed.find((row) => row.id === team.id)?.logoUrl).toBe(logoUrl);
    });

    it('is replaced by a new one at a new address, typed by its bytes, and the old object is deleted', async () => {
      const storage = createStorage(t.config);
      const team = await newTeam();
      const first = (await putLogo(coach, team.id, PNG)).json<TeamView>().logoUrl;
      const firstKey = await logoKeyOf(team.id);
      expect(firstKey && (await storage.size(firstKey))).toBe(PNG.length);

      // WebP bytes sent as image/png: the bytes decide.
      const replaced = await putLogo(coach, team.id, WEBP, 'image/png');
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json<TeamView>().logoUrl).not.toBe(first);
      const secondKey = await logoKeyOf(team.id);
      expect(secondKey).toMatch(/\.webp$/);
      expect(firstKey && (await storage.size(firstKey))).toBeNull();
      const read = await call(coach, 'GET', `/api/teams/${team.id}/logo`);
      expect(read.headers['content-type']).toBe('image/webp');
      expect(read.rawPayload.equals(WEBP)).toBe(true);
    });

    it('refuses a file that is not a PNG, JPEG or WebP image whatever its type says, and one over 512 KB', async () => {
      const team = await newTeam();
      const fake = await putLogo(coach, team.id, Buffer.from('<svg onload="alert(1)"></svg> not a picture'));
      expect(fake.statusCode).toBe(400);
      expect(errorOf(fake)).toBe('A logo must be a PNG, JPEG or WebP image');
      const empty = await putLogo(coach, team.id, Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      const svg = await putLogo(coach, team.id, Buffer.from('<svg/>'), 'image/svg+xml');
      expect(svg.statusCode).toBe(415);
      expect(errorOf(svg)).toBe('A logo must be a PNG, JPEG or WebP image');

      const large = await putLogo(coach, team.id, Buffer.concat([PNG, Buffer.alloc(512 * 1024)]));
      expect(large.statusCode).toBe(413);
      expect(errorOf(large)).toBe('A logo can be at most 512 KB');
      expect(await logoKeyOf(team.id)).toBeNull();
      expect((await call(coach, 'GET', `/api/teams/${team.id}/logo`)).statusCode).toBe(404);
    });

    it('is neither read nor changed by another customer (404) nor from another site (403)', async () => {
      const team = await newTeam();
      await putLogo(coach, team.id, PNG);
      const key = await logoKeyOf(team.id);
      expect((await call(stranger, 'GET', `/api/teams/${team.id}/logo`)).statusCode).toBe(404);
      expect((await putLogo(stranger, team.id, WEBP)).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/teams/${team.id}/logo`)).statusCode).toBe(404);
      const elsewhere = await t.app.inject({
        method: 'PUT',
        url: `/api/teams/${team.id}/logo`,
        headers: { origin: 'https://evil.example', cookie: coach.cookie, 'content-type': 'image/png' },
        payload: WEBP,
      });
      expect(elsewhere.statusCode).toBe(403);
      expect(await logoKeyOf(team.id)).toBe(key);
      expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/logo` })).statusCode).toBe(401);
    });

    it('is removed, object and all', async () => {
      const storage = createStorage(t.config);
      const team = await newTeam();
      await putLogo(coach, team.id, PNG);
      const key = await logoKeyOf(team.id);
      const removed = await call(coach, 'DELETE', `/api/teams/${team.id}/logo`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<TeamView>().logoUrl).toBeNull();
      expect(await logoKeyOf(team.id)).toBeNull();
      expect(key && (await storage.size(key))).toBeNull();
      expect((await call(coach, 'GET', `/api/teams/${team.id}/logo`)).statusCode).toBe(404);
    });
  });

  it('lets one of two players added at once with one number in, never both', async () => {
    const team = await newTeam();
    const [first, second] = await Promise.all([
      call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '23', name: 'Ann Ash' }),
      call(coach, 'POST', `/api/teams/${team.id}/players`, { number: '23', name: 'Bea Bell' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((await rosterOf(team.id)).filter((player) => player.number === '23')).toHaveLength(1);
  });
});
