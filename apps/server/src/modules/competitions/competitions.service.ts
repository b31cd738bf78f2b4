import { createHash, randomBytes } from 'node:crypto';
import {
  COMPETITION_LIMITS,
  FORFEIT_SCORE,
  can,
  finalsDraw,
  importFixtures,
  type CompetitionFields,
  type CompetitionTeamInput,
  type FinalsSize,
  type FixtureStage,
  type FixtureProblem,
  type Ladder,
  type LeaderBoard,
  type ResultInput,
  type TieBreakMethod,
  type Visibility,
} from '@courtside/domain';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  competitionPlayers,
  competitionTeams,
  competitions,
  fixturePlayerLines,
  fixtures,
  games,
  organizations,
  teams,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { memberMayReadGame, requireCan, seesTeam, type Viewer } from '../../lib/viewer.js';
import { recordAudit } from '../audit/audit.js';
import { applyGameResult } from './fixture-games.js';
import { competitionBracket, competitionLadder } from './competition-figures.js';
import { playersOf, refreshSeasons, storedLeaders, storedStandings } from './stored-figures.js';

// A league's competitions (DESIGN.md §4 "Competitions (leagues)", issue 40): the league's owners and managers run
// them; its other members read them; a club whose team claimed one of its teams sees that team's fixtures and links
// its games to them. Every read and change checks the viewer against the competition's row, and answers 404 to
// anyone else, so a private competition is not even known to exist outside its organization.

type CompetitionRow = typeof competitions.$inferSelect;
type TeamRow = typeof competitionTeams.$inferSelect;
type FixtureRow = typeof fixtures.$inferSelect;

export interface CompetitionView {
  id: string;
  name: string;
  seasonLabel: string;
  slug: string;
  visibility: Visibility;
  timeZone: string;
  points: { win: number; loss: number; forfeitLoss: number };
  tieBreak: TieBreakMethod;
  publishBoxScores: boolean;
  qualificationPercent: number;
  /** What the viewer may do: run it (the league), or link games for their claimed teams (a club). */
  access: 'league' | 'club';
  /** The teams the viewer's club claimed (a club's view only). */
  claimedTeamIds: string[];
  createdAt: Date;
}

export interface CompetitionTeamView {
  id: string;
  name: string;
  shortName: string;
  color: string;
  secondaryColor: string | null;
  /** The claiming club's team name, once claimed; null before. */
  claimedBy: string | null;
  players: { id: string; number: string; name: string }[];
}

export interface FixtureView {
  id: string;
  round: number;
  stage: FixtureRow['stage'];
  date: string;
  time: string;
  venue: string | null;
  homeTeamId: string;
  awayTeamId: string;
  status: FixtureRow['status'];
  homeScore: number | null;
  awayScore: number | null;
  forfeitedBy: string | null;
  resultSource: 'league' | 'game' | null;
  gameId: string | null;
  /** The delivered game's own score, when a game was delivered for the fixture. */
  gameScore: { home: number; away: number } | null;
  /** The league's result and the delivered game's score differ: the league decides which stands. */
  disagreement: boolean;
}

export interface FixtureImportResult {
  imported: number;
}

const notFound = () => new AppError(404, 'not_found', 'Competition not found');
const teamNotFound = () => new AppError(404, 'not_found', 'Team not found');
const fixtureNotFound = () => new AppError(404, 'not_found', 'Fixture not found');
const slugTaken = () => new AppError(409, 'slug_taken', 'That address is taken. Choose another, like metro-league-2026-winter.');
const teamNameTaken = () => new AppError(409, 'team_name_taken', 'A team of this competition already has that name.');

export const toCompetitionView = (
  row: CompetitionRow,
  access: 'league' | 'club',
  claimedTeamIds: string[] = [],
): CompetitionView => ({
  id: row.id,
  name: row.name,
  seasonLabel: row.seasonLabel,
  slug: row.slug,
  visibility: row.visibility,
  timeZone: row.timeZone,
  points: { win: row.winPoints, loss: row.lossPoints, forfeitLoss: row.forfeitLossPoints },
  tieBreak: row.tieBreak,
  publishBoxScores: row.publishBoxScores,
  qualificationPercent: row.qualificationPercent,
  access,
  claimedTeamIds,
  createdAt: row.createdAt,
});

