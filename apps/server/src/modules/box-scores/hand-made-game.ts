import type { EventBody, GameEvent, GameSetup } from '@courtside/domain';

/**
 * A short game whose figures the export tests work out by hand. Four 10-minute quarters, clock on every play,
 * starters known (so minutes, +/- and DNP are tracked).
 *
 * Q1: Memphis scores 3+3 (Morant), 3+3 (Bane, corner threes), 3+2 (Jackson): 17-0, Memphis's biggest lead.
 *     Jackson's two is assisted by Morant.
 * Q2: Denver's Vučević makes seven threes (21-17); Šarić's two is blocked by Nurkić, who rebounds; Dončić
 *     fouls Vučević on a shot, who makes 1 of 2 free throws: 17-22, Denver's biggest lead 5. Memphis takes a
 *     timeout and Kołodziej replaces Dončić. Özil never plays (DNP).
 * Q3: Morant steals a bad pass from Denver Three; Denver Four misses a three, Memphis's team rebound.
 * Q4: a Memphis shot-clock violation (a team turnover).
 */
export const HAND_MADE_SETUP: GameSetup = {
  home: {
    name: 'Memphis',
    color: '#5d76a9',
    coach: 'Taylor Jenkins',
    players: [
      { id: 'm1', number: '12', name: 'Ja Morant' },
      { id: 'm2', number: '13', name: 'Jaren Jackson' },
      { id: 'm3', number: '22', name: 'Desmond Bane' },
      { id: 'm4', number: '27', name: 'Jusuf Nurkić' },
      { id: 'm5', number: '77', name: 'Luka Dončić' },
      { id: 'm6', number: '5', name: 'Łukasz Kołodziej' },
      { id: 'm7', number: '10', name: 'Mesut Özil' },
    ],
    starters: ['m1', 'm2', 'm3', 'm4', 'm5'],
  },
  away: {
    name: 'Denver',
    color: '#0e2240',
    coach: 'Michael Malone',
    players: [
      { id: 'd1', number: '9', name: 'Nikola Vučević' },
      { id: 'd2', number: '8', name: 'Dario Šarić' },
      { id: 'd3', number: '1', name: 'Denver Three' },
      { id: 'd4', number: '2', name: 'Denver Four' },
      { id: 'd5', number: '3', name: 'Denver Five' },
    ],
    starters: ['d1', 'd2', 'd3', 'd4', 'd5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
  fastBreaksTracked: true,
  details: {
    competition: 'EuroCup',
    date: '2026-11-18',
    startTime: '20:30',
    venue: 'FedExForum',
    attendance: 17794,
    officials: ['Ana Ruiz', 'Ben Ode', 'Zoran Šuput'],
  },
};

const plays: [period: number, clock: number, body: EventBody][] = [
  [1, 600, { type: 'period_start' }],
  [1, 580, { type: 'shot', team: 'home', playerId: 'm1', made: true, points: 3, x: 0, y: 29 }],
  [1, 560, { type: 'shot', team: 'home', playerId: 'm1', made: true, points: 3, x: 0, y: 29 }],
  [1, 540, { type: 'shot', team: 'home', playerId: 'm3', made: true, points: 3, x: 22, y: 3 }],
  [1, 520, { type: 'shot', team: 'home', playerId: 'm3', made: true, points: 3, x: 22, y: 3 }],
  [1, 500, { type: 'shot', team: 'home', playerId: 'm2', made: true, points: 3, x: 0, y: 29 }],
  [1, 480, { type: 'shot', team: 'home', playerId: 'm2', made: true, points: 2, x: 0, y: 6, assistId: 'm1' }],
  [1, 0, { type: 'period_end' }],
  [2, 600, { type: 'period_start' }],
  ...[590, 580, 570, 560, 550, 540, 530].map((clock): [number, number, EventBody] => [
    2,
    clock,
    { type: 'shot', team: 'away', playerId: 'd1', made: true, points: 3, x: -22, y: 3 },
  ]),
  [2, 520, { type: 'shot', team: 'away', playerId: 'd2', made: false, points: 2, x: 0, y: 5, blockId: 'm4' }],
  [2, 519, { type: 'rebound', team: 'home', playerId: 'm4', offensive: false }],
  [2, 510, { type: 'foul', team: 'home', playerId: 'm5', drawnById: 'd1', kind: 'shooting' }],
  [2, 510, { type: 'free_throw', team: 'away', playerId: 'd1', made: true }],
  [2, 510, { type: 'free_throw', team: 'away', playerId: 'd1', made: false }],
  [2, 509, { type: 'rebound', team: 'home', playerId: 'm4', offensive: false }],
  [2, 500, { type: 'timeout', team: 'home' }],
  [2, 500, { type: 'substitution', team: 'home', inId: 'm6', outId: 'm5' }],
  [2, 0, { type: 'period_end' }],
  [3, 600, { type: 'period_start' }],
  [3, 400, { type: 'turnover', team: 'away', playerId: 'd3', stealId: 'm1', kind: 'bad pass' }],
  [3, 300, { type: 'shot', team: 'away', playerId: 'd4', made: false, points: 3, x: 0, y: 30 }],
  [3, 299, { type: 'rebound', team: 'home', offensive: false }],
  [3, 0, { type: 'period_end' }],
  [4, 600, { type: 'period_start' }],
  [4, 100, { type: 'turnover', team: 'home', kind: 'shot clock' }],
  [4, 0, { type: 'period_end' }],
];

export const HAND_MADE_EVENTS: GameEvent[] = plays.map(([period, clock, body], index) => ({
  id: `e${String(index + 1)}`,
  seq: index + 1,
  period,
  clock,
  videoMs: 60_000 + index * 10_000,
  ...body,
}));

/**
 * The hand-made game as an import or an older setup records it: Dončić's shooting foul names nobody who drew it,
 * so its FD is "not recorded" (`foulsDrawnRecorded`), not 0 for everyone.
 */
export const HAND_MADE_EVENTS_FD_UNNAMED: GameEvent[] = HAND_MADE_EVENTS.map((event) => {
  if (event.type !== 'foul') return event;
  const { drawnById: _drawnById, ...foul } = event;
  return foul;
});
