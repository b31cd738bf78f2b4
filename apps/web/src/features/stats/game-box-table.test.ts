import { buildGameReport, type EventBody, type GameSetup } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameBoxTable } from './game-box-table';

const players = (prefix: string) =>
  [1, 2, 3, 4, 5].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `Player ${prefix}${String(n)}` }));
const SETUP: GameSetup = {
  home: { name: 'Tigers', players: players('h'), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
  away: { name: 'Hawks', players: players('a'), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const reportOf = (bodies: EventBody[]) =>
  buildGameReport(
    SETUP,
    bodies.map((body, index) => ({ ...body, id: `e${String(index)}`, seq: index + 1, period: 1, clock: 500 - index })),
  );

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();
/** A rendered table's rows (header, players, team, totals), each a list of its cells' text. */
const rowsOf = (html: string) =>
  Array.from(html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g), ([, row = '']) =>
    Array.from(row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g), ([, cell = '']) => text(cell)),
  );

/** The FD column's cells of a rendered box: the players' and the totals' (the last row). */
function fdCells(html: string): string[] {
  const [headers = [], ...rows] = rowsOf(html);
  const index = headers.indexOf('FD');
  if (index < 0) throw new Error(`no FD column in ${headers.join(' ')}`);
  // The team row (team rebounds and turnovers) has no FD.
  return rows.filter((row) => row[0] !== 'Team').map((row) => row[index] ?? '');
}

const box = (bodies: EventBody[]) =>
  renderToStaticMarkup(createElement(GameBoxTable, { report: reportOf(bodies), side: 'home', color: '#f97316' }));

describe("a team's box: fouls drawn", () => {
  it('reads "not recorded" in every FD cell and the total, never 0, when the fouls name nobody who drew them', () => {
    const html = box([
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 },
      { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting' },
      { type: 'foul', team: 'home', playerId: 'h2', kind: 'personal' },
    ]);
    const cells = fdCells(html);
    expect(cells).toHaveLength(6);
    // Read in full by a screen reader; "n/r" on the screen, explained under the table.
    expect(cells.every((cell) => cell === 'n/rnot recorded')).toBe(true);
    expect(html).toContain('FD n/r: fouls drawn not recorded');
  });

  it("shows each player's count, 0 included, when a foul names who drew it", () => {
    const html = box([
      { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 },
      { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting', drawnById: 'h1' },
    ]);
    expect(fdCells(html)).toEqual(['1', '0', '0', '0', '0', '1']);
    expect(html).not.toContain('n/r');
  });
});