export const toFixtureView = (row: FixtureRow): FixtureView => ({
  id: row.id,
  round: row.round,
  stage: row.stage,
  date: row.date,
  time: row.time,
  venue: row.venue,
  homeTeamId: row.homeTeamId,
  awayTeamId: row.awayTeamId,
  status: row.status,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  forfeitedBy: row.forfeitedBy,
  resultSource: row.resultSource,
  gameId: row.gameId,
  gameScore:
    row.gameHomeScore !== null && row.gameAwayScore !== null ? { home: row.gameHomeScore, away: row.gameAwayScore } : null,
  disagreement: row.disagreement,
});

const fieldsOf = (input: CompetitionFields) => ({
  name: input.name,
  seasonLabel: input.seasonLabel,
  slug: input.slug,
  visibility: input.visibility,
  timeZone: input.timeZone,
  winPoints: input.points.win,
  lossPoints: input.points.loss,
  forfeitLossPoints: input.points.forfeitLoss,
  tieBreak: input.tieBreak,
  publishBoxScores: input.publishBoxScores,
  qualificationPercent: input.qualificationPercent,
});

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** A claim code a league hands a club: 20 letters and digits in groups of five, 100 bits. */
function newClaimCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}

async function audit(
  tx: Executor,
  viewer: Viewer,
  action: Parameters<typeof recordAudit>[1]['action'],
  targetType: 'competition' | 'fixture',
  targetId: string,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, { actor: { id: viewer.id, role: viewer.memberRole }, action, targetType, targetId, details });
}

/**
 * Whether a member reaches a competition through a team their club claimed in it: one of the club's teams they may
 * see (a coach limited to other teams does not; an unclaimed entry reaches nobody).
 */
const seesClaim = (viewer: Viewer, claimedTeamId: string | null) => claimedTeamId !== null && seesTeam(viewer, claimedTeamId);

