import { pointsOf } from './game-figures.js';
import { opponentOf, type GameEvent, type GameSetup } from './play-by-play.js';
import { playerLabel } from './players.js';
import type { ReportPlay } from './report-schema.js';

/** "period 2", or "overtime 1" past the regulation periods. */
export function periodName(setup: Pick<GameSetup, 'periods'>, period: number): string {
  return period > setup.periods ? `overtime ${String(period - setup.periods)}` : `period ${String(period)}`;
}

/**
 * Every play in `seq` order (but the clock's marks), told in plain English ("#7 Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz)"), with
 * the points it scored, the running score after it and every player it names. Pure: no I/O.
 */
export function describePlays(setup: GameSetup, events: readonly GameEvent[]): ReportPlay[] {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const score = { home: 0, away: 0 };
  // Marks on the game clock's track are the analyst's working, not plays of the game.
  return ordered
    .filter((event) => event.type !== 'clock')
    .map((event) => {
      const points = pointsOf(event);
      if ('team' in event && points > 0) score[event.team] += points;
      return {
        id: event.id,
        seq: event.seq,
        period: event.period,
        clock: event.clock ?? null,
        videoMs: event.videoMs ?? null,
        team: 'team' in event ? event.team : null,
        type: event.type,
        description: describePlay(setup, event),
        points,
        homeScore: score.home,
        awayScore: score.away,
        playerIds: playersNamed(event),
      };
    });
}

function describePlay(setup: GameSetup, event: GameEvent): string {
  if (event.type === 'clock') return event.running ? 'Clock starts' : 'Clock stops';
  if (event.type === 'period_start' || event.type === 'period_end') {
    const name = periodName(setup, event.period);
    return `${event.type === 'period_start' ? 'Start' : 'End'} of ${name}`;
  }
  const team = event.team;
  const other = opponentOf(team);
  const own = (playerId: string) => playerLabel(setup, team, playerId);
  const their = (playerId: string) => playerLabel(setup, other, playerId);
  const teamName = setup[team].name;
  switch (event.type) {
    case 'shot': {
      // An assist goes with a make and a block with a miss, as the box score counts them.
      const notes = [
        event.made && event.assistId ? `assist ${own(event.assistId)}` : '',
        !event.made && event.blockId ? `block ${their(event.blockId)}` : '',
        event.fastBreak ? 'fast break' : '',
      ].filter(Boolean);
      const what = `${own(event.playerId)} ${event.made ? 'makes' : 'misses'} a ${String(event.points)}-pt shot`;
      return notes.length > 0 ? `${what} (${notes.join(', ')})` : what;
    }
    case 'free_throw':
      return `${own(event.playerId)} ${event.made ? 'makes' : 'misses'} a free throw`;
    case 'rebound': {
      const kind = event.offensive ? 'offensive' : 'defensive';
      return event.playerId ? `${own(event.playerId)} ${kind} rebound` : `${teamName} team rebound (${kind})`;
    }
    case 'turnover': {
      const who = event.playerId ? `${own(event.playerId)} turnover` : `${teamName} team turnover`;
      const kind = event.kind ? `: ${event.kind}` : '';
      const steal = event.stealId ? ` (steal ${their(event.stealId)})` : '';
      return `${who}${kind}${steal}`;
    }
    case 'foul': {
      const kind = `${event.kind} foul`;
      // An offensive foul is drawn by a defender (a charge taken): "on" would read as if he committed it.
      const drawn = event.drawnById ? `${event.kind === 'offensive' ? 'drawn by' : 'on'} ${their(event.drawnById)}` : '';
      const notes = [drawn, event.fastBreak ? 'fast break' : ''].filter(Boolean);
      const on = notes.length > 0 ? ` (${notes.join(', ')})` : '';
      if (event.playerId) return `${own(event.playerId)} ${kind}${on}`;
      return `${teamName} ${event.bench ? `${event.bench} ` : ''}${kind}${on}`;
    }
    case 'substitution':
      return `Substitution ${teamName}: ${own(event.inId)} in, ${own(event.outId)} out`;
    case 'lineup':
      return `${teamName} on court: ${event.playerIds.map(own).join(', ')}`;
    case 'timeout':
      return `${teamName} timeout`;
  }
}

function playersNamed(event: GameEvent): string[] {
  switch (event.type) {
    case 'shot':
      return [event.playerId, event.made ? event.assistId : event.blockId].filter((id): id is string => Boolean(id));
    case 'free_throw':
      return [event.playerId];
    case 'rebound':
      return event.playerId ? [event.playerId] : [];
    case 'turnover':
      return [event.playerId, event.stealId].filter((id): id is string => Boolean(id));
    case 'foul':
      return [event.playerId, event.drawnById].filter((id): id is string => Boolean(id));
    case 'substitution':
      return [event.inId, event.outId];
    case 'lineup':
      return event.playerIds;
    case 'timeout':
    case 'clock':
    case 'period_start':
    case 'period_end':
      return [];
  }
}
