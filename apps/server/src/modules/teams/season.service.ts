import { computeSeason, playerPage, type PlayerPage, type Season } from '@courtside/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { boxScores, games as gamesTable, shareLinks, teamGames, teamPlayers, teams } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { requireCan, seesTeam, type Viewer } from '../../lib/viewer.js';
import type { Storage } from '../storage/storage.js';
import {
  expiryOf,
  hashShareToken,
  newShareToken,
  requireRoomForShareLink,
  shareLinkNotFound,
  toShareLink,
  type ShareLink,
  type ShareLinkRow,
} from '../share-links/share-links.js';
import type { SeasonLogo } from './season-logo.js';

/** A roster player as the season names them (archived players keep their games). */
export interface SeasonRosterPlayer {
  id: string;
  number: string;
  name: string;
  position: string | null;
  archived: boolean;
}

/** A team's season as every view of it reads it: the page, the CSV, the PDF and a shared link. */
export interface SeasonView {
  team: {
    id: string;
    name: string;
    shortName: string;
    color: string;
    seasonLabel: string | null;
    /** The team's logo, for the PDF only (the JSON views leave it out); absent without storage or logo. */
    logo?: SeasonLogo | null;
  };
  /** Everyone who was ever on the roster, for names and numbers; the season's players are a subset. */
  roster: SeasonRosterPlayer[];
  season: Season;
}

const teamNotFound = () => new AppError(404, 'not_found', 'Team not found');

const opponentSide = sql`(case when ${teamGames.side} = 'home' then 'away' else 'home' end)`;
/** A figure's points in the game's stored report (null where it says "not recorded"), read in the query. */
const figurePoints = (side: SQL, figure: 'paintPoints' | 'fastBreakPoints') =>
  sql<number | null>`(${boxScores.report}->'figures'->${side}->${sql.raw(`'${figure}'`)}->>'points')::int`;

/**
 * Reads a team's season (of `organizationId`'s teams only, when given) from the box scores stored at each delivery
 * (`team_games`), with the points in the paint and fast-break points of each game's stored report (`box_scores`);
 * plays are never read, so a season of 50 games answers in one indexed query and a sum.
 */
async function readSeason(
  executor: Executor,
  storage: Storage | undefined,
  teamId: string,
  organizationId?: string,
): Promise<SeasonView | null> {
  const [team] = await executor
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), ...(organizationId ? [eq(teams.organizationId, organizationId)] : [])));
  if (!team) return null;
  const [roster, games] = await Promise.all([
    executor
      .select({
        id: teamPlayers.id,
        number: teamPlayers.number,
        name: teamPlayers.name,
        position: teamPlayers.position,
        archivedAt: teamPlayers.archivedAt,
      })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId)),
    executor
      .select({
        gameId: teamGames.gameId,
        playedOn: teamGames.playedOn,
        opponent: teamGames.opponent,
        side: teamGames.side,
        periodSeconds: teamGames.periodSeconds,
        box: teamGames.box,
        paint: figurePoints(sql`${teamGames.side}`, 'paintPoints'),
        fastBreak: figurePoints(sql`${teamGames.side}`, 'fastBreakPoints'),
        opponentPaint: figurePoints(opponentSide, 'paintPoints'),
        opponentFastBreak: figurePoints(opponentSide, 'fastBreakPoints'),
      })
      .from(teamGames)
      .leftJoin(boxScores, eq(boxScores.gameId, teamGames.gameId))
      .where(eq(teamGames.teamId, teamId))
      .orderBy(asc(teamGames.playedOn), asc(teamGames.deliveredAt)),
  ]);
  const { logoKey, logoType } = team;
  return {
    team: {
      id: team.id,
      name: team.name,
      shortName: team.shortName,
      color: team.color,
      seasonLabel: team.seasonLabel,
      logo: storage && logoKey && logoType ? { type: logoType, read: () => storage.read(logoKey) } : null,
    },
    roster: roster.map(({ archivedAt, ...player }) => ({ ...player, archived: archivedAt !== null })),
    season: computeSeason(
      games.map(({ paint, fastBreak, opponentPaint, opponentFastBreak, ...game }) => ({
        ...game,
        figures: {
          team: { paintPoints: paint, fastBreakPoints: fastBreak },
          opponents: { paintPoints: opponentPaint, fastBreakPoints: opponentFastBreak },
        },
      })),
    ),
  };
}

/**
 * Seasons for their team's owner, and the read-only links they share a season with (the game links' kind: a
 * token shown once, revocable, optionally expiring). Another customer's team answers 404. With `storage`, the
 * season PDF draws the team's logo.
 */
