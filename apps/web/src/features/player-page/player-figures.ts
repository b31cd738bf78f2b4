import { madeAttempted, type ReportPlay, type Side } from '@courtside/domain';
import { SEASON_COUNTS, SEASON_RATES, opponentText, percentText, playedOnText } from '../season/season-format';
import { minutesIn, plusMinusIn } from '../season/season-table';
import { gameFootageUrl } from '../stats/get-box-score';
import { countsIn, planParts, type CountedStat, type PlaylistPart } from '../stats/playlists';
import type { PlayerGame, PlayerPageView, PlayerSeason } from './player-page-api';

/** A figure a report did not record (no clock: no minutes; no lineups: no +/-), never a 0. */
export const NOT_RECORDED = 'not recorded';

/** One figure of the player's season: over the season and per game played. */
export interface SeasonLineRow {
  label: string;
  title: string;
  season: string;
  perGame: string;
}

const tenths = (value: number) => value.toFixed(1);
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/**
 * The player's season line and per-game averages: PTS, REB, AST, STL, BLK, TOV and PF; FG, 3P and FT made-attempted
 * with the season's percentage (made over attempted across the season, "–" without an attempt); then MIN, +/- and
 * FD, each "not recorded" where no game of theirs recorded it (never a 0).
 */
export function seasonLineRows(season: PlayerSeason): SeasonLineRow[] {
  const rows: SeasonLineRow[] = [
    { label: 'GP', title: 'Games played', season: String(season.games), perGame: '' },
    ...SEASON_COUNTS.map(({ key, label, title }) => ({
      label,
      title,
      season: String(season.totals[key]),
      perGame: tenths(season.perGame[key]),
    })),
    ...SEASON_RATES.map(({ shots, shotsTitle, made, attempts, key }) => {
      const pct = percentText(season.rates[key]);
      return {
        label: shots,
        title: `${shotsTitle} made-attempted (percentage over the season)`,
        season: `${madeAttempted(season.totals[made], season.totals[attempts])} (${pct === '–' ? pct : `${pct}%`})`,
        perGame: `${tenths(season.perGame[made])}-${tenths(season.perGame[attempts])}`,
      };
    }),
  ];
  const minutes = minutesIn(season, 'totals');
  const minutesPerGame = minutesIn(season, 'perGame');
  rows.push({
    label: 'MIN',
    title: 'Minutes played',
    season: minutes === null ? NOT_RECORDED : String(minutes),
    perGame: minutesPerGame === null ? NOT_RECORDED : tenths(minutesPerGame),
  });
  // The basis only scales per-minutes figures, which this page does not show.
  const plusMinus = plusMinusIn(season, 'totals', 36);
  const plusMinusPerGame = plusMinusIn(season, 'perGame', 36);
  rows.push({
    label: '+/-',
    title: 'Plus-minus: the score margin while on court',
    season: plusMinus === null ? NOT_RECORDED : signed(plusMinus, String(plusMinus)),
    perGame: plusMinusPerGame === null ? NOT_RECORDED : signed(plusMinusPerGame, tenths(plusMinusPerGame)),
  });
  const { fd, perGame } = season.sheet;
  rows.push({
    label: 'FD',
    title: 'Fouls drawn (from the games whose reports record them)',
    season: fd === null ? NOT_RECORDED : String(fd),
    perGame: perGame.fd === null ? NOT_RECORDED : tenths(perGame.fd),
  });
  return rows;
}

/** A game of the player's log: when, whom against, home or away, and their line (null: they did not play). */
export interface PlayerLogRow {
  gameId: string;
  date: string;
  opponent: string;
  homeAway: 'Home' | 'Away';
  line: PlayerSeason['log'][number]['line'] | null;
}

/** Every game of theirs the server lists, in its order (oldest first), each with their line of it. */
export function playerLogRows(view: Pick<PlayerPageView, 'games' | 'season'>): PlayerLogRow[] {
  const lines = new Map((view.season?.log ?? []).map(({ gameId, line }) => [gameId, line]));
  return view.games.map((game) => ({
    gameId: game.gameId,
    date: playedOnText(game.playedOn),
    opponent: opponentText(game),
    homeAway: game.side === 'home' ? 'Home' : 'Away',
    line: lines.get(game.gameId) ?? null,
  }));
}

/** "vs Hawks, Nov 1, 2026": a game of theirs, as the player's playlists and shot chart name it. */
export const gameLabel = (game: Pick<PlayerGame, 'side' | 'opponent' | 'playedOn'>) =>
  `${opponentText(game)}, ${playedOnText(game.playedOn)}`;

/** A figure of theirs that "Watch all" plays across their games: the plays a box score figure counts, perhaps only made or missed shots. */
export interface WatchFigure {
  key: string;
  label: string;
  stat: CountedStat;
  /** Only the made (true) or the missed (false) shots of the figure. */
  made?: boolean;
}

export const WATCH_FIGURES = [
  { key: 'fgm', label: 'Made field goals', stat: 'fg', made: true },
  { key: 'fg3m', label: 'Made threes', stat: 'fg3', made: true },
  { key: 'missed', label: 'Missed shots', stat: 'fg', made: false },
  { key: 'reb', label: 'Rebounds', stat: 'reb' },
  { key: 'ast', label: 'Assists', stat: 'ast' },
  { key: 'stl', label: 'Steals', stat: 'stl' },
  { key: 'blk', label: 'Blocks', stat: 'blk' },
  { key: 'tov', label: 'Turnovers', stat: 'tov' },
  { key: 'pf', label: 'Fouls', stat: 'pf' },
] as const satisfies readonly WatchFigure[];

/**
 * The plays of one game behind a figure of the player's, who was `playerIds` of `side` in that game's report (the
 * box score's counting, `countsIn`), in game order.
 */
export function figurePlays(
  plays: readonly ReportPlay[],
  side: Side,
  playerIds: readonly string[],
  figure: WatchFigure,
): ReportPlay[] {
  return plays.filter(
    (play) =>
      playerIds.some((playerId) => countsIn(play, side, playerId, figure.stat)) &&
      (figure.made === undefined || (play.body?.type === 'shot' && play.body.made === figure.made)),
  );
}

/** A figure's playlist across the player's games. */
export interface CrossGamePlaylist {
  title: string;
  /** The games with something to watch, in the log's order: each game's footage and its plays of the figure. */
  parts: PlaylistPart[];
  /** How many clips the parts play (`planParts`' items, cut to each footage): what "Watch all (n)" says. */
  count: number;
}

/**
 * The playlist of `figure` across the player's games: for each game whose footage is kept, the plays of theirs
 * behind the figure that have a place on its footage (the server lists each game's plays that name them); a game
 * whose footage was deleted is skipped, and so is a game without such a play.
 */
export function crossGamePlaylist(games: readonly PlayerGame[], figure: WatchFigure, who: string): CrossGamePlaylist {
  const parts: PlaylistPart[] = [];
  for (const game of games) {
    if (!game.footageKept) continue;
    const plays = figurePlays(game.plays, game.side, game.gamePlayerIds, figure).filter((play) => play.videoMs !== null);
    if (plays.length === 0) continue;
    parts.push({
      src: gameFootageUrl(game.gameId),
      plays,
      label: gameLabel(game),
      periods: game.periods,
      ...(game.footageMs === null ? {} : { durationMs: game.footageMs }),
    });
  }
  return { title: `${who} — ${figure.label.toLowerCase()}`, parts, count: planParts(parts).items.length };
}
