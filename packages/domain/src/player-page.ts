import type { GameReport, ReportPlay, ReportShot } from './report-schema.js';
import type { Season, SeasonPlayer } from './season.js';

/**
 * A player's own page (issue 39): their season (line, per-game averages, game log) from their team's season, and
 * their shots across its delivered games, from the reports stored at delivery. Pure: the server reads the rows.
 */

export interface RosterEntry {
  id: string;
  number: string;
  name: string;
}

export interface PlayerPageGame {
  gameId: string;
  playedOn: string | null;
  opponent: string;
  side: 'home' | 'away';
  report: GameReport;
  /** Players the analyst added to the game who were then added to the roster (team_games.added_players). */
  addedPlayers: readonly { id: string; gamePlayerId?: string | undefined }[];
  /** Whether the game's footage is still kept: only then are its plays watchable. */
  footageKept: boolean;
  /** The footage's length, when known (a clip is cut to it). */
  footageMs: number | null;
}

export interface PlayerPage {
  player: RosterEntry;
  /** Null when they have not played a delivered game yet. */
  season: SeasonPlayer | null;
  games: {
    gameId: string;
    playedOn: string | null;
    opponent: string;
    side: 'home' | 'away';
    /** Who they were in this game's report (their plays and shots are under these ids). */
    gamePlayerIds: string[];
    footageKept: boolean;
    footageMs: number | null;
    /** How many periods the game had (four quarters or two halves), for naming a play's period. */
    periods: number;
    /** The game's plays that name them (as the statistics page's playlists read them), in order. */
    plays: ReportPlay[];
  }[];
  /** Every located shot of theirs, each with its game. */
  shots: (ReportShot & { gameId: string })[];
}

/**
 * The ids a roster player had in a game's report, as delivery matched them (teams/team-games.ts): their roster id
 * itself, the game id recorded for them when the analyst added them, or the game's player of their number and
 * name (the roster's own player, typed afresh).
 */
export function gamePlayerIdsOf(entry: RosterEntry, game: Pick<PlayerPageGame, 'report' | 'side' | 'addedPlayers'>): string[] {
  const players = game.report.setup[game.side].players;
  const ids = new Set<string>();
  for (const player of players) {
    if (player.id === entry.id) ids.add(player.id);
    else if (game.addedPlayers.some((added) => added.id === entry.id && added.gamePlayerId === player.id)) ids.add(player.id);
    else if (player.number === entry.number && player.name.trim().toLowerCase() === entry.name.trim().toLowerCase())
      ids.add(player.id);
  }
  return [...ids];
}

export function playerPage(entry: RosterEntry, season: Season, games: readonly PlayerPageGame[]): PlayerPage {
  const line = season.players.find((player) => player.playerId === entry.id) ?? null;
  const page: PlayerPage = { player: entry, season: line, games: [], shots: [] };
  for (const game of games) {
    const gamePlayerIds = gamePlayerIdsOf(entry, game);
    if (gamePlayerIds.length === 0) continue;
    page.games.push({
      gameId: game.gameId,
      playedOn: game.playedOn,
      opponent: game.opponent,
      side: game.side,
      gamePlayerIds,
      footageKept: game.footageKept,
      footageMs: game.footageMs,
      periods: game.report.setup.periods,
      plays: game.report.plays.filter((play) => play.playerIds.some((id) => gamePlayerIds.includes(id))),
    });
    for (const shot of game.report.shots)
      if (shot.team === game.side && gamePlayerIds.includes(shot.playerId)) page.shots.push({ ...shot, gameId: game.gameId });
  }
  return page;
}
