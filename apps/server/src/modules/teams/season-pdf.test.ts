import { computeSeason, emptyStatLine, type BoxScore, type PlayerLine, type SeasonGame, type StatLine } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { playerLine, sumLines } from '../../../../../packages/domain/src/season-example.js';
import { pageContents, pageCount, pdfLines, pdftotext } from '../../test/pdf-text.js';
import { renderSeasonPdf } from './season-pdf.js';
import type { SeasonView } from './season.service.js';

/** The cells drawn after `label` on a page, as many as asked: a table row read left to right. */
function rowAfter(lines: string[], label: string, cells: number): string[] {
  const at = lines.indexOf(label);
  expect(at, `"${label}" is on the page`).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1, at + 1 + cells);
}

/** A stored box score with the team at home: its player lines, and an opponent who scored `against`. */
function box(players: PlayerLine[], against: Partial<StatLine>): BoxScore {
  const opponent = { ...emptyStatLine(), ...against };
  return {
    home: { players, totals: sumLines(players), periodPoints: [] },
    away: { players: [], totals: sumLines([opponent]), periodPoints: [] },
  };
}

const game = (index: number, opponent: string, score: BoxScore): SeasonGame => ({
  gameId: `g${String(index)}`,
  playedOn: new Date(Date.UTC(2026, 9, 1 + index)).toISOString().slice(0, 10),
  opponent,
  side: 'home',
  periodSeconds: 600,
  box: score,
});

const team: SeasonView['team'] = { id: 'team-1', name: 'Tigers', shortName: 'TIG', color: '#1d4ed8', seasonLabel: '2026-27' };
const rosterPlayer = (id: string, number: string, name: string) => ({ id, number, name, position: null, archived: false });

// Three games worked out by hand. Ana (#4) plays all three, 40 minutes each: 10, 0 and 0 points, 4/7 from the
// field (2/3 from three), 0/2 free throws, 3 rebounds, 2 assists; +10, -4, 0.
// Ben (#12) plays game 1 only: 20 minutes, 2 free throws of 2, 1 rebound.
const ana = (counts: Partial<StatLine>, plusMinus: number) => playerLine('p-ana', counts, 2400, plusMinus);
const small: SeasonView = {
  team,
  roster: [rosterPlayer('p-ben', '12', 'Ben Ode'), rosterPlayer('p-ana', '4', 'Ana Ruiz')],
  season: computeSeason([
    game(
      0,
      'Hawks',
      box(
        [
          ana({ pts: 10, fgm: 4, fga: 5, fg3m: 2, fg3a: 2, dreb: 2, reb: 2, ast: 1 }, 10),
          playerLine('p-ben', { pts: 2, ftm: 2, fta: 2, oreb: 1, reb: 1 }, 1200, 0),
        ],
        { pts: 2 },
      ),
    ),
    game(1, 'Eagles', box([ana({ pts: 0, fga: 2, fg3a: 1, fta: 2, dreb: 1, reb: 1, ast: 1 }, -4)], { pts: 4 })),
    game(2, 'Owls', box([ana({ pts: 0 }, 0)], { pts: 0 })),
  ]),
};

