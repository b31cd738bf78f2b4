import {
  COMPETITION_LIMITS,
  COMPETITION_SLUG,
  STAT_KEYS,
  effOf,
  emptyStatLine,
  playedIn,
  tieText,
  type BracketMatch,
  type Ladder,
  type LeaderBoard,
  type PlayerLine,
  type StatLine,
} from '@courtside/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { competitionPlayers, competitionTeams, competitions, fixtures, organizations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { boxPlayers, competitionBracket, countsInLadder } from './competition-figures.js';
import { storedLeaders, storedStandings } from './stored-figures.js';

// What a public or unlisted competition shows anyone (DESIGN.md §6: identical for every reader): one snapshot of its
// stored rows, from which the JSON, the CSV, the calendar and the pages are all drawn. A snapshot is kept for a few
// seconds and read again when the competition's rows changed, so a game-day crowd costs one small query a request
// and a new result shows at once here (and within the pages' max-age behind a CDN).

export type CompetitionRow = typeof competitions.$inferSelect;
export type TeamRow = typeof competitionTeams.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;

export interface PublicPlayer {
  id: string;
  teamId: string;
  number: string;
  name: string;
}

export interface PublicSnapshot {
  competition: CompetitionRow;
  teams: TeamRow[];
  teamById: Map<string, TeamRow>;
  /** In date order. */
  fixtures: FixtureRow[];
  fixtureById: Map<string, FixtureRow>;
  players: Map<string, PublicPlayer>;
  ladder: Ladder;
  /** Each tie said in words: "Ukraine, Croatia and Italy 3-2; between them …". */
  tieTexts: string[];
  leaders: LeaderBoard[];
  /** The finals as they stand, once drawn. */
  bracket: BracketMatch[] | null;
  /** Changes whenever a row the pages show changes: the pages' cache key. */
  version: string;
}

export interface PlayerGame {
  fixture: FixtureRow;
  side: 'home' | 'away';
  opponent: TeamRow | undefined;
  line: PlayerLine;
}

export interface PlayerSeason {
  player: PublicPlayer;
  team: TeamRow | undefined;
  games: PlayerGame[];
  totals: StatLine & { eff: number };
}

const notFound = () => new AppError(404, 'not_found', 'Competition not found');

/** How long a snapshot is trusted before its version is asked again. */
const FRESH_MS = 2_000;
const MAX_SNAPSHOTS = 64;

