import { computeSeason, emptyStatLine, type BoxScore, type PlayerLine, type SeasonGame, type StatLine } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { playerLine, sumLines } from '@courtside/domain/test-support/season-example';
import { Readable } from 'node:stream';
import { pageContents, pageCount, pdfLines, pdftotext } from '../../test/pdf-text.js';
import { pdfImages, pdftotextPages, rowCells } from '../../test/pdftotext.js';
import { renderSeasonPdf } from './season-pdf.js';
import type { SeasonView } from './season.service.js';

/** The cells drawn after `label` on a page, as many as asked: a table row read left to right. */
function rowAfter(lines: string[], label: string, cells: number): string[] {
  const at = lines.indexOf(label);
  expect(at, `"${label}" is on the page`).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1, at + 1 + cells);
}

/**
 * A stored box score with the team at home: its player lines (and `team` rebounds, defensive, and turnovers of
 * the team, which its totals hold as the engine stores them), and an opponent who scored `against`.
 */
function box(players: PlayerLine[], against: Partial<StatLine>, team = { reb: 0, tov: 0 }): BoxScore {
  const opponent = { ...emptyStatLine(), ...against };
  const totals = sumLines(players);
  return {
    home: {
      players,
      totals: {
        ...totals,
        dreb: totals.dreb + team.reb,
        reb: totals.reb + team.reb,
        tov: totals.tov + team.tov,
        teamReb: team.reb,
        teamTov: team.tov,
      },
      periodPoints: [],
    },
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
// Game 1 has 2 team rebounds and a team turnover, in no player's line.
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
        { reb: 2, tov: 1 },
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
    expect(pageCount(pdf)).toBe(3);
    const [first = [], sheet = [], second = []] = pdfLines(pdf);
    expect(first).toContain('Tigers · 2026-27');
    // 12 points for, 6 against, a tie at 0-0.
    expect(first).toContain('Record 1-1-1');
    expect(first).toContain('3 games · 4.0 points per game, 2.0 allowed');
    expect(first).toContain('Per game');
    expect(first).toContain('Points per game');
    // Players by number: #4 before #12.
    expect(first.indexOf('#4 Ana Ruiz')).toBeLessThan(first.indexOf('#12 Ben Ode'));
    // GP, MIN, the 15 counts, +/-, PTS/G REB/G AST/G, then FG% 3P% FT% eFG% TS%: on 7 FGA, 3 3PA and 2 FTA, each
    // under its minimum (10 FGA, 5 3PA, 5 FTA), a dash.
    const [text = ''] = pdftotextPages(pdf);
    expect(rowCells(text, '#4 Ana Ruiz')).toEqual([
      ...['3', '120', '10', '4', '7', '2', '3', '0', '2', '0', '3', '3', '2', '0', '0', '0', '0'],
      '+6',
      ...['3.3', '1.0', '0.7'],
      ...['—', '—', '—', '—', '—'],
    ]);
    expect(rowAfter(first, '#12 Ben Ode', 3)).toEqual(['1', '20', '2']);
    // The Team row: game 1's 2 team rebounds (0.7 a game) and team turnover, under REB, TOV and REB/G.
    expect(rowCells(text, 'Team')).toEqual(['2', '1', '0.7']);
    // Each value stands under its column's heading, right-aligned: it ends where the heading ends.
    const lines = text.split('\n');
    const header = lines.find((line) => line.trim().startsWith('Player ')) ?? '';
    const teamLine = lines.find((line) => line.trim().startsWith('Team  ')) ?? '';
    for (const [label, value] of [
      ['REB', '2'],
      ['TOV', '1'],
    ] as const) {
      const headingEnd = header.indexOf(` ${label} `) + 1 + label.length;
      const valueEnd = teamLine.indexOf(value) + value.length;
      expect(Math.abs(valueEnd - headingEnd), label).toBeLessThanOrEqual(2);
    }
    // Team totals: Ana's and Ben's counts and the Team row's (DREB 3 + 2, REB 4 + 2, TOV 0 + 1); MIN and +/- are
    // blank, which draws nothing. On 7 FGA, 3 3PA and 4 FTA no rate reaches its minimum.
    expect(rowCells(text, 'Team totals')).toEqual([
      ...['3', '12', '4', '7', '2', '3', '2', '4', '1', '5', '6', '2', '0', '0', '1', '0'],
      ...['4.0', '2.0', '0.7'],
      ...['—', '—', '—', '—', '—'],
    ]);
    // Per game, team rebounds and turnovers listed under the counts that hold them; rates with their attempts.
    expect(rowCells(text, 'Team REB (in REB)')?.[0]).toBe('0.7');
    expect(rowCells(text, 'Team TOV (in TOV)')?.[0]).toBe('0.3');
    expect(rowCells(text, 'FG%')?.[0]).toBe('— (4/7)');
    // No report figures in these games: neither figure was recorded.
    expect(rowCells(text, 'Points in the paint')).toEqual(['not recorded', 'not recorded']);
    expect(text).toContain(
      '— a rate on too few attempts: FG%, eFG% and TS% need at least 10 FGA over the season, 3P% 5 3PA, FT% 5 FTA.',
    );
    // Opponents: 6 points in three games.
    expect(rowAfter(first, 'Opponents totals', 2)).toEqual(['3', '6']);
    // Page 2, the sheet's columns. Ana: 2PM-2PA 2-4 (4-7 from the field less 2-3 from three), 0.7 and 1.3 a game;
    // EFF 12, -2 and 0 (game 1: 10 PTS + 2 REB + 1 AST - 1 missed FG; game 2: 1 REB + 1 AST - 2 missed FG - 2
    // missed FT), 10 in all, 3.3 a game. These lines record no fouls drawn or blocks against: FD and BLKA blank,
    // over 0 games each. Ben: 2 free throws and a rebound, EFF 3 in his one game. The team: their 13, plus its 2 team
    // rebounds, less its team turnover: 14, 4.7 a game.
    const [sheetText = ''] = pdftotextPages(pdf).slice(1);
    expect(sheet).toContain('Two-pointers, efficiency, fouls drawn and shots blocked');
    expect(rowCells(sheetText, '#4 Ana Ruiz')).toEqual(['3', '2', '4', '0.7', '1.3', '10', '3.3', '0', '0']);
    expect(rowCells(sheetText, '#12 Ben Ode')).toEqual(['1', '0', '0', '0.0', '0.0', '3', '3.0', '0', '0']);
    expect(rowCells(sheetText, 'Team totals')).toEqual(['3', '2', '4', '0.7', '1.3', '14', '4.7', '0', '0']);
    expect(second).toContain('Results');
    expect(rowAfter(second, '2026-10-01', 3)).toEqual(['Hawks', 'W', '12-2']);
    expect(rowAfter(second, '2026-10-02', 3)).toEqual(['Eagles', 'L', '0-4']);
    expect(rowAfter(second, '2026-10-03', 3)).toEqual(['Owls', 'T', '0-0']);
    // The document's title, as a reader's window shows it.
    expect(pdf.toString('latin1')).toContain('(Tigers: season 2026-27)');
  });

  it('averages points in the paint and fast breaks over the games that recorded them, saying over how many', async () => {
    const [first, second, third] = small.season.results.map((result) => result.gameId);
    const games = [
      { id: first, paint: 10, fastBreak: null },
      { id: second, paint: null, fastBreak: 4 },
      { id: third, paint: 4, fastBreak: null },
    ];
    // Rebuilt from the same three games with their reports' figures: paint 10 + 4 in 2 of 3 games = 7.0.
    const season = computeSeason(
      small.season.results.map((result, index) => {
        const figures = games[index];
        const log = small.season.players.flatMap((player) => player.log.filter((entry) => entry.gameId === result.gameId));
        return {
          ...game(
            index,
            result.opponent,
            box(
              log.map((entry) => entry.line),
              { pts: result.pointsAgainst },
            ),
          ),
          gameId: figures?.id ?? '',
          figures: {
            team: { paintPoints: figures?.paint ?? null, fastBreakPoints: figures?.fastBreak ?? null },
            opponents: { paintPoints: null, fastBreakPoints: null },
          },
        };
      }),
    );
    const [text = ''] = pdftotextPages(await renderSeasonPdf({ ...small, season }));
    expect(rowCells(text, 'Points in the paint')).toEqual(['7.0 (2 of 3 games)', 'not recorded']);
    expect(rowCells(text, 'Fast-break points')).toEqual(['4.0 (1 of 3 games)', 'not recorded']);
  });

  it('counts FD over the games that recorded who drew each foul and BLKA over those that stored it, each with its games', async () => {
    // Ana's three games, worked out by hand. Game 1: she drew 2 fouls and had 1 shot blocked. Game 2: a foul called
    // (her own) and no foul drawn by anyone, as an import gives it: FD not recorded there; 1 shot blocked. Game 3:
    // no foul at all, so FD 0 is a result. FD 2 over 2 games (1.0 a game); BLKA 2 over 3 games (0.7 a game).
    const season: SeasonView = {
      team,
      roster: [rosterPlayer('p-ana', '4', 'Ana Ruiz')],
      season: computeSeason([
        game(0, 'Hawks', box([{ ...ana({}, 0), fd: 2, blka: 1 }], { pf: 2 })),
        game(1, 'Eagles', box([{ ...ana({ pf: 1 }, 0), fd: 0, blka: 1 }], {})),
        game(2, 'Owls', box([{ ...ana({}, 0), fd: 0, blka: 0 }], {})),
      ]),
    };
    const [, sheetText = ''] = pdftotextPages(await renderSeasonPdf(season));
    expect(sheetText).toContain('FD games');
    expect(sheetText).toContain('BLKA games');
    // GP, 2PM, 2PA, 2PM/G, 2PA/G, EFF, EFF/G, FD, BLKA, FD/G, BLKA/G, FD games, BLKA games.
    expect(rowCells(sheetText, '#4 Ana Ruiz')).toEqual([
      '3',
      '0',
      '0',
      '0.0',
      '0.0',
      '0',
      '0.0',
      '2',
      '2',
      '1.0',
      '0.7',
      '2',
      '3',
    ]);
  });

  it('shows a rate from its minimum of attempts on: 10 FGA, 5 3PA, 5 FTA', async () => {
    // One game: 5/10 from the field, 2/5 from three, 3/5 free throws, 15 points.
    // eFG% (5 + 0.5 x 2) / 10 = 60.0; TS% 15 / (2 x (10 + 0.44 x 5)) = 61.5.
    const shooter: SeasonView = {
      ...small,
      season: computeSeason([
        game(0, 'Hawks', box([ana({ pts: 15, fgm: 5, fga: 10, fg3m: 2, fg3a: 5, ftm: 3, fta: 5 }, 0)], { pts: 2 })),
      ]),
    };
    const [text = ''] = pdftotextPages(await renderSeasonPdf(shooter));
    expect(rowCells(text, '#4 Ana Ruiz')?.slice(-5)).toEqual(['50.0%', '40.0%', '60.0%', '60.0%', '61.5%']);
    expect(rowCells(text, 'FG%')).toEqual(['50.0% (5/10)', '– (0/0)']);
  });

  it("heads page 1 with the team's logo: a PNG as stored, a WebP converted; a logo it cannot read is left out", async () => {
    /** A real 1x1 PNG and a real 1x1 WebP (as teams.test.ts uploads them). */
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    const withLogo = (type: 'image/png' | 'image/webp', bytes: Buffer): SeasonView => ({
      ...small,
      team: { ...team, logo: { type, read: () => Promise.resolve(Readable.from([bytes])) } },
    });
    expect(pdfImages(await renderSeasonPdf(withLogo('image/png', png)))).toEqual([{ page: 1, width: 1, height: 1 }]);
    expect(pdfImages(await renderSeasonPdf(withLogo('image/webp', webp)))).toEqual([{ page: 1, width: 1, height: 1 }]);
    // Bytes that are no image, or a logo gone from storage: the season without it.
    const broken = await renderSeasonPdf(withLogo('image/png', Buffer.from('not a png')));
    expect(pdfImages(broken)).toEqual([]);
    expect(pdftotextPages(broken)[0]).toContain('Tigers · 2026-27');
    const gone: SeasonView = {
      ...small,
      team: { ...team, logo: { type: 'image/png', read: () => Promise.reject(new Error('gone')) } },
    };
    expect(pdfImages(await renderSeasonPdf(gone))).toEqual([]);
    // No logo: no image.
    expect(pdfImages(await renderSeasonPdf(small))).toEqual([]);
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

  it('fits 15 players and a chart of 50 games on page 1, their sheet on page 2 and the 50 results on page 3', async () => {
    const pdf = await renderSeasonPdf(generated(50, 15));
    expect(pageCount(pdf)).toBe(3);
    const [first = [], sheet = [], second = []] = pdfLines(pdf);
    expect(sheet).toContain('#15 Player 15');
    expect(sheet).toContain('Opponents totals');
    for (let number = 1; number <= 15; number += 1) expect(first).toContain(`#${String(number)} Player ${String(number)}`);
    expect(first).toContain('Opponents totals');
    expect(second).toContain('Opponent 1');
    expect(second).toContain('Opponent 50');
    expect(second).toContain('2026-11-19');
    // A bar per game on page 1: 50 rectangles besides the team's swatch.
    const [content = ''] = pageContents(pdf);
    expect(content.match(/ re\n/g)).toHaveLength(1 + 50);
  });

  it('runs a 60-player table and its sheet on to the next page under their headers, and 150 results on to a second page', async () => {
    const pdf = await renderSeasonPdf(generated(150, 60));
    expect(pageCount(pdf)).toBe(6);
    const [first = [], second = [], sheet = [], sheetNext = [], third = [], fourth = []] = pdfLines(pdf);
    expect(sheet).toContain('#1 Player 1');
    expect(sheetNext).toContain('BLKA games');
    expect(sheetNext).toContain('#60 Player 60');
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
