import { randomUUID } from 'node:crypto';
import { emptyStatLine, type BoxScore, type PlayerLine, type StatLine, type TeamBox } from '@courtside/domain';
import pg from 'pg';
import type { FixtureBox } from '../db/schema.js';
import { fixtureLines } from '../modules/competitions/competition-figures.js';
import { refreshSeasons } from '../modules/competitions/stored-figures.js';
import { createDatabase } from '../db/client.js';

/**
 * The league of the load data set (issue 40): one public competition of 24 teams of 15 players (360), every team
 * meeting every other at home and away (552 fixtures, 46 rounds), each played with a delivered box score on the
 * fixture, as a season's end holds them. Its league organization is run by load customer 1 (owner), so it can be
 * signed in to. Written in the caller's order: after the load data set, or alone on an empty database.
 */

export const LOAD_COMPETITION = { slug: 'load-league-2026', teams: 24, playersPerTeam: 15 } as const;
export const LOAD_LEAGUE_ID = 'load-league';

/** A small, seeded generator: the same league on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each round of a double round robin (the circle method): pairs of team indexes, home first. */
export function doubleRoundRobin(teams: number): [number, number][][] {
  const order = Array.from({ length: teams }, (_, index) => index);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < teams - 1; round += 1) {
    const pairs: [number, number][] = [];
    for (let index = 0; index < teams / 2; index += 1) {
      const a = order[index] ?? 0;
      const b = order[teams - 1 - index] ?? 0;
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first, turn the rest one place.
    order.splice(1, 0, order.pop() ?? 0);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([home, away]): [number, number] => [away, home]))];
}

function playerLine(next: () => number, playerId: string): PlayerLine {
  const int = (max: number) => Math.floor(next() * (max + 1));
  const fga = int(16);
  const fg3a = Math.min(fga, int(6));
  const fg3m = Math.floor(fg3a * next() * 0.7);
  const fgm = Math.min(fga, fg3m + Math.floor((fga - fg3a) * next() * 0.8));
  const fta = int(6);
  const ftm = Math.floor(fta * (0.5 + next() * 0.5));
  const oreb = int(3);
  const dreb = int(7);
  return {
    playerId,
    pts: 2 * (fgm - fg3m) + 3 * fg3m + ftm,
    fgm,
    fga,
    fg3m,
    fg3a,
    ftm,
    fta,
    oreb,
    dreb,
    reb: oreb + dreb,
    ast: int(6),
    stl: int(3),
    blk: int(2),
    tov: int(4),
    pf: int(4),
    technicals: 0,
    plusMinus: null,
    seconds: null,
  };
}

function teamBox(lines: PlayerLine[]): TeamBox {
  const totals = emptyStatLine();
  for (const line of lines) for (const key of Object.keys(totals) as (keyof StatLine)[]) totals[key] += line[key];
  const quarter = Math.floor(totals.pts / 4);
  return {
    players: lines,
    totals: { ...totals, teamReb: 2, teamTov: 1, technicals: 0 },
    periodPoints: [quarter, quarter, quarter, totals.pts - 3 * quarter],
  };
}

/** A played game's box: ten of each roster's fifteen came on; a level score gets one more free throw at home. */
function gameBox(next: () => number, home: string[], away: string[]): BoxScore {
  const pick = (players: string[]) => players.filter(() => next() < 10 / 15).slice(0, 12);
  const homeLines = pick(home).map((id) => playerLine(next, id));
  const awayLines = pick(away).map((id) => playerLine(next, id));
  let box: BoxScore = { home: teamBox(homeLines), away: teamBox(awayLines) };
  const first = homeLines[0];
  if (box.home.totals.pts === box.away.totals.pts && first) {
    first.ftm += 1;
    first.fta += 1;
    first.pts += 1;
    box = { home: teamBox(homeLines), away: teamBox(awayLines) };
  }
  return box;
}

const TEAM_NAMES = [
  'Tigers',
  'Hawks',
  'Lions',
  'Bears',
  'Owls',
  'Sharks',
  'Wolves',
  'Falcons',
  'Comets',
  'Rockets',
  'Kings',
  'Giants',
  'Magpies',
  'Wombats',
  'Kookaburras',
  'Dingoes',
  'Jets',
  'Storm',
  'Thunder',
  'Blaze',
  'Cyclones',
  'Pelicans',
  'Ravens',
  'Dragons',
];
const FIRST = [
  'Zoë',
  'Tomás',
  'Mia',
  'Liam',
  'Aroha',
  'Nguyen',
  'Olivia',
  'Kai',
  'Sienna',
  'Mateo',
  'Amélie',
  'Jack',
  'Priya',
  'Noah',
  'Chloé',
];
const LAST = [
  'Ngata',
  'Álvarez',
  'Smith',
  'Nguyen',
  'O’Brien',
  'Papadopoulos',
  'Kowalski',
  'Tanaka',
  'Müller',
  'Rossi',
  'Singh',
  'Walker',
  'Brown',
  'Lee',
  'Kelly',
];

export interface CompetitionSeed {
  competitionId: string;
  teams: number;
  players: number;
  fixtures: number;
}