export function createCompetitions({ db }: { db: Database }) {
  /** The competition as the viewer may see it: their league's, or one in which their club claimed a team; else 404. */
  async function reach(
    executor: Executor,
    viewer: Viewer,
    id: string,
  ): Promise<{ row: CompetitionRow; access: 'league' | 'club'; claimed: string[] }> {
    const [row] = await executor.select().from(competitions).where(eq(competitions.id, id));
    if (!row) throw notFound();
    if (row.organizationId === viewer.organizationId) {
      requireCan(viewer, 'read');
      return { row, access: 'league', claimed: [] };
    }
    // A club's member reaches it through a claimed team they may see (a coach limited to other teams does not).
    const claimed = (
      await executor
        .select({ id: competitionTeams.id, teamId: competitionTeams.claimedTeamId })
        .from(competitionTeams)
        .where(and(eq(competitionTeams.competitionId, id), eq(competitionTeams.claimedOrganizationId, viewer.organizationId)))
    ).filter((team) => seesClaim(viewer, team.teamId));
    if (claimed.length > 0 && can(viewer.memberRole, 'read'))
      return { row, access: 'club', claimed: claimed.map((team) => team.id) };
    throw notFound();
  }

  /** The competition, for a change only its league's owners and managers may make (locked for the change). */
  async function runs(tx: Executor, viewer: Viewer, id: string): Promise<CompetitionRow> {
    const [row] = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
    if (!row || row.organizationId !== viewer.organizationId) throw notFound();
    requireCan(viewer, 'competitions');
    return row;
  }

  async function fixtureOf(tx: Executor, competitionId: string, fixtureId: string): Promise<FixtureRow> {
    const [row] = await tx
      .select()
      .from(fixtures)
      .where(and(eq(fixtures.id, fixtureId), eq(fixtures.competitionId, competitionId)))
      .for('update');
    if (!row) throw fixtureNotFound();
    return row;
  }

  async function teamsOf(executor: Executor, competitionId: string): Promise<TeamRow[]> {
    return executor
      .select()
      .from(competitionTeams)
      .where(eq(competitionTeams.competitionId, competitionId))
      .orderBy(asc(competitionTeams.name));
  }

  async function requireRunner(viewer: Viewer) {
    requireCan(viewer, 'competitions');
    const [organization] = await db
      .select({ kind: organizations.kind })
      .from(organizations)
      .where(eq(organizations.id, viewer.organizationId));
    if (organization?.kind !== 'league' && organization?.kind !== 'club')
      throw new AppError(
        403,
        'not_a_league',
        'Competitions are run by a league or club organization. Create one from the organization menu.',
      );
  }

  async function insertCompetition(tx: Executor, viewer: Viewer, values: ReturnType<typeof fieldsOf> & { copiedFrom?: string }) {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(competitions)
      .where(eq(competitions.organizationId, viewer.organizationId));
    if (total >= COMPETITION_LIMITS.competitions)
      throw new AppError(
        409,
        'too_many_competitions',
        `An organization can run at most ${String(COMPETITION_LIMITS.competitions)} competitions.`,
      );
    try {
      const [row] = await tx
        .insert(competitions)
        .values({ ...values, organizationId: viewer.organizationId, actorId: viewer.id })
        .returning();
      if (!row) throw new Error('the competition was not stored');
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  return {
    /**
     * The viewer's league's competitions, and those where their club claimed a team they may see (as reach: a coach
     * limited to other teams is not listed one); newest first.
     */
    async list(viewer: Viewer): Promise<CompetitionView[]> {
      if (!can(viewer.memberRole, 'read')) return [];
      const own = await db
        .select()
        .from(competitions)
        .where(eq(competitions.organizationId, viewer.organizationId))
        .orderBy(asc(competitions.createdAt));
      const claims = await db
        .select({ competition: competitions, teamId: competitionTeams.id, claimedTeamId: competitionTeams.claimedTeamId })
        .from(competitionTeams)
        .innerJoin(competitions, eq(competitions.id, competitionTeams.competitionId))
        .where(eq(competitionTeams.claimedOrganizationId, viewer.organizationId));
      const clubs = new Map<string, { row: CompetitionRow; teams: string[] }>();
      for (const { competition, teamId, claimedTeamId } of claims) {
        if (competition.organizationId === viewer.organizationId) continue;
        if (!seesClaim(viewer, claimedTeamId)) continue;
        const entry = clubs.get(competition.id) ?? { row: competition, teams: [] };
        entry.teams.push(teamId);
        clubs.set(competition.id, entry);
      }
      return [
        ...own.map((row) => toCompetitionView(row, 'league')),
        ...[...clubs.values()].map(({ row, teams: claimed }) => toCompetitionView(row, 'club', claimed)),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async create(viewer: Viewer, input: CompetitionFields): Promise<CompetitionView> {
      await requireRunner(viewer);
      return db.transaction(async (tx) => {
        const row = await insertCompetition(tx, viewer, fieldsOf(input));
        await audit(tx, viewer, 'competition.created', 'competition', row.id, { name: row.name, slug: row.slug });
        return toCompetitionView(row, 'league');
      });
    },

    async get(viewer: Viewer, id: string): Promise<CompetitionView & { teams: CompetitionTeamView[] }> {
      const { row, access, claimed } = await reach(db, viewer, id);
      const teamRows = await teamsOf(db, id);
      const players = teamRows.length
        ? await db
            .select()
            .from(competitionPlayers)
            .where(
              inArray(
                competitionPlayers.competitionTeamId,
                teamRows.map((team) => team.id),
              ),
            )
            .orderBy(asc(competitionPlayers.number))
        : [];
      const claimedIds = teamRows.flatMap((team) => (team.claimedTeamId ? [team.claimedTeamId] : []));
      const claimedNames = new Map(
        claimedIds.length
          ? (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, claimedIds))).map((team) => [
              team.id,
              team.name,
            ])
          : [],
      );
      return {
        ...toCompetitionView(row, access, claimed),
        teams: teamRows.map((team) => ({
          id: team.id,
          name: team.name,
          shortName: team.shortName,
          color: team.color,
          secondaryColor: team.secondaryColor,
          claimedBy: team.claimedTeamId ? (claimedNames.get(team.claimedTeamId) ?? null) : null,
          players: players
            .filter((player) => player.competitionTeamId === team.id)
            .map((player) => ({ id: player.id, number: player.number, name: player.name })),
        })),
      };
    },

    async update(viewer: Viewer, id: string, input: CompetitionFields): Promise<CompetitionView> {
      return db.transaction(async (tx) => {
        const before = await runs(tx, viewer, id);
        try {
          const [row] = await tx
            .update(competitions)
            .set({ ...fieldsOf(input), updatedAt: new Date() })
            .where(eq(competitions.id, id))
            .returning();
          if (!row) throw notFound();
          await audit(tx, viewer, 'competition.changed', 'competition', id, {
            before: { name: before.name, slug: before.slug, visibility: before.visibility, tieBreak: before.tieBreak },
            after: { name: row.name, slug: row.slug, visibility: row.visibility, tieBreak: row.tieBreak },
          });
          return toCompetitionView(row, 'league');
        } catch (error) {
          if (isUniqueViolation(error)) throw slugTaken();
          throw error;
        }
      });
    },

    /** Next season from last: the same rules, teams and rosters under a new season and address; no fixtures. */
    async copy(viewer: Viewer, id: string, input: { seasonLabel: string; slug: string }): Promise<CompetitionView> {
      return db.transaction(async (tx) => {
        const source = await runs(tx, viewer, id);
        const row = await insertCompetition(tx, viewer, {
          ...fieldsOf({
            name: source.name,
            seasonLabel: input.seasonLabel,
            slug: input.slug,
            visibility: source.visibility,
            timeZone: source.timeZone,
            points: { win: source.winPoints, loss: source.lossPoints, forfeitLoss: source.forfeitLossPoints },
            tieBreak: source.tieBreak,
            publishBoxScores: source.publishBoxScores,
            qualificationPercent: source.qualificationPercent,
          }),
          copiedFrom: source.id,
        });
        for (const team of await teamsOf(tx, id)) {
          const [copy] = await tx
            .insert(competitionTeams)
            .values({
              competitionId: row.id,
              name: team.name,
              shortName: team.shortName,
              color: team.color,
              secondaryColor: team.secondaryColor,
            })
            .returning({ id: competitionTeams.id });
          const roster = await tx.select().from(competitionPlayers).where(eq(competitionPlayers.competitionTeamId, team.id));
          if (copy && roster.length)
            await tx
              .insert(competitionPlayers)
              .values(roster.map((player) => ({ competitionTeamId: copy.id, number: player.number, name: player.name })));
        }
        await audit(tx, viewer, 'competition.created', 'competition', row.id, { name: row.name, slug: row.slug, copiedFrom: id });
        return toCompetitionView(row, 'league');
      });
    },

    async addTeam(viewer: Viewer, id: string, input: CompetitionTeamInput): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(competitionTeams)
          .where(eq(competitionTeams.competitionId, id));
        if (total >= COMPETITION_LIMITS.teams)
          throw new AppError(409, 'too_many_teams', `A competition holds at most ${String(COMPETITION_LIMITS.teams)} teams.`);
        try {
          const [row] = await tx
            .insert(competitionTeams)
            .values({
              competitionId: id,
              name: input.name,
              shortName: input.shortName,
              color: input.color,
              secondaryColor: input.secondaryColor ?? null,
            })
            .returning({ id: competitionTeams.id });
          if (!row) throw new Error('the team was not stored');
          return row;
        } catch (error) {
          if (isUniqueViolation(error)) throw teamNameTaken();
          throw error;
        }
      });
    },

    async updateTeam(viewer: Viewer, id: string, teamId: string, input: CompetitionTeamInput): Promise<void> {
      await db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        try {
          const changed = await tx
            .update(competitionTeams)
            .set({
              name: input.name,
              shortName: input.shortName,
              color: input.color,
              secondaryColor: input.secondaryColor ?? null,
            })
            .where(and(eq(competitionTeams.id, teamId), eq(competitionTeams.competitionId, id)))
            .returning({ id: competitionTeams.id });
          if (changed.length === 0) throw teamNotFound();
          // The public pages' snapshot is read again when the competition's row changes.
          await tx.update(competitions).set({ updatedAt: new Date() }).where(eq(competitions.id, id));
        } catch (error) {
          if (isUniqueViolation(error)) throw teamNameTaken();
          throw error;
        }
      });
    },

    async addPlayer(
      viewer: Viewer,
      id: string,
      teamId: string,
      input: { number: string; name: string },
    ): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        const [team] = await tx
          .select({ id: competitionTeams.id })
          .from(competitionTeams)
          .where(and(eq(competitionTeams.id, teamId), eq(competitionTeams.competitionId, id)));
        if (!team) throw teamNotFound();
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(competitionPlayers)
          .where(eq(competitionPlayers.competitionTeamId, teamId));
        if (total >= 60) throw new AppError(409, 'roster_full', 'A roster can hold at most 60 players');
        try {
          const [row] = await tx
            .insert(competitionPlayers)
            .values({ competitionTeamId: teamId, ...input })
            .returning({ id: competitionPlayers.id });
          if (!row) throw new Error('the player was not stored');
          return row;
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError(409, 'number_taken', `#${input.number} is already worn on this team.`);
          throw error;
        }
      });
    },

    /** A one-time code the league hands the club whose team this is; a new code replaces the last. Shown once. */
    async claimCode(viewer: Viewer, id: string, teamId: string): Promise<{ code: string }> {
      return db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        const code = newClaimCode();
        const changed = await tx
          .update(competitionTeams)
          .set({ claimCodeHash: hashCode(code) })
          .where(and(eq(competitionTeams.id, teamId), eq(competitionTeams.competitionId, id)))
          .returning({ id: competitionTeams.id });
        if (changed.length === 0) throw teamNotFound();
        return { code };
      });
    },

    /** A club's owner or manager redeems a league's code for one of the club's teams. */
    async claim(
      viewer: Viewer,
      input: { code: string; teamId: string },
    ): Promise<{ competitionId: string; competitionTeamId: string }> {
      requireCan(viewer, 'competitions');
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.id, input.teamId), eq(teams.organizationId, viewer.organizationId)));
        if (!own) throw new AppError(404, 'not_found', 'Team not found');
        const [team] = await tx
          .select()
          .from(competitionTeams)
          .where(eq(competitionTeams.claimCodeHash, hashCode(input.code)))
          .for('update');
        if (!team)
          throw new AppError(
            404,
            'claim_code_unknown',
            'That code is not one we know, or it was used. Ask the league for a new one.',
          );
        await tx
          .update(competitionTeams)
          .set({ claimCodeHash: null, claimedTeamId: own.id, claimedOrganizationId: viewer.organizationId })
          .where(eq(competitionTeams.id, team.id));
        await audit(tx, viewer, 'competition.team_claimed', 'competition', team.competitionId, {
          competitionTeamId: team.id,
          teamId: own.id,
          organizationId: viewer.organizationId,
        });
        return { competitionId: team.competitionId, competitionTeamId: team.id };
      });
    },

    /** The fixtures in date order: all of them for the league, a club's claimed teams' only for the club. */
    async fixtures(viewer: Viewer, id: string): Promise<FixtureView[]> {
      const { access, claimed } = await reach(db, viewer, id);
      const rows = await db
        .select()
        .from(fixtures)
        .where(
          access === 'league'
            ? eq(fixtures.competitionId, id)
            : and(
                eq(fixtures.competitionId, id),
                or(inArray(fixtures.homeTeamId, claimed), inArray(fixtures.awayTeamId, claimed)),
              ),
        )
        .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.round));
      if (access === 'league') return rows.map(toFixtureView);
      // A club is shown the game of a fixture only when it is one of theirs they may read: another organization's
      // (the league's, the other club's) is no handle of theirs.
      const gameIds = rows.flatMap((row) => (row.gameId ? [row.gameId] : []));
      const readable = new Set(
        gameIds.length === 0
          ? []
          : (
              await db
                .select({ id: games.id, organizationId: games.organizationId, teamId: games.teamId, status: games.status })
                .from(games)
                .where(inArray(games.id, gameIds))
            )
              .filter((game) => memberMayReadGame(viewer, game))
              .map((game) => game.id),
      );
      return rows.map((row) => ({ ...toFixtureView(row), gameId: row.gameId && readable.has(row.gameId) ? row.gameId : null }));
    },

    async addFixture(
      viewer: Viewer,
      id: string,
      input: { round: number; date: string; time: string; venue?: string | undefined; homeTeamId: string; awayTeamId: string },
    ): Promise<FixtureView> {
      return db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        const known = new Set((await teamsOf(tx, id)).map((team) => team.id));
        if (!known.has(input.homeTeamId) || !known.has(input.awayTeamId)) throw teamNotFound();
        await roomFor(tx, id, 1);
        const [row] = await tx
          .insert(fixtures)
          .values({
            competitionId: id,
            round: input.round,
            date: input.date,
            time: input.time,
            venue: input.venue || null,
            homeTeamId: input.homeTeamId,
            awayTeamId: input.awayTeamId,
          })
          .returning();
        if (!row) throw new Error('the fixture was not stored');
        await audit(tx, viewer, 'fixture.changed', 'fixture', row.id, { added: true });
        return toFixtureView(row);
      });
    },

    /** A CSV of fixtures: every bad line named and nothing stored, or every line stored in one transaction. */
    async importFixtures(viewer: Viewer, id: string, text: string): Promise<FixtureImportResult> {
      return db.transaction(async (tx) => {
        await runs(tx, viewer, id);
        const result = importFixtures(text, await teamsOf(tx, id));
        if (!result.ok)
          throw new AppError(400, 'bad_fixtures', problemsText(result.problems), { fields: problemFields(result.problems) });
        await roomFor(tx, id, result.fixtures.length);
        if (result.fixtures.length)
          await tx.insert(fixtures).values(
            result.fixtures.map((fixture) => ({
              competitionId: id,
              round: fixture.round,
              date: fixture.date,
              time: fixture.time,
              venue: fixture.venue,
              homeTeamId: fixture.homeTeamId,
              awayTeamId: fixture.awayTeamId,
            })),
          );
        await audit(tx, viewer, 'fixture.imported', 'competition', id, { fixtures: result.fixtures.length });
        return { imported: result.fixtures.length };
      });
    },

    /** Reschedule, postpone or cancel a fixture not yet decided (a decided one's result is changed, not its status). */
    async changeFixture(
      viewer: Viewer,
      id: string,
      fixtureId: string,
      change: {
        date?: string | undefined;
        time?: string | undefined;
        venue?: string | undefined;
        status?: 'scheduled' | 'postponed' | 'cancelled' | undefined;
      },
    ): Promise<FixtureView> {
      return db.transaction(async (tx) => {
        const competition = await runs(tx, viewer, id);
        const before = await fixtureOf(tx, id, fixtureId);
        seasonSettled(competition, before);
        if (change.status && (before.status === 'played' || before.status === 'forfeit'))
          throw new AppError(409, 'fixture_decided', 'This fixture has a result. Change the result instead.');
        const [row] = await tx
          .update(fixtures)
          .set({
            ...(change.date ? { date: change.date } : {}),
            ...(change.time ? { time: change.time } : {}),
            ...(change.venue !== undefined ? { venue: change.venue || null } : {}),
            ...(change.status ? { status: change.status } : {}),
            updatedAt: new Date(),
          })
          .where(eq(fixtures.id, fixtureId))
          .returning();
        if (!row) throw fixtureNotFound();
        await audit(tx, viewer, 'fixture.changed', 'fixture', fixtureId, {
          before: { date: before.date, time: before.time, venue: before.venue, status: before.status },
          after: { date: row.date, time: row.time, venue: row.venue, status: row.status },
        });
        return toFixtureView(row);
      });
    },

    /**
     * The league enters (or corrects) a result: a score, or a forfeit (20-0 to the other team). A cancelled fixture
     * takes none. When a game was delivered for the fixture and its score differs, the fixture is flagged; entering
     * the game's own score clears the flag. The change is audited with the result before and after.
     */
    async recordResult(viewer: Viewer, id: string, fixtureId: string, input: ResultInput): Promise<FixtureView> {
      return db.transaction(async (tx) => {
        const competition = await runs(tx, viewer, id);
        const before = await fixtureOf(tx, id, fixtureId);
        seasonSettled(competition, before);
        if (before.status === 'cancelled')
          throw new AppError(409, 'fixture_cancelled', 'This fixture was cancelled: it takes no result. Reschedule it first.');
        const forfeit = 'forfeitedBy' in input;
        const forfeitedBy = forfeit ? (input.forfeitedBy === 'home' ? before.homeTeamId : before.awayTeamId) : null;
        const homeScore = forfeit ? (input.forfeitedBy === 'home' ? 0 : FORFEIT_SCORE) : input.homeScore;
        const awayScore = forfeit ? (input.forfeitedBy === 'away' ? 0 : FORFEIT_SCORE) : input.awayScore;
        const disagreement =
          before.gameHomeScore !== null && (before.gameHomeScore !== homeScore || before.gameAwayScore !== awayScore);
        const [row] = await tx
          .update(fixtures)
          .set({
            status: forfeit ? 'forfeit' : 'played',
            homeScore,
            awayScore,
            forfeitedBy,
            resultSource: 'league',
            disagreement,
            updatedAt: new Date(),
          })
          .where(eq(fixtures.id, fixtureId))
          .returning();
        if (!row) throw fixtureNotFound();
        // A decided game's stored lines now count in its players' seasons (a game delivered before its result).
        await refreshSeasons(tx, id, await playersOf(tx, fixtureId));
        await audit(tx, viewer, 'fixture.result_entered', 'fixture', fixtureId, {
          before: {
            status: before.status,
            homeScore: before.homeScore,
            awayScore: before.awayScore,
            source: before.resultSource,
          },
          after: { status: row.status, homeScore, awayScore, forfeitedBy },
          disagreement,
        });
        return toFixtureView(row);
      });
    },

    /**
     * Names the fixture a game of the viewer's organization is of: the league's any fixture, a club's its claimed
     * teams' only. A game already delivered brings its score at once; otherwise it does at delivery.
     */
    async linkGame(viewer: Viewer, id: string, fixtureId: string, gameId: string): Promise<FixtureView> {
      requireCan(viewer, 'manage');
      return db.transaction(async (tx) => {
        const { access, claimed } = await reach(tx, viewer, id);
        // The competition first, then the fixture: the order every change of it locks them in (the delivery too).
        await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, id)).for('update');
        const fixture = await fixtureOf(tx, id, fixtureId);
        if (access === 'league') requireCan(viewer, 'competitions');
        const [game] = await tx
          .select({ id: games.id, status: games.status, teamId: games.teamId })
          .from(games)
          .where(and(eq(games.id, gameId), eq(games.organizationId, viewer.organizationId)));
        if (!game) throw new AppError(404, 'not_found', 'Game not found');
        if (access === 'club') {
          // A club names a game of the team that claimed one of the fixture's two sides, and one its member may see.
          const sides = await tx
            .select({ claimedTeamId: competitionTeams.claimedTeamId })
            .from(competitionTeams)
            .where(
              and(
                inArray(
                  competitionTeams.id,
                  [fixture.homeTeamId, fixture.awayTeamId].filter((team) => claimed.includes(team)),
                ),
              ),
            );
          if (sides.length === 0) throw fixtureNotFound();
          if (!game.teamId || !seesTeam(viewer, game.teamId) || !sides.some((side) => side.claimedTeamId === game.teamId))
            throw new AppError(409, 'game_of_another_team', "Name a game uploaded for your club's team in this fixture.");
        }
        if (fixture.gameId && fixture.gameId !== gameId)
          throw new AppError(409, 'fixture_has_game', 'Another game is already named for this fixture.');
        try {
          await tx.update(fixtures).set({ gameId, updatedAt: new Date() }).where(eq(fixtures.id, fixtureId));
        } catch (error) {
          if (isUniqueViolation(error))
            throw new AppError(409, 'game_has_fixture', 'This game is already named for another fixture.');
          throw error;
        }
        await audit(tx, viewer, 'fixture.changed', 'fixture', fixtureId, { gameId });
        if (game.status === 'completed') await applyGameResult(tx, gameId);
        const [row] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId));
        if (!row) throw fixtureNotFound();
        return toFixtureView(row);
      });
    },

    /**
     * The league takes a wrongly named game off a fixture: its box, its lines in the players' seasons and a result it
     * brought go with it (a result the league entered stays). Audited.
     */
    async unlinkGame(viewer: Viewer, id: string, fixtureId: string): Promise<FixtureView> {
      return db.transaction(async (tx) => {
        const competition = await runs(tx, viewer, id);
        const before = await fixtureOf(tx, id, fixtureId);
        seasonSettled(competition, before);
        if (!before.gameId) throw new AppError(404, 'not_found', 'No game is named for this fixture.');
        const fromGame = before.resultSource === 'game';
        const [row] = await tx
          .update(fixtures)
          .set({
            gameId: null,
            box: null,
            gameHomeScore: null,
            gameAwayScore: null,
            disagreement: false,
            ...(fromGame
              ? { status: 'scheduled' as const, homeScore: null, awayScore: null, forfeitedBy: null, resultSource: null }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(fixtures.id, fixtureId))
          .returning();
        if (!row) throw fixtureNotFound();
        const players = await playersOf(tx, fixtureId);
        await tx.delete(fixturePlayerLines).where(eq(fixturePlayerLines.fixtureId, fixtureId));
        await refreshSeasons(tx, id, players);
        await audit(tx, viewer, 'fixture.result_entered', 'fixture', fixtureId, {
          gameRemoved: before.gameId,
          before: {
            status: before.status,
            homeScore: before.homeScore,
            awayScore: before.awayScore,
            source: before.resultSource,
          },
          after: { status: row.status, homeScore: row.homeScore, awayScore: row.awayScore },
        });
        return toFixtureView(row);
      });
    },

    async standings(viewer: Viewer, id: string): Promise<Ladder> {
      const { row } = await reach(db, viewer, id);
      return storedStandings(db, row);
    },

    async leaders(viewer: Viewer, id: string): Promise<LeaderBoard[]> {
      const { row } = await reach(db, viewer, id);
      return storedLeaders(db, row);
    },

    /** The finals from the ladder as it stands: each match a fixture of its own, the later rounds once known. */
    /**
     * The finals: first from the final ladder's top four or eight (each match a fixture of its own, not counted in the
     * ladder); then, called again once a round's results are in, the next round from its winners, to the grand final.
     */
    async drawFinals(
      viewer: Viewer,
      id: string,
      input: { size: FinalsSize; date: string; time: string },
    ): Promise<FixtureView[]> {
      return db.transaction(async (tx) => {
        const competition = await runs(tx, viewer, id);
        const teamRows = await teamsOf(tx, id);
        const rows = await tx.select().from(fixtures).where(eq(fixtures.competitionId, id));
        const regular = rows.filter((fixture) => fixture.stage === 'regular');
        const round = Math.max(0, ...rows.map((fixture) => fixture.round)) + 1;
        const standing = competitionLadder(
          competition,
          teamRows.map((team) => team.id),
          regular,
        );
        const insert = async (matches: { id: string; stage: FixtureStage; homeTeamId: string; awayTeamId: string }[]) => {
          const inserted = await tx
            .insert(fixtures)
            .values(
              matches.map((match) => ({
                competitionId: id,
                round,
                stage: match.stage,
                finalsMatch: match.id,
                date: input.date,
                time: input.time,
                homeTeamId: match.homeTeamId,
                awayTeamId: match.awayTeamId,
              })),
            )
            .returning();
          await audit(tx, viewer, 'fixture.imported', 'competition', id, { finals: matches.map((match) => match.id) });
          return inserted.map(toFixtureView);
        };

        if (competition.finalsSize === null) {
          if (regular.some((fixture) => fixture.status === 'scheduled' || fixture.status === 'postponed'))
            throw new AppError(
              409,
              'season_not_over',
              'The regular season is not over: every fixture needs a result or to be cancelled first.',
            );
          const names = new Map(teamRows.map((team) => [team.id, team.name]));
          const draw = finalsDraw(standing.rows, input.size, (teamId) => names.get(teamId) ?? teamId);
          if (!draw.ok) throw new AppError(409, 'finals_not_drawn', draw.problem);
          await tx.update(competitions).set({ finalsSize: input.size, updatedAt: new Date() }).where(eq(competitions.id, id));
          return insert(
            draw.matches.flatMap((match) =>
              'teamId' in match.home && 'teamId' in match.away
                ? [{ id: match.id, stage: match.stage, homeTeamId: match.home.teamId, awayTeamId: match.away.teamId }]
                : [],
            ),
          );
        }
        const bracket = competitionBracket(competition.finalsSize, standing, rows);
        if (!bracket)
          throw new AppError(
            409,
            'finals_ladder_changed',
            'The ladder the finals were drawn from no longer settles every finalist’s place.',
          );
        const next = bracket.flatMap(({ match, homeTeamId, awayTeamId, fixture }) =>
          !fixture && homeTeamId && awayTeamId ? [{ id: match.id, stage: match.stage, homeTeamId, awayTeamId }] : [],
        );
        if (next.length > 0) return insert(next);
        if (bracket.every((match) => match.fixture))
          throw new AppError(409, 'finals_drawn', 'The finals are drawn, to the grand final.');
        throw new AppError(
          409,
          'finals_round_open',
          'Enter the results of the finals played so far first: the next round comes from their winners.',
        );
      });
    },
  };
}

