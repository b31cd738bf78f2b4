import {
  SIDES,
  type CountedFigure,
  type EventBody,
  type GameReport,
  type TeamFigures,
  type TeamLeaders,
} from '@courtside/domain';
import type { SeasonView } from '../teams/season.service.js';

/**
 * A shared answer carries no id of ours (game, team, player row, play, user or link ids): whoever holds a link
 * sees the statistics, never a handle on our rows. Each id becomes a key made for that one answer from its
 * position (`player-1`, `play-1`, `game-1`), the same id always the same key within it, so the page still joins
 * plays, shots and lineups to players, and a season's game logs to its results. Pure: no I/O.
 */

/** Hands out `${prefix}-1`, `${prefix}-2`, ... in the order ids are first met; an id met again gets its key again. */
function keyring(prefix: string): (id: string) => string {
  const keys = new Map<string, string>();
  return (id) => {
    let key = keys.get(id);
    if (key === undefined) {
      key = `${prefix}-${String(keys.size + 1)}`;
      keys.set(id, key);
    }
    return key;
  };
}

/** A delivered game's report with its player ids and play ids replaced by keys; every figure as it was. */
export function shareReport(report: GameReport): GameReport {
  const player = keyring('player');
  const play = keyring('play');
  // Keys follow the setup's order (home, then away) and the plays' order, whatever the ids were.
  for (const side of SIDES) for (const entry of report.setup[side].players) player(entry.id);
  for (const entry of report.plays) play(entry.id);

  const counted = (figure: CountedFigure): CountedFigure => ({ points: figure.points, plays: figure.plays.map(play) });
  const figures = (team: TeamFigures): TeamFigures => ({
    ...team,
    pointsOffTurnovers: counted(team.pointsOffTurnovers),
    secondChancePoints: counted(team.secondChancePoints),
    paintPoints: team.paintPoints && counted(team.paintPoints),
    fastBreakPoints: team.fastBreakPoints && counted(team.fastBreakPoints),
    benchPoints: team.benchPoints && counted(team.benchPoints),
    biggestLead: { points: team.biggestLead.points, playId: team.biggestLead.playId && play(team.biggestLead.playId) },
    biggestRun: team.biggestRun && { ...team.biggestRun, plays: team.biggestRun.plays.map(play) },
  });
  const leader = (entry: TeamLeaders['pts']) => entry && { playerId: player(entry.playerId), value: entry.value };
  const leaders = (team: TeamLeaders): TeamLeaders => ({ pts: leader(team.pts), reb: leader(team.reb), ast: leader(team.ast) });
  // Each team written field by field: a stored setup may hold more than the report shows (the customer's team id).
  const team = (sheet: GameReport['setup']['home']): GameReport['setup']['home'] => ({
    name: sheet.name,
    ...(sheet.color === undefined ? {} : { color: sheet.color }),
    ...(sheet.coach === undefined ? {} : { coach: sheet.coach }),
    players: sheet.players.map((entry) => ({ id: player(entry.id), number: entry.number, name: entry.name })),
    ...(sheet.starters === undefined ? {} : { starters: sheet.starters.map(player) }),
  });
  const box = (side: GameReport['boxScore']['home']): GameReport['boxScore']['home'] => ({
    ...side,
    players: side.players.map((line) => ({ ...line, playerId: player(line.playerId) })),
  });
  const { setup } = report;

  return {
    engineVersion: report.engineVersion,
    setup: {
      home: team(setup.home),
      away: team(setup.away),
      periods: setup.periods,
      periodSeconds: setup.periodSeconds,
      overtimeSeconds: setup.overtimeSeconds,
      ...(setup.plusMinusRule === undefined ? {} : { plusMinusRule: setup.plusMinusRule }),
      ...(setup.fastBreaksTracked === undefined ? {} : { fastBreaksTracked: setup.fastBreaksTracked }),
    },
    ...(report.header === undefined ? {} : { header: report.header }),
    clockKnown: report.clockKnown,
    boxScore: { home: box(report.boxScore.home), away: box(report.boxScore.away) },
    figures: { ...report.figures, home: figures(report.figures.home), away: figures(report.figures.away) },
    leaders: { home: leaders(report.leaders.home), away: leaders(report.leaders.away) },
    plays: report.plays.map((entry) => ({
      ...entry,
      id: play(entry.id),
      playerIds: entry.playerIds.map(player),
      ...(entry.body === undefined ? {} : { body: bodyWith(entry.body, player) }),
    })),
    shots: report.shots.map((shot) => ({ ...shot, playId: play(shot.playId), playerId: player(shot.playerId) })),
    lineups: report.lineups && {
      // A unit's players stay sorted, as the report keeps them.
      units: report.lineups.units.map((unit) => ({ ...unit, playerIds: unit.playerIds.map(player).sort() })),
      onOff: report.lineups.onOff.map((entry) => ({ ...entry, playerId: player(entry.playerId) })),
    },
  };
}

/** A play as tagged, with every player it names under its key. */
function bodyWith(body: EventBody, player: (id: string) => string): EventBody {
  switch (body.type) {
    case 'shot':
      return {
        ...body,
        playerId: player(body.playerId),
        ...(body.assistId === undefined ? {} : { assistId: player(body.assistId) }),
        ...(body.blockId === undefined ? {} : { blockId: player(body.blockId) }),
      };
    case 'free_throw':
      return { ...body, playerId: player(body.playerId) };
    case 'rebound':
      return { ...body, ...(body.playerId === undefined ? {} : { playerId: player(body.playerId) }) };
    case 'turnover':
      return {
        ...body,
        ...(body.playerId === undefined ? {} : { playerId: player(body.playerId) }),
        ...(body.stealId === undefined ? {} : { stealId: player(body.stealId) }),
      };
    case 'foul':
      return {
        ...body,
        ...(body.playerId === undefined ? {} : { playerId: player(body.playerId) }),
        ...(body.drawnById === undefined ? {} : { drawnById: player(body.drawnById) }),
      };
    case 'substitution':
      return { ...body, inId: player(body.inId), outId: player(body.outId) };
    case 'lineup':
      return { ...body, playerIds: body.playerIds.map(player) };
    case 'clock':
    case 'timeout':
    case 'period_start':
    case 'period_end':
      return body;
  }
}

/** A season as a share link shows it: the team without its id. */
export type SharedSeasonView = Omit<SeasonView, 'team'> & { team: Omit<SeasonView['team'], 'id'> };

/**
 * A team's season with its game ids and player ids replaced by keys (games in the results' order, players in
 * the season's), the team's id kept for the downloads, which never print it (`withoutTeamId` drops it).
 */
export function shareSeason(view: SeasonView): SeasonView {
  const game = keyring('game');
  const player = keyring('player');
  for (const result of view.season.results) game(result.gameId);
  for (const entry of view.season.players) player(entry.playerId);
  return {
    team: view.team,
    roster: view.roster.map((entry) => ({ ...entry, id: player(entry.id) })),
    season: {
      ...view.season,
      results: view.season.results.map((result) => ({ ...result, gameId: game(result.gameId) })),
      players: view.season.players.map((entry) => ({
        ...entry,
        playerId: player(entry.playerId),
        log: entry.log.map(({ gameId, line }) => ({ gameId: game(gameId), line: { ...line, playerId: player(line.playerId) } })),
      })),
    },
  };
}

/** The season as the shared page reads it: no team id either. */
export function withoutTeamId(view: SeasonView): SharedSeasonView {
  const { name, shortName, color, seasonLabel } = view.team;
  return { team: { name, shortName, color, seasonLabel }, roster: view.roster, season: view.season };
}