/** Writes the league, its competition, teams, rosters and 552 played fixtures with their boxes, in one transaction. */
export async function seedLoadCompetition(pool: pg.Pool, ownerId: string | null): Promise<CompetitionSeed> {
  const next = random(40);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`insert into organizations (id, name, slug, kind) values ($1, 'Load Metro League', $1, 'league')`, [
      LOAD_LEAGUE_ID,
    ]);
    if (ownerId)
      await client.query(`insert into members (id, organization_id, user_id, role) values ($1, $2, $3, 'owner')`, [
        randomUUID(),
        LOAD_LEAGUE_ID,
        ownerId,
      ]);
    const competitionId = randomUUID();
    await client.query(
      `insert into competitions (id, organization_id, name, season_label, slug, visibility, time_zone) values ($1, $2, 'Metro League', '2026', $3, 'public', 'Australia/Melbourne')`,
      [competitionId, LOAD_LEAGUE_ID, LOAD_COMPETITION.slug],
    );
    const teamIds = TEAM_NAMES.slice(0, LOAD_COMPETITION.teams).map(() => randomUUID());
    const rosters: string[][] = teamIds.map(() => Array.from({ length: LOAD_COMPETITION.playersPerTeam }, () => randomUUID()));
    await client.query(
      `insert into competition_teams (id, competition_id, name, short_name, color)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])`,
      [
        teamIds,
        teamIds.map(() => competitionId),
        TEAM_NAMES.slice(0, teamIds.length),
        TEAM_NAMES.slice(0, teamIds.length).map((name) => name.slice(0, 3).toUpperCase()),
        teamIds.map((_, index) => `#${(((index * 2654435761) >>> 8) & 0xffffff).toString(16).padStart(6, '0')}`),
      ],
    );
    const players = rosters.flatMap((roster, team) =>
      roster.map((id, index) => ({
        id,
        team: teamIds[team] ?? '',
        number: String(index * 3 + 1 + (team % 3)),
        name: `${FIRST[(index + team) % FIRST.length] ?? ''} ${LAST[(index * 7 + team) % LAST.length] ?? ''}`,
      })),
    );
    await client.query(
      `insert into competition_players (id, competition_team_id, number, name)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[])`,
      [players.map((p) => p.id), players.map((p) => p.team), players.map((p) => p.number), players.map((p) => p.name)],
    );
    const byId = new Map(players.map((player) => [player.id, player]));
    const rows: unknown[][] = [];
    const fixtureRows: {
      fixture: { id: string; competitionId: string; homeTeamId: string; awayTeamId: string };
      box: BoxScore;
    }[] = [];
    doubleRoundRobin(teamIds.length).forEach((pairs, round) => {
      const day = new Date(Date.UTC(2026, 3, 4 + 7 * round)).toISOString().slice(0, 10);
      pairs.forEach(([home, away], slot) => {
        const homeRoster = rosters[home] ?? [];
        const awayRoster = rosters[away] ?? [];
        const box = gameBox(next, homeRoster, awayRoster);
        const stored: FixtureBox = {
          box,
          players: [...box.home.players, ...box.away.players].map((line) => {
            const player = byId.get(line.playerId);
            return { id: line.playerId, teamId: player?.team ?? '', number: player?.number ?? '', name: player?.name ?? '' };
          }),
        };
        const id = randomUUID();
        fixtureRows.push({
          fixture: { id, competitionId, homeTeamId: teamIds[home] ?? '', awayTeamId: teamIds[away] ?? '' },
          box,
        });
        rows.push([
          id,
          competitionId,
          round + 1,
          day,
          `${String(9 + (slot % 6) * 2).padStart(2, '0')}:00`,
          `Court ${String((slot % 4) + 1)}`,
          teamIds[home],
          teamIds[away],
          box.home.totals.pts,
          box.away.totals.pts,
          JSON.stringify(stored),
        ]);
      });
    });
    const column = (index: number) => rows.map((row) => row[index]);
    await client.query(
      `insert into fixtures (id, competition_id, round, date, time, venue, home_team_id, away_team_id, status, home_score, away_score,
                             result_source, game_home_score, game_away_score, box)
       select id, competition, round, date, time, venue, home, away, 'played', hs, as_, 'game', hs, as_, box
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::uuid[], $9::int[], $10::int[], $11::jsonb[])
         as t(id, competition, round, date, time, venue, home, away, hs, as_, box)`,
      Array.from({ length: 11 }, (_, index) => column(index)),
    );
    // The leaders' stored lines of every box, as a delivery writes them.
    const lines = fixtureRows.flatMap(({ fixture, box }) => fixtureLines(fixture, box));
    const keys = Object.keys(lines[0] ?? {}) as (keyof (typeof lines)[number])[];
    const columns = keys.map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    await client.query(
      `insert into fixture_player_lines (${columns.join(', ')})
       select * from unnest(${keys.map((key, index) => `$${String(index + 1)}::${['fixtureId', 'competitionId', 'teamId'].includes(key) ? 'uuid' : key === 'playerId' ? 'text' : 'int'}[]`).join(', ')})`,
      keys.map((key) => lines.map((line) => line[key])),
    );
    // The players' seasons, as deliveries keep them (drizzle runs the statements on this transaction's client).
    await refreshSeasons(createDatabase(client as unknown as pg.Pool), competitionId, null);
    await client.query('COMMIT');
    await client.query(
      'VACUUM (ANALYZE) competitions, competition_teams, competition_players, fixtures, fixture_player_lines, competition_player_seasons',
    );
    return { competitionId, teams: teamIds.length, players: players.length, fixtures: rows.length };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