/**
 * Once the finals are drawn from the final ladder, the regular season's fixtures keep their results: a change would
 * move the ladder the finals came from.
 */
function seasonSettled(competition: { finalsSize: number | null }, fixture: { stage: string }) {
  if (competition.finalsSize !== null && fixture.stage === 'regular')
    throw new AppError(
      409,
      'finals_drawn',
      'The finals are drawn from the final ladder: the regular season’s fixtures can no longer change.',
    );
}

/** Refuses a change that would take the competition past its fixtures' limit. */
async function roomFor(tx: Executor, competitionId: string, adding: number) {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(fixtures)
    .where(eq(fixtures.competitionId, competitionId));
  if (total + adding > COMPETITION_LIMITS.fixtures)
    throw new AppError(
      409,
      'too_many_fixtures',
      `A competition holds at most ${COMPETITION_LIMITS.fixtures.toLocaleString('en')} fixtures.`,
    );
}

/** Every problem by its line ("0": the file), for the page to list them all. */
function problemFields(problems: readonly FixtureProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { line, message } of problems)
    fields[String(line)] = fields[String(line)] ? `${fields[String(line)] ?? ''} ${message}` : message;
  return fields;
}

/** The import's problems in one message: the first few lines named, and how many more. */
function problemsText(problems: readonly FixtureProblem[]): string {
  const shown = problems.slice(0, 5).map((problem) => problem.message);
  const more = problems.length - shown.length;
  return `Nothing was imported. ${shown.join(' ')}${more > 0 ? ` And ${String(more)} more.` : ''}`;
}

export type Competitions = ReturnType<typeof createCompetitions>;