export function createPublicCompetitions({ db, freshMs = FRESH_MS }: { db: Database; freshMs?: number }) {
  const cache = new Map<string, { snapshot: PublicSnapshot; checkedAt: number }>();
  const pending = new Map<string, Promise<PublicSnapshot>>();

  /**
   * What the pages show changes with: the competition's row, and a digest of every fixture's id and last change and
   * the teams' and players' counts. A digest, not the newest time: two changes may commit in the other order than
   * their clocks, and a maximum would miss the one that committed second with the earlier time.
   */
  async function versionOf(competitionId: string): Promise<string> {
    const result = await db.execute<{ version: string }>(sql`
      select concat_ws('.',
        (select extract(epoch from updated_at)::text from competitions where id = ${competitionId}),
        (select md5(coalesce(string_agg(id::text || extract(epoch from updated_at)::text, ',' order by id), ''))
           from fixtures where competition_id = ${competitionId}),
        (select count(*)::text from competition_teams where competition_id = ${competitionId}),
        (select count(*)::text from competition_players p join competition_teams t on t.id = p.competition_team_id
          where t.competition_id = ${competitionId})) as version`);
    return result.rows[0]?.version ?? '';
  }

  async function load(competition: CompetitionRow, version: string): Promise<PublicSnapshot> {
    const teams = await db
      .select()
      .from(competitionTeams)
      .where(eq(competitionTeams.competitionId, competition.id))
      .orderBy(asc(competitionTeams.name));
    const roster = teams.length
      ? await db
          .select()
          .from(competitionPlayers)
          .where(
            inArray(
              competitionPlayers.competitionTeamId,
              teams.map((team) => team.id),
            ),
          )
      : [];
    const rows = await db
      .select()
      .from(fixtures)
      .where(eq(fixtures.competitionId, competition.id))
      .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.round), asc(fixtures.id));
    const players = new Map<string, PublicPlayer>(
      roster.map((player) => [
        player.id,
        { id: player.id, teamId: player.competitionTeamId, number: player.number, name: player.name },
      ]),
    );
    for (const [id, player] of boxPlayers(rows)) if (!players.has(id)) players.set(id, player);
    const [standing, leaders] = await Promise.all([storedStandings(db, competition), storedLeaders(db, competition)]);
    const teamById = new Map(teams.map((team) => [team.id, team]));
    const nameOf = (id: string) => teamById.get(id)?.name ?? id;
    return {
      competition,
      teams,
      teamById,
      fixtures: rows,
      fixtureById: new Map(rows.map((fixture) => [fixture.id, fixture])),
      players,
      ladder: standing,
      tieTexts: standing.ties.map((tie) => tieText(tie, standing.rows, nameOf)),
      leaders,
      bracket: competitionBracket(competition.finalsSize, standing, rows),
      version,
    };
  }

  async function check(slug: string): Promise<PublicSnapshot> {
    // Only an address a competition can have is looked up (a NUL or a stray byte never reaches the database).
    if (slug.length > COMPETITION_LIMITS.slug || !COMPETITION_SLUG.test(slug)) throw notFound();
    // Within a moment of its last check, a snapshot is served as it is: a game-day crowd asks nothing of the database.
    const cached = cache.get(slug);
    const now = Date.now();
    if (cached && now - cached.checkedAt < freshMs) return cached.snapshot;
    // A deleted organization's competitions are deleted with it; those of one deleted before that, left behind,
    // are not served either.
    const [found] = await db
      .select({ competition: competitions })
      .from(competitions)
      .innerJoin(organizations, and(eq(organizations.id, competitions.organizationId), isNull(organizations.deletedAt)))
      .where(eq(competitions.slug, slug));
    const competition = found?.competition;
    if (!competition || competition.visibility === 'private') {
      cache.delete(slug);
      throw notFound();
    }
    const version = await versionOf(competition.id);
    if (cached?.snapshot.version === version && cached.snapshot.competition.id === competition.id) {
      cached.checkedAt = now;
      return cached.snapshot;
    }
    const snapshot = await load(competition, version);
    cache.delete(slug);
    cache.set(slug, { snapshot, checkedAt: now });
    if (cache.size > MAX_SNAPSHOTS) cache.delete(cache.keys().next().value ?? '');
    return snapshot;
  }

  return {
    /** The snapshot of a public or unlisted competition; a private one, or none, is 404 to everyone here. */
    async snapshot(slug: string): Promise<PublicSnapshot> {
      const cached = cache.get(slug);
      if (cached && Date.now() - cached.checkedAt < freshMs) return cached.snapshot;
      // Requests that find the snapshot due for a check at once share that one check.
      const found = pending.get(slug);
      if (found) return found;
      const checking = check(slug).finally(() => pending.delete(slug));
      pending.set(slug, checking);
      return checking;
    },

    /** Every public competition, for the sitemap (unlisted ones are left out: they are not to be found). */
    async listed(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: competitions.slug, updatedAt: competitions.updatedAt })
        .from(competitions)
        .innerJoin(organizations, and(eq(organizations.id, competitions.organizationId), isNull(organizations.deletedAt)))
        .where(eq(competitions.visibility, 'public'))
        .orderBy(asc(competitions.slug))
        .limit(10_000);
    },
  };
}

export type PublicCompetitions = ReturnType<typeof createPublicCompetitions>;

/** A player's season in the competition: every regular-season game they came on in, in date order, and the totals. */
export function playerSeason(snapshot: PublicSnapshot, playerId: string): PlayerSeason | null {
  const player = snapshot.players.get(playerId);
  if (!player) return null;
  const games: PlayerGame[] = [];
  const totals = { ...emptyStatLine(), eff: 0 };
  for (const fixture of snapshot.fixtures) {
    // The games the leaders count: the regular season's decided ones (a box kept on a flagged fixture is not).
    if (!fixture.box || !countsInLadder(fixture)) continue;
    for (const side of ['home', 'away'] as const) {
      const line = fixture.box.box[side].players.find((candidate) => candidate.playerId === playerId);
      if (!line || !playedIn(line)) continue;
      games.push({
        fixture,
        side,
        opponent: snapshot.teamById.get(side === 'home' ? fixture.awayTeamId : fixture.homeTeamId),
        line,
      });
      for (const key of STAT_KEYS) totals[key] += line[key];
      totals.eff += effOf(line);
    }
  }
  return { player, team: snapshot.teamById.get(player.teamId), games, totals };
}

/** The players of a team who came on in any of its delivered games, and its roster's others, by number. */
export function teamPlayers(snapshot: PublicSnapshot, teamId: string): PlayerSeason[] {
  return [...snapshot.players.values()]
    .filter((player) => player.teamId === teamId)
    .map((player) => playerSeason(snapshot, player.id))
    .filter((season): season is PlayerSeason => season !== null)
    .sort((a, b) => a.player.number.length - b.player.number.length || a.player.number.localeCompare(b.player.number));
}

/** The fixtures of one team, in date order. */
export const teamFixtures = (snapshot: PublicSnapshot, teamId: string): FixtureRow[] =>
  snapshot.fixtures.filter((fixture) => fixture.homeTeamId === teamId || fixture.awayTeamId === teamId);

/** Whether a fixture's box score may be shown: the competition publishes them and a game was delivered. */
export const boxShown = (snapshot: PublicSnapshot, fixture: FixtureRow): boolean =>
  snapshot.competition.publishBoxScores && fixture.box !== null;
