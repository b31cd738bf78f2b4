import { buildGameReport, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { teamSheet } from './team-sheet';

const team = (name: string) => ({ name, players: [{ id: `${name}1`, number: '4', name: 'Ann Lee' }] });
const SETUP: GameSetup = { home: team('Tigers'), away: team('Hawks'), periods: 4, periodSeconds: 600, overtimeSeconds: 300 };
const report = buildGameReport(SETUP, []);

describe("a team's facts beside its box score", () => {
  it('gives the head coach, the team minutes and team fouls and timeouts per period, overtime on its own', () => {
    // As an engine 3 report carries them: 4 x 10 minutes and one 5-minute overtime, 5 players = 5 x 2700 s.
    const engine3 = {
      ...report,
      setup: { ...report.setup, home: { ...report.setup.home, coach: ' Pat Riley ' } },
      boxScore: {
        ...report.boxScore,
        home: {
          ...report.boxScore.home,
          totals: { ...report.boxScore.home.totals, seconds: 13_500 },
          fouls: [2, 5, 1, 4, 1],
          timeouts: [1, 0, 1, 2, 0],
        },
      },
    };
    expect(teamSheet(engine3, 'home')).toEqual({
      coach: 'Pat Riley',
      minutes: '225:00',
      fouls: [
        { period: 'Q1', count: 2 },
        { period: 'Q2', count: 5 },
        { period: 'Q3', count: 1 },
        { period: 'Q4', count: 4 },
        { period: 'OT1', count: 1 },
      ],
      timeouts: [
        { period: 'Q1', count: 1 },
        { period: 'Q2', count: 0 },
        { period: 'Q3', count: 1 },
        { period: 'Q4', count: 2 },
        { period: 'OT1', count: 0 },
      ],
    });
  });

  it('gives nothing a report of engine 1 or 2 does not carry', () => {
    const old = {
      ...report,
      boxScore: { ...report.boxScore, away: { ...report.boxScore.away, totals: { ...report.boxScore.away.totals } } },
    };
    delete (old.boxScore.away.totals as { seconds?: number }).seconds;
    delete (old.boxScore.away as { fouls?: number[] }).fouls;
    delete (old.boxScore.away as { timeouts?: number[] }).timeouts;
    expect(teamSheet(old, 'away')).toEqual({ coach: null, minutes: null, fouls: null, timeouts: null });
  });
});
