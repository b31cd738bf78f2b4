import { ladder } from '@courtside/domain';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, text } from '../organizations/organization-test-data';
import { COMPETITION, STANDINGS, TEAMS, names } from './competition-test-data';
import { LadderTable, tieSentences } from './ladder-table';

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="ladder-row"[^>]*>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map(([, cell = '']) => text(cell)),
  );

describe('the ladder', () => {
  it('shows place, P W L, PF PA, +/-, %, Pts, streak and last five, a shared place with "="', () => {
    const before = ladder(
      TEAMS.map((team) => team.id),
      [],
      { method: 'fiba' },
    );
    const html = render(createElement(LadderTable, { competition: COMPETITION, standings: before, nameOf: names }));
    expect(rowsOf(html).map((row) => row[0])).toEqual(['1=', '1=', '1=', '1=']);
    const after = render(createElement(LadderTable, { competition: COMPETITION, standings: STANDINGS, nameOf: names }));
    expect(rowsOf(after)).toEqual([
      ['1', 'Lions', '1', '1', '0', '20', '0', '+20', '–', '2', 'W1', 'W'],
      ['2', 'Tigers', '1', '1', '0', '80', '70', '+10', '114.29', '2', 'W1', 'W'],
      ['3', 'Hawks', '1', '0', '1', '70', '80', '-10', '87.50', '1', 'L1', 'L'],
      ['4', 'Eagles', '1', '0', '1 (1 forfeit)', '0', '20', '-20', '0.00', '0', 'L1', 'L'],
    ]);
    // The table scrolls in a box of its own, never the page.
    expect(after).toMatch(/<div role="region" aria-label="Ladder table" tabindex="0" class="overflow-x-auto/);
    expect(text(after)).toContain('Points: 2 a win, 1 a loss, 0 a loss by forfeit.');
  });

  it('explains every tie under the table with the rule and the numbers that broke it', () => {
    expect(tieSentences(STANDINGS, names)).toEqual([
      'Lions and Tigers 1-0; points difference in all games Lions +20, Tigers +10',
    ]);
    const html = text(render(createElement(LadderTable, { competition: COMPETITION, standings: STANDINGS, nameOf: names })));
    expect(html).toContain('How the ties were broken');
    expect(html).toContain('Lions and Tigers 1-0; points difference in all games Lions +20, Tigers +10');
    // The domain's own ladder, from the same two results, says the same.
    const results = [
      {
        fixtureId: 'f1',
        home: 't-tigers',
        away: 't-hawks',
        homeScore: 80,
        awayScore: 70,
        forfeitedBy: null,
        playedAt: '2026-04-11T19:30',
      },
      {
        fixtureId: 'f2',
        home: 't-lions',
        away: 't-eagles',
        homeScore: 20,
        awayScore: 0,
        forfeitedBy: 't-eagles',
        playedAt: '2026-04-11T19:30',
      },
    ];
    const computed = ladder(
      TEAMS.map((team) => team.id),
      results,
      { method: 'fiba' },
    );
    expect(computed.rows.map((row) => [row.teamId, row.place, row.classificationPoints])).toEqual([
      ['t-lions', 1, 2],
      ['t-tigers', 2, 2],
      ['t-hawks', 3, 1],
      ['t-eagles', 4, 0],
    ]);
    expect(tieSentences(computed, names)).toContain('Lions and Tigers 1-0; points difference in all games Lions +20, Tigers +10');
  });
});
