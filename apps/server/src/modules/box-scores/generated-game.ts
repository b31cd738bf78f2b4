import type { EventBody, GameEvent, GameSetup, Side } from '@courtside/domain';

export interface GeneratedGame {
  setup: GameSetup;
  events: GameEvent[];
}

/**
 * A long, plausible game for tests and benchmarks: `players` a side, about `plays` plays (a few more when a
 * free-throw trip ends a period) over four
 * 10-minute quarters (and `overtimes`), with the clock, located shots, assists, rebounds, turnovers, fouls
 * and free throws, and substitutions. Deterministic: the same arguments give the same game.
 */
export function generateGame({ players = 12, plays = 600, overtimes = 0 } = {}): GeneratedGame {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const roster = (prefix: string, name: string) =>
    Array.from({ length: players }, (_, index) => ({
      id: `${prefix}${String(index + 1)}`,
      number: String(index + 4),
      name: `${name} ${String(index + 1)}`,
    }));
  const setup: GameSetup = {
    home: { name: 'Northside Tigers', color: '#f97316', players: roster('h', 'Tiger'), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Harbour Hawks', color: '#1d4ed8', players: roster('a', 'Hawk'), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const onCourt: Record<Side, string[]> = { home: ['h1', 'h2', 'h3', 'h4', 'h5'], away: ['a1', 'a2', 'a3', 'a4', 'a5'] };
  const bench = (side: Side) => setup[side].players.map((player) => player.id).filter((id) => !onCourt[side].includes(id));
  const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

  const events: GameEvent[] = [];
  const periods = setup.periods + overtimes;
  const perPeriod = Math.max(4, Math.floor(plays / periods));
  let videoMs = 0;
  const push = (period: number, clock: number, body: EventBody) => {
    videoMs += 4000 + Math.floor(random() * 8000);
    events.push({ id: `p${String(events.length + 1)}`, seq: events.length + 1, period, clock, videoMs, ...body });
  };

  for (let period = 1; period <= periods; period += 1) {
    const length = period > setup.periods ? setup.overtimeSeconds : setup.periodSeconds;
    let clock = length;
    let side: Side = period % 2 === 1 ? 'home' : 'away';
    push(period, clock, { type: 'period_start' });
    const first = events.length;
    while (events.length - first < perPeriod - 2 && clock > 10) {
      clock = Math.max(1, clock - (1 + Math.floor(random() * ((2 * length) / perPeriod))));
      const shooter = pick(onCourt[side]);
      const roll = random();
      if (roll < 0.08 && bench(side).length > 0) {
        const incoming = pick(bench(side));
        const outgoing = pick(onCourt[side]);
        push(period, clock, { type: 'substitution', team: side, inId: incoming, outId: outgoing });
        onCourt[side] = onCourt[side].map((id) => (id === outgoing ? incoming : id));
        continue;
      }
      if (roll < 0.2) {
        push(period, clock, { type: 'turnover', team: side, playerId: shooter, stealId: pick(onCourt[other(side)]) });
        side = other(side);
        continue;
      }
      if (roll < 0.28) {
        push(period, clock, {
          type: 'foul',
          team: other(side),
          playerId: pick(onCourt[other(side)]),
          drawnById: shooter,
          kind: 'shooting',
        });
        push(period, clock, { type: 'free_throw', team: side, playerId: shooter, made: random() < 0.75 });
        push(period, clock, { type: 'free_throw', team: side, playerId: shooter, made: random() < 0.75 });
        side = other(side);
        continue;
      }
      const three = random() < 0.35;
      const angle = (random() - 0.5) * Math.PI;
      const distance = three ? 24 + random() * 3 : random() * 18;
      const x = Math.max(-24.5, Math.min(24.5, distance * Math.sin(angle)));
      const y = Math.max(0.5, Math.min(46, 5.25 + distance * Math.cos(angle)));
      const made = random() < 0.46;
      const mates = onCourt[side].filter((id) => id !== shooter);
      push(period, clock, {
        type: 'shot',
        team: side,
        playerId: shooter,
        made,
        points: three ? 3 : 2,
        x: Math.round(x * 10) / 10,
        y: Math.round(y * 10) / 10,
        ...(made && random() < 0.6 ? { assistId: pick(mates) } : {}),
        ...(made && random() < 0.1 ? { fastBreak: true } : {}),
      });
      if (made) {
        side = other(side);
        continue;
      }
      const offensive = random() < 0.28;
      const rebounder = offensive ? side : other(side);
      push(period, clock, { type: 'rebound', team: rebounder, playerId: pick(onCourt[rebounder]), offensive });
      side = rebounder;
    }
    push(period, 0, { type: 'period_end' });
  }
  return { setup, events };
}
