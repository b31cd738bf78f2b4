import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPlayers } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

interface TeamView {
  id: string;
  name: string;
  shortName: string;
  color: string;
  seasonLabel: string | null;
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

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
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