describe('the season PDF', () => {
  it('shows the record, the averages, the chart, the players and the results a reader can search', async () => {
    const pdf = await renderSeasonPdf(small);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const [first = [], second = []] = pdfLines(pdf);
    expect(first).toContain('Tigers · 2026-27');
    // 12 points for, 6 against, a tie at 0-0.
    expect(first).toContain('Record 1-1-1');
    expect(first).toContain('3 games · 4.0 points per game, 2.0 allowed');
    expect(first).toContain('Per game');
    expect(first).toContain('Points per game');
    // Players by number: #4 before #12.
    expect(first.indexOf('#4 Ana Ruiz')).toBeLessThan(first.indexOf('#12 Ben Ode'));
    // GP, MIN, the 15 counts, +/-, PTS/G REB/G AST/G, FG% 3P% FT% eFG% TS%: eFG% (4 + 0.5 x 2) / 7, TS% 10 / (2 x (7 + 0.44 x 2)).
    expect(rowAfter(first, '#4 Ana Ruiz', 26)).toEqual([
      ...['3', '120', '10', '4', '7', '2', '3', '0', '2', '0', '3', '3', '2', '0', '0', '0', '0'],
      '+6',
      ...['3.3', '1.0', '0.7'],
      ...['57.1%', '66.7%', '0.0%', '71.4%', '63.5%'],
    ]);
    expect(rowAfter(first, '#12 Ben Ode', 3)).toEqual(['1', '20', '2']);
    // Team totals: Ana's and Ben's counts; MIN and +/- are blank, which draws nothing. TS% 12 / (2 x (7 + 0.44 x 4)).
    expect(rowAfter(first, 'Team totals', 24)).toEqual([
      ...['3', '12', '4', '7', '2', '3', '2', '4', '1', '3', '4', '2', '0', '0', '0', '0'],
      ...['4.0', '1.3', '0.7'],
      ...['57.1%', '66.7%', '50.0%', '71.4%', '68.5%'],
    ]);
    // Opponents: 6 points in three games.
    expect(rowAfter(first, 'Opponents totals', 2)).toEqual(['3', '6']);
    expect(second).toContain('Results');
    expect(rowAfter(second, '2026-10-01', 3)).toEqual(['Hawks', 'W', '12-2']);
    expect(rowAfter(second, '2026-10-02', 3)).toEqual(['Eagles', 'L', '0-4']);
    expect(rowAfter(second, '2026-10-03', 3)).toEqual(['Owls', 'T', '0-0']);
    // The document's title, as a reader's window shows it.
    expect(pdf.toString('latin1')).toContain('(Tigers: season 2026-27)');
  });

  it('is one page with an empty-state line for a season without games', async () => {
    const pdf = await renderSeasonPdf({ ...small, season: computeSeason([]) });
    expect(pageCount(pdf)).toBe(1);
    const [first = []] = pdfLines(pdf);
    expect(first).toContain('Record 0-0');
    expect(first).toContain('0 games');
    expect(first.join('\n')).toContain('No games yet');
    expect(first).not.toContain('Players');
    expect(first).not.toContain('Results');
  });

  /** A season of `games` games of `players` players each, every player scoring in every game. */
  const generated = (games: number, players: number): SeasonView => {
    const roster = Array.from({ length: players }, (_, index) =>
      rosterPlayer(`p${String(index)}`, String(index + 1), `Player ${String(index + 1)}`),
    );
    return {
      team,
      roster,
      season: computeSeason(
        Array.from({ length: games }, (_, g) =>
          game(
            g,
            `Opponent ${String(g + 1)}`,
            box(
              roster.map((player, p) => {
                const pts = (g * 7 + p * 3) % 9;
                return playerLine(player.id, { pts, fgm: Math.floor(pts / 2), fga: pts, reb: p % 4 }, 600, g % 2 === 0 ? 2 : -2);
              }),
              { pts: 40 + ((g * 13) % 40) },
            ),
          ),
        ),
      ),
    };
  };

  it('fits 15 players and a chart of 50 games on page 1 and the 50 results on page 2', async () => {
    const pdf = await renderSeasonPdf(generated(50, 15));
    expect(pageCount(pdf)).toBe(2);
    const [first = [], second = []] = pdfLines(pdf);
    for (let number = 1; number <= 15; number += 1) expect(first).toContain(`#${String(number)} Player ${String(number)}`);
    expect(first).toContain('Opponents totals');
    expect(second).toContain('Opponent 1');
    expect(second).toContain('Opponent 50');
    expect(second).toContain('2026-11-19');
    // A bar per game on page 1: 50 rectangles besides the team's swatch.
    const [content = ''] = pageContents(pdf);
    expect(content.match(/ re\n/g)).toHaveLength(1 + 50);
  });

  it('runs a 60-player table on to the next page under its header, and 150 results on to a second page', async () => {
    const pdf = await renderSeasonPdf(generated(150, 60));
    expect(pageCount(pdf)).toBe(4);
    const [first = [], second = [], third = [], fourth = []] = pdfLines(pdf);
    expect(first).toContain('#1 Player 1');
    expect(second).toContain('Player');
    expect(second).toContain('TS%');
    expect(second).toContain('#60 Player 60');
    expect(second).toContain('Team totals');
    expect(third).toContain('Results');
    expect(third).toContain('Opponent 1');
    expect(fourth).toContain('Opponent 150');
  });

  it('prints names as written, in the embedded font', async () => {
    const named: SeasonView = {
      ...small,
      team: { ...team, name: 'Crvena zvezda', seasonLabel: null },
      roster: small.roster.map((player) => (player.id === 'p-ana' ? { ...player, name: 'Luka Dončić' } : player)),
    };
    const text = pdftotext(await renderSeasonPdf(named));
    expect(text).toContain('Crvena zvezda');
    expect(text).toContain('#4 Luka Dončić');
  });
});
