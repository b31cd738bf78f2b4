import { afterEach, describe, expect, it } from 'vitest';
import { averageRows, opponentText, playedOnText, recordText, resultSummary, scoreText } from './season-format';
import { GAMES, seasonView } from './season-test-data';

const { season } = seasonView();
const [won, lost, tied] = season.results;

describe('the season in words', () => {
  it('writes the record as W-L, adding the ties only when there are any', () => {
    expect(recordText({ wins: 5, losses: 2, ties: 0 })).toBe('5-2');
    expect(recordText({ wins: 0, losses: 0, ties: 0 })).toBe('0-0');
    expect(recordText(season)).toBe('1-1-1');
  });

  it('writes each result: vs at home, at away, the team’s points first', () => {
    expect(won && [playedOnText(won.playedOn), opponentText(won), won.result, scoreText(won)]).toEqual([
      'Oct 1, 2026',
      'vs Hawks',
      'W',
      '16-10',
    ]);
    expect(lost && [opponentText(lost), lost.result, scoreText(lost)]).toEqual(['at Eagles', 'L', '18-20']);
    expect(tied?.result).toBe('T');
    expect(won && resultSummary(won)).toBe('Oct 1, 2026 vs Hawks: W 16-10');
    expect(playedOnText(null)).toBe('Date not recorded');
  });

  describe('a calendar day far west of Greenwich', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('keeps the day it was played, where a local date would show the day before', () => {
      process.env.TZ = 'America/Los_Angeles';
      // The trap: a YYYY-MM-DD is midnight UTC, still the previous evening in California.
      expect(new Date('2026-10-01').getDate()).toBe(30);
      expect(playedOnText('2026-10-01')).toBe('Oct 1, 2026');
    });
  });

  it('puts the team’s averages per game beside its opponents’, shooting over the whole season', () => {
    const rows = averageRows(season);
    expect(rows.map((row) => row.label)).toEqual([
      'PTS',
      'REB',
      'AST',
      'STL',
      'BLK',
      'TOV',
      'Team REB',
      'Team TOV',
      'Paint PTS',
      'Fast-break PTS',
      'FG%',
      '3P%',
      'FT%',
    ]);
    // 44 points and 40 against in three games.
    expect(rows[0]).toMatchObject({ team: '14.7', opponents: '13.3' });
    // Rebounds: Ava 4, the ghost 1, and g2's 2 team rebounds: 7 in 3 games; the Hawks' 6.
    expect(rows[1]).toMatchObject({ team: '2.3', opponents: '2.0' });
    // The team rebounds and turnover alone: 2 and 1 in 3 games.
    expect(rows.find((row) => row.label === 'Team REB')).toMatchObject({ team: '0.7', opponents: '0.0' });
    expect(rows.find((row) => row.label === 'Team TOV')).toMatchObject({ team: '0.3', opponents: '0.0' });
    // The test games carry no report figures: neither recorded.
    expect(rows.find((row) => row.label === 'Paint PTS')).toMatchObject({ team: 'not recorded', opponents: 'not recorded' });
    // Made over attempted across the season: 20 of 39, and the opponents 17 of 37; not an average of games.
    expect(rows.find((row) => row.label === 'FG%')).toMatchObject({ team: '51.3 (20-39)', opponents: '45.9 (17-37)' });
    // 2 of 6 threes (33.3) against 1 of 3, under the 5 3PA a rate needs.
    expect(rows.find((row) => row.label === '3P%')).toMatchObject({ team: '33.3 (2-6)', opponents: '— (1-3)' });
    // 2 of 2 free throws, under the 5 FTA a rate needs, against 5 of 6.
    expect(rows.find((row) => row.label === 'FT%')).toMatchObject({ team: '— (2-2)', opponents: '83.3 (5-6)' });
  });

  it('averages points in the paint and fast breaks over the games that recorded them, and says over how many', () => {
    // g1 records the Tigers' 6 paint points and 4 of the Hawks', g2 only fast breaks (Tigers 3), g3 nothing.
    const figures = [
      { team: { paintPoints: 6, fastBreakPoints: null }, opponents: { paintPoints: 4, fastBreakPoints: null } },
      { team: { paintPoints: null, fastBreakPoints: 3 }, opponents: { paintPoints: null, fastBreakPoints: 0 } },
      undefined,
    ];
    const recorded = seasonView(GAMES.map((game, index) => ({ ...game, figures: figures[index] }))).season;
    const rows = averageRows(recorded);
    expect(rows.find((row) => row.label === 'Paint PTS')).toMatchObject({
      team: '6.0 (1 of 3 games)',
      opponents: '4.0 (1 of 3 games)',
    });
    expect(rows.find((row) => row.label === 'Fast-break PTS')).toMatchObject({
      team: '3.0 (1 of 3 games)',
      opponents: '0.0 (1 of 3 games)',
    });
  });
});