export function createSeasons({ db, storage }: { db: Database; storage?: Storage }) {
  /** A team of the viewer's organization whose share links they may manage. */
  async function ownTeam(viewer: Viewer, teamId: string): Promise<void> {
    const [own] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, viewer.organizationId)));
    if (!own || !seesTeam(viewer, own.id)) throw teamNotFound();
    requireCan(viewer, 'manage');
  }

  return {
    /** The viewer's team's season. */
    async seasonFor(viewer: Viewer, teamId: string): Promise<SeasonView> {
      if (!seesTeam(viewer, teamId)) throw teamNotFound();
      const view = await readSeason(db, storage, teamId, viewer.organizationId);
      if (!view) throw teamNotFound();
      return view;
    },

    /** The owner's live links to a team's season, newest first. */
    async listShareLinks(viewer: Viewer, teamId: string): Promise<ShareLink[]> {
      await ownTeam(viewer, teamId);
      const rows = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.teamId, teamId), isNull(shareLinks.revokedAt)))
        .orderBy(desc(shareLinks.createdAt));
      return rows.map(toShareLink);
    },

    /** A new link to the season; its token is returned this once and only its hash is kept. */
    async createShareLink(
      viewer: Viewer,
      teamId: string,
      expiresInDays: number | null,
    ): Promise<{ link: ShareLink; token: string }> {
      await ownTeam(viewer, teamId);
      await requireRoomForShareLink(db, { teamId });
      const token = newShareToken();
      const [row] = await db
        .insert(shareLinks)
        .values({ tokenHash: hashShareToken(token), teamId, createdBy: viewer.id, expiresAt: expiryOf(expiresInDays) })
        .returning();
      if (!row) throw new Error('the share link was not stored');
      return { link: toShareLink(row), token };
    },

    /** Revokes a link to the season: it answers 404 from this moment. Revoking it again changes nothing. */
    async revokeShareLink(viewer: Viewer, teamId: string, linkId: string): Promise<void> {
      await ownTeam(viewer, teamId);
      const [row] = await db
        .update(shareLinks)
        .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.teamId, teamId)))
        .returning({ id: shareLinks.id });
      if (!row) throw new AppError(404, 'not_found', 'Share link not found');
    },

    /**
     * A player member's own page: their line of their team's season, the game log, and their shots across its
     * delivered games, from the reports stored at delivery (plays are never read). Anyone else has none (404).
     */
    async playerPageFor(
      viewer: Viewer,
    ): Promise<PlayerPage & { team: { id: string; name: string; color: string; playersSeeGames: boolean } }> {
      if (viewer.memberRole !== 'player' || !viewer.teamPlayerId || !viewer.playerTeamId)
        throw new AppError(404, 'not_found', 'Only a player member of an organization has a player page.');
      const view = await readSeason(db, undefined, viewer.playerTeamId, viewer.organizationId);
      const entry = view?.roster.find((player) => player.id === viewer.teamPlayerId);
      if (!view || !entry) throw new AppError(404, 'not_found', 'Your roster entry was not found. Ask your coach.');
      const rows = await db
        .select({
          gameId: teamGames.gameId,
          playedOn: teamGames.playedOn,
          opponent: teamGames.opponent,
          side: teamGames.side,
          addedPlayers: teamGames.addedPlayers,
          report: boxScores.report,
          footageDeletedAt: gamesTable.footageDeletedAt,
          durationSeconds: gamesTable.durationSeconds,
        })
        .from(teamGames)
        .innerJoin(boxScores, eq(boxScores.gameId, teamGames.gameId))
        .innerJoin(gamesTable, eq(gamesTable.id, teamGames.gameId))
        .where(eq(teamGames.teamId, viewer.playerTeamId))
        .orderBy(asc(teamGames.playedOn), asc(teamGames.deliveredAt));
      const page = playerPage(
        { id: entry.id, number: entry.number, name: entry.name },
        view.season,
        rows.map(({ footageDeletedAt, durationSeconds, ...row }) => ({
          ...row,
          footageKept: footageDeletedAt === null,
          footageMs: durationSeconds === null ? null : Math.round(durationSeconds * 1000),
        })),
      );
      return {
        ...page,
        team: {
          id: view.team.id,
          name: view.team.name,
          color: view.team.color,
          playersSeeGames: viewer.playersSeeGames !== false,
        },
      };
    },

    /**
     * The season behind a live share link (see `liveShareLink`), read-only, naming only the players who played;
     * a link to a game answers 404 like a wrong token.
     */
    async sharedSeason(link: ShareLinkRow): Promise<SeasonView> {
      if (!link.teamId) throw shareLinkNotFound();
      const view = await readSeason(db, storage, link.teamId);
      if (!view) throw shareLinkNotFound();
      // A shared season names the players who played in it, not the whole roster.
      const played = new Set(view.season.players.map((player) => player.playerId));
      return { ...view, roster: view.roster.filter((player) => played.has(player.id)) };
    },
  };
}

export type Seasons = ReturnType<typeof createSeasons>;
