import { describe, expect, it } from 'vitest';
import { foulsDrawnRecorded } from './fouls-drawn.js';
import { buildGameReport } from './game-report.js';
import { PERSONAL_FOUL_KINDS, type EventBody, type GameEvent, type GameSetup } from './play-by-play.js';

const SETUP: GameSetup = {
  home: { name: 'Tigers', players: [1, 2].map((n) => ({ id: `t${String(n)}`, number: String(n), name: `Tiger ${String(n)}` })) },
  away: { name: 'Hawks', players: [1, 2].map((n) => ({ id: `h${String(n)}`, number: String(n), name: `Hawk ${String(n)}` })) },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const reportOf = (bodies: EventBody[]) =>
  buildGameReport(
    SETUP,
    bodies.map((body, index): GameEvent => ({ ...body, id: `e${String(index)}`, seq: index + 1, period: 1, clock: 500 - index })),
  );

const shot: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 };

describe('whether fouls drawn (FD) were recorded', () => {
  it('is when a personal foul names who drew it, and then a player who drew none has FD 0', () => {
    const report = reportOf([
      shot,
      { type: 'foul', team: 'away', playerId: 'h1', drawnById: 't1', kind: 'shooting' },
      { type: 'foul', team: 'away', playerId: 'h2', kind: 'personal' },
    ]);
    expect(foulsDrawnRecorded(report)).toBe(true);
    expect(report.boxScore.home.players.find((line) => line.playerId === 't2')?.fd).toBe(0);
  });

  it('is not when players fouled and no foul names who drew it (an import, an older setup): FD reads "not recorded"', () => {
    const report = reportOf([
      shot,
      { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting' },
      { type: 'foul', team: 'home', playerId: 't2', kind: 'personal' },
    ]);
    expect(report.boxScore.home.players.every((line) => line.fd === 0)).toBe(true);
    expect(foulsDrawnRecorded(report)).toBe(false);
  });

  it('is for a game without a player foul: nobody drew one, and 0 is the answer', () => {
    expect(foulsDrawnRecorded(reportOf([shot, { type: 'foul', team: 'home', kind: 'technical', bench: 'coach' }]))).toBe(true);
  });

  it("counts the fouls PF counts, as the engine's PERSONAL_FOUL_KINDS (not technicals)", () => {
    for (const kind of PERSONAL_FOUL_KINDS)
      expect(foulsDrawnRecorded(reportOf([shot, { type: 'foul', team: 'away', playerId: 'h1', kind }]))).toBe(false);
    expect(foulsDrawnRecorded(reportOf([shot, { type: 'foul', team: 'away', playerId: 'h1', kind: 'technical' }]))).toBe(true);
  });

  it('is not for a report that carries no FD (engines 1 and 2)', () => {
    const report = reportOf([shot, { type: 'foul', team: 'away', playerId: 'h1', drawnById: 't1', kind: 'shooting' }]);
    const older = {
      ...report,
      boxScore: {
        home: { ...report.boxScore.home, players: report.boxScore.home.players.map(({ fd: _fd, ...line }) => line) },
        away: { ...report.boxScore.away, players: report.boxScore.away.players.map(({ fd: _fd, ...line }) => line) },
      },
    };
    expect(foulsDrawnRecorded(older)).toBe(false);
  });

  it('judges a report without its tagged plays by its box: fouls called and none drawn', () => {
    const named = reportOf([shot, { type: 'foul', team: 'away', playerId: 'h1', drawnById: 't1', kind: 'shooting' }]);
    const unnamed = reportOf([shot, { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting' }]);
    const untagged = (report: typeof named) => ({ ...report, plays: report.plays.map(({ body: _body, ...play }) => play) });
    expect(foulsDrawnRecorded(untagged(named))).toBe(true);
    expect(foulsDrawnRecorded(untagged(unnamed))).toBe(false);
  });
});
