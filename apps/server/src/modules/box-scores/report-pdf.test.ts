import { PLUS_MINUS_NOTES, SIDES, buildGameReport, teamColors, type GameReport } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { inflatedStreams, pageCount, pdffonts, pdfLines, pdfText, pdftotext } from '../../test/pdf-text.js';
import { pdftotextPages, rowCells } from '../../test/pdftotext.js';
import { generateGame } from './generated-game.js';
import { HAND_MADE_EVENTS, HAND_MADE_EVENTS_FD_UNNAMED, HAND_MADE_SETUP } from './hand-made-game.js';
import { renderReportPdf } from './report-pdf.js';

const PLUS_MINUS_NOTE = PLUS_MINUS_NOTES.foul.replace(/\.$/, '');

describe('the PDF report', () => {
  const { setup, events } = generateGame({ players: 12, plays: 300 });
  const report = buildGameReport(setup, events);

  it('is a two-page PDF whose names, numbers and score a reader can search and copy', async () => {
    const pdf = await renderReportPdf(report, {
      gameName: 'Tigers vs Hawks',
      date: '2026-11-20',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const [first = '', second = ''] = pdfText(pdf);
    expect(first).toContain('Tigers vs Hawks');
    expect(first).toContain('Delivered Nov 20, 2026');
    const score = `${String(report.boxScore.home.totals.pts)}  –  ${String(report.boxScore.away.totals.pts)}`;
    expect(first).toContain(`Northside Tigers ${score} Harbour Hawks`);
    expect(first).toContain('#4 Tiger 1 *');
    expect(first).toContain('#15 Hawk 12');
    expect(first).toContain('Team totals');
    expect(first).toContain('MIN');
    expect(first).toContain('+/-');
    expect(first).toContain(PLUS_MINUS_NOTE);
    expect(second).toContain('Team comparison');
    expect(second).toContain('Points off turnovers');
    expect(second).toContain('Time leading');
    expect(second).toContain('Shot chart');
    expect(second).toContain('Game flow');
    // The document's title, as a reader's window shows it.
    expect(pdf.toString('latin1')).toContain('(Tigers vs Hawks: box score)');
  });

  it('leaves out MIN, +/- and time leading without a clock or starters, and says when no shot was located', async () => {
    const bare: GameReport = buildGameReport(
      {
        ...setup,
        home: { ...setup.home, starters: [] },
        away: { ...setup.away, starters: [] },
      },
      events.map((event) => {
        const { clock: _clock, ...rest } = event;
        return rest.type === 'shot' ? { ...rest, x: undefined, y: undefined } : rest;
      }),
    );
    const text = pdfText(await renderReportPdf(bare, { gameName: 'No clock', date: null })).join('\n');
    expect(text).not.toContain('MIN');
    expect(text).not.toContain('+/-');
    expect(text).not.toContain('Time leading');
    expect(text).not.toContain('* starter');
    expect(text).toContain('No shot locations were recorded for this game.');
  });

  it('names the FIBA rule when the setup counts free throws at the shot', async () => {
    const fiba = buildGameReport({ ...setup, plusMinusRule: 'free-throw' }, events);
    const [first = ''] = pdfText(await renderReportPdf(fiba, { gameName: 'FIBA', date: null }));
    expect(first).toContain('players on court when they are shot (FIBA rule)');
    expect(first).not.toContain(PLUS_MINUS_NOTE);
  });

  it('fits 20 players a side and two overtimes in the same two pages, and shows a team that never scored', async () => {
    const big = generateGame({ players: 20, plays: 600, overtimes: 2 });
    const report20 = buildGameReport(big.setup, big.events);
    const pdf20 = await renderReportPdf(report20, { gameName: 'Long game', date: null });
    expect(pageCount(pdf20)).toBe(2);
    const [first = '', second = ''] = pdfText(pdf20);
    expect(first).toContain('OT1');
    expect(first).toContain('OT2');
    expect(first).toContain('#23 Tiger 20');
    expect(first).toContain('#23 Hawk 20');
    expect(second).toContain('Game flow');

    const shutout = buildGameReport(
      setup,
      events.filter((event) => !('team' in event) || event.team === 'home'),
    );
    expect(shutout.boxScore.away.totals.pts).toBe(0);
    const pdf = await renderReportPdf(shutout, { gameName: 'Shutout', date: null });
    expect(pdfText(pdf).join('\n')).toContain('Harbour Hawks');
  });

  it('prints names as written, in an embedded font that has their letters', async () => {
    const named = structuredClone(setup);
    const names = ['Nikola Vučević', 'Luka Dončić', 'Dario Šarić', 'Jusuf Nurkić', 'Łukasz Kołodziej', 'Mesut Özil', '姚明'];
    named.home.players.forEach((player, index) => {
      player.name = names[index] ?? player.name;
    });
    named.home.name = 'Crvena zvezda\nBeograd';
    const pdf = await renderReportPdf(buildGameReport(named, events), { gameName: 'Names', date: null });
    // Read by poppler's pdftotext, as a reader's PDF program reads it. The generated roster numbers from #4 and
    // the first five start.
    const text = pdftotext(pdf);
    expect(text).toContain('#4 Nikola Vučević *');
    expect(text).toContain('#5 Luka Dončić *');
    expect(text).toContain('#6 Dario Šarić *');
    expect(text).toContain('#7 Jusuf Nurkić *');
    expect(text).toContain('#8 Łukasz Kołodziej *');
    expect(text).toContain('#9 Mesut Özil');
    // Inter has no CJK: a question mark, not an empty box, stands for each letter it cannot print.
    expect(text).toContain('#10 ??');
    expect(text).toContain('Crvena zvezda Beograd');
    // Only our font, embedded (a subset), prints the pages: no standard font that lacks these letters.
    expect(
      pdffonts(pdf)
        .map((font) => font.replace(/^[A-Z]{6}\+/, ''))
        .sort(),
    ).toEqual(['Inter-Bold CID TrueType embedded', 'Inter-Regular CID TrueType embedded']);
  });

  it('draws the team colours the statistics page draws', async () => {
    const contentOf = async (home: string, away: string) => {
      const colored = { ...setup, home: { ...setup.home, color: home }, away: { ...setup.away, color: away } };
      const pdf = await renderReportPdf(buildGameReport(colored, events), { gameName: 'Colours', date: null });
      return inflatedStreams(pdf).join('\n');
    };
    /** The fill operator of a hex colour, as pdfkit writes it: each channel out of 255. */
    const fill = (hex: string) => `${[1, 3, 5].map((at) => String(parseInt(hex.slice(at, at + 2), 16) / 255)).join(' ')} scn`;
    // Dark green shows on white as it is (0, 100/255, 0); a yellow kit is darkened as the page darkens it.
    const kits = await contentOf('#006400', '#ffff00');
    expect(kits).toContain('0 0.39215686274509803 0 scn');
    const darkened = teamColors({ home: {}, away: { color: '#ffff00' } }).away;
    expect(darkened).not.toBe('#ffff00');
    expect(kits).toContain(fill(darkened));
    expect(kits).not.toContain('1 1 0 scn');
    // "tomato; evil" is not a colour, and the away side wore the same as home: the page's fallbacks, home
    // #c2410c (194, 65, 12) and away #1d4ed8 (29, 78, 216).
    const fallback = await contentOf('tomato; evil', '#C2410C');
    expect(fallback).toContain('0.7607843137254902 0.2549019607843137 0.047058823529411764 scn');
    expect(fallback).toContain('0.11372549019607843 0.3058823529411765 0.8470588235294118 scn');
  });
});

describe('the PDF report of a game worked out by hand', () => {
  const report = buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS);
  const rendered = renderReportPdf(report, { gameName: 'Memphis vs Denver', date: '2026-11-20' });

  it('draws the game flow in the team colours, on an axis of real margins, with each biggest lead marked', async () => {
    const pdf = await rendered;
    const [, second = []] = pdfLines(pdf);
    // Memphis led 17-0 at most, Denver 22-17: ticks every 10 points to 20 either side (the page's rule for a
    // largest margin of 16 to 40), labelled with the margin itself; no "+20" a team never reached.
    expect(second.join('|')).toContain('|20|10|0|10|20|');
    expect(second).toContain('Memphis ahead');
    expect(second).toContain('Denver ahead');
    expect(second.filter((line) => /ahead\s*[+-]?\d/.test(line))).toEqual([]);
    expect(second).toContain('Biggest lead 17');
    expect(second).toContain('Biggest lead 5');
    // The line is stroked in Memphis's #5d76a9 (93, 118, 169) above zero and Denver's #0e2240 (14, 34, 64) below.
    const content = inflatedStreams(pdf).join('\n');
    expect(content).toContain('0.36470588235294116 0.4627450980392157 0.6627450980392157 SCN');
    expect(content).toContain('0.054901960784313725 0.13333333333333333 0.25098039215686274 SCN');
  });

  it("compares the teams' box score totals first, as the page does, then the rates with the attempts they rest on", async () => {
    const [, second = []] = pdfLines(await rendered);
    const at = second.indexOf('Team comparison');
    // Memphis: six shots, all made (five threes and Jackson's two), no free throw; Nurkić's two defensive rebounds
    // and the team rebound; Morant's assist and steal, Nurkić's block, Dončić's foul, the shot-clock violation.
    // Denver: Vučević's 7 of 7 threes and 1 of 2 free throws, Šarić's and Denver Four's misses, Denver Three's
    // turnover, the foul Vučević drew. EFF = PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV:
    // Memphis 17 + 3 + 1 + 1 + 1 - 0 - 0 - 1 = 22; Denver 22 + 0 + 0 + 0 + 0 - 2 - 1 - 1 = 18.
    expect(second.slice(at, at + 45)).toEqual([
      'Team comparison',
      'Memphis',
      'Denver',
      ...['FG', '6-6 (100.0%)', '7-9 (77.8%)', '2P', '1-1 (100.0%)', '0-1 (0.0%)'],
      ...['3P', '5-5 (100.0%)', '7-8 (87.5%)', 'FT', '0-0', '1-2 (50.0%)'],
      ...['OREB', '0', '0', 'DREB', '3', '0', 'REB', '3', '0', 'AST', '1', '0', 'TOV', '1', '1'],
      ...['STL', '1', '0', 'BLK', '1', '0', 'PF', '1', '0', 'FD', '0', '1', 'EFF', '22', '18'],
    ]);
    // eFG% = (FGM + 0.5 x 3PM) / FGA: Memphis 8.5 / 6, Denver 10.5 / 9. TS% = PTS / (2 x (FGA + 0.44 x FTA)):
    // Memphis 17 / 12, Denver 22 / 19.76 = 1.1134.
    expect(second.slice(at + 45, at + 51)).toEqual([
      ...['eFG%', '141.7% (6 FGA)', '116.7% (9 FGA)'],
      ...['TS%', '141.7% (6 FGA)', '111.3% (9 FGA, 2 FTA)'],
    ]);
  });

  it('heads the shot-zone table with the teams', async () => {
    const [, second = []] = pdfLines(await rendered);
    const at = second.indexOf('Filled: made · ×: missed · FG% by zone (made-attempts)');
    // Jackson's layup (1-1) and Šarić's blocked two (0-1) at the rim; Bane's 2 corner threes and Vučević's 7;
    // Morant's and Jackson's 3 threes above the break, and Denver Four's miss.
    expect(second.slice(at + 1, at + 9)).toEqual([
      'Memphis',
      'Denver',
      'Restricted area',
      '100.0% (1-1)',
      '0.0% (0-1)',
      'Paint (non-RA)',
      '– (0-0)',
      '– (0-0)',
    ]);
    expect(second.slice(at + 12, at + 18)).toEqual([
      'Corner 3',
      '100.0% (2-2)',
      '100.0% (7-7)',
      'Above the break 3',
      '100.0% (3-3)',
      '0.0% (0-1)',
    ]);
  });

  /** The cells drawn after `label` on a page, as many as asked: a table row read left to right. */
  const rowAfter = (lines: string[], label: string, cells: number) => {
    const at = lines.indexOf(label);
    expect(at, `"${label}" is on the page`).toBeGreaterThanOrEqual(0);
    return lines.slice(at + 1, at + 1 + cells);
  };

  it("prints the coach's sheet: the header, every column, DNP, the team row, the team's minutes, fouls and timeouts", async () => {
    const [first = []] = pdfLines(await rendered);
    // The date as the page prints it; the game's details as the analyst completed them.
    expect(first).toContain('Delivered Nov 20, 2026 · Courtside box score');
    expect(first).toContain(
      'EuroCup · Nov 18, 2026 · 20:30 · FedExForum · Attendance 17,794 · Officials Ana Ruiz, Ben Ode, Zoran Šuput',
    );
    expect(rowAfter(first, 'Player', 22)).toEqual(
      'MIN PTS FG FG% 2P 2P% 3P 3P% FT FT% OREB DREB REB AST TOV STL BLK BLKA PF FD +/- EFF'.split(' '),
    );
    // Morant: 40:00, two threes, an assist and a steal, -5 on court for 17-22; EFF 6 + 1 + 1 = 8.
    expect(rowAfter(first, '#12 Ja Morant *', 22)).toEqual(
      '40:00 6 2-2 100.0% 0-0 – 2-2 100.0% 0-0 – 0 0 0 1 0 1 0 0 0 0 -5 8'.split(' '),
    );
    // Dončić: 700 s on court (Q1 and 100 s of Q2), the shooting foul.
    expect(rowAfter(first, '#77 Luka Dončić *', 22)).toEqual(
      '11:40 0 0-0 – 0-0 – 0-0 – 0-0 – 0 0 0 0 0 0 0 0 1 0 -5 0'.split(' '),
    );
    expect(rowAfter(first, '#10 Mesut Özil', 1)).toEqual(['DNP']);
    // The team row: Memphis's team rebound (REB) and shot-clock violation (TOV); then the totals, 200 minutes.
    expect(rowAfter(first, 'Team', 2)).toEqual(['1', '1']);
    expect(rowAfter(first, 'Team totals', 21)).toEqual(
      '200:00 17 6-6 100.0% 1-1 100.0% 5-5 100.0% 0-0 – 0 3 3 1 1 1 1 0 1 0 22'.split(' '),
    );
    expect(first).toContain(
      'Team fouls Q1 0 · Q2 1 · Q3 0 · Q4 0   Timeouts Q1 0 · Q2 1 · Q3 0 · Q4 0   Head coach Taylor Jenkins',
    );
    // Vučević: 22 points, 7-7 from three, 1-2 at the line, the foul drawn; EFF 22 - 1 = 21. Šarić: BLKA 1.
    expect(rowAfter(first, '#9 Nikola Vučević *', 22)).toEqual(
      '40:00 22 7-7 100.0% 0-0 – 7-7 100.0% 1-2 50.0% 0 0 0 0 0 0 0 0 0 1 +5 21'.split(' '),
    );
    expect(rowAfter(first, '#8 Dario Šarić *', 22)).toEqual(
      '40:00 0 0-1 0.0% 0-1 0.0% 0-0 – 0-0 – 0 0 0 0 0 0 0 1 0 0 +5 -1'.split(' '),
    );
    expect(first).toContain(
      'Team fouls Q1 0 · Q2 0 · Q3 0 · Q4 0   Timeouts Q1 0 · Q2 0 · Q3 0 · Q4 0   Head coach Michael Malone',
    );
  });

  it('prints "not recorded" for points in the paint and fast-break points nobody recorded', async () => {
    const [, second = []] = pdfLines(await rendered);
    // Recorded here: Jackson's layup in the paint; fast breaks tracked, none flagged.
    expect(rowAfter(second, 'Points in the paint', 2)).toEqual(['2', '0']);
    expect(rowAfter(second, 'Fast-break points', 2)).toEqual(['0', '0']);
    const unlocated = HAND_MADE_EVENTS.map((event) => (event.id === 'e7' ? { ...event, x: undefined, y: undefined } : event));
    const untracked = buildGameReport({ ...HAND_MADE_SETUP, fastBreaksTracked: false }, unlocated);
    const [, page = []] = pdfLines(await renderReportPdf(untracked, { gameName: 'Not recorded', date: null }));
    expect(rowAfter(page, 'Points in the paint', 2)).toEqual(['not recorded', 'not recorded']);
    expect(rowAfter(page, 'Fast-break points', 2)).toEqual(['not recorded', 'not recorded']);
  });

  it('marks FD not recorded, never 0, in a game whose fouls name nobody who drew them: the players, the totals, the comparison', async () => {
    const pdf = await renderReportPdf(buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS_FD_UNNAMED), {
      gameName: 'FD not recorded',
      date: null,
    });
    const [first = [], second = []] = pdfLines(pdf);
    // The column stays (the report carries FD), each cell NR, the notes saying what NR is. Dončić's foul is his PF.
    expect(rowAfter(first, 'Player', 22)[19]).toBe('FD');
    expect(rowAfter(first, '#9 Nikola Vučević *', 22)).toEqual(
      '40:00 22 7-7 100.0% 0-0 – 7-7 100.0% 1-2 50.0% 0 0 0 0 0 0 0 0 0 NR +5 21'.split(' '),
    );
    expect(rowAfter(first, '#77 Luka Dončić *', 22)).toEqual(
      '11:40 0 0-0 – 0-0 – 0-0 – 0-0 – 0 0 0 0 0 0 0 0 1 NR -5 0'.split(' '),
    );
    expect(rowAfter(first, '#10 Mesut Özil', 1)).toEqual(['DNP']);
    const totals = first.flatMap((line, index) => (line === 'Team totals' ? [first.slice(index + 1, index + 22)] : []));
    expect(totals.map((cells) => cells[19])).toEqual(['NR', 'NR']);
    expect(first.filter((line) => line.includes('NR: FD not recorded (no foul names who drew it)'))).toHaveLength(2);
    expect(rowAfter(second, 'FD', 2)).toEqual(['not recorded', 'not recorded']);
    // pdftotext's layout reads the row as a reader copies it.
    const [, comparison = ''] = pdftotextPages(pdf);
    expect(rowCells(comparison, 'FD')).toEqual(['not recorded', 'not recorded']);
  });

  it('prints FD as counted, without the NR note, where the foul names who drew it', async () => {
    const pdf = await rendered;
    const [first = [], second = []] = pdfLines(pdf);
    expect(first.join('\n')).not.toContain('FD not recorded');
    expect(first.filter((line) => line === 'NR')).toEqual([]);
    // Vučević drew Dončić's foul: Memphis 0, Denver 1.
    expect(rowAfter(second, 'FD', 2)).toEqual(['0', '1']);
    const [, comparison = ''] = pdftotextPages(pdf);
    expect(rowCells(comparison, 'FD')).toEqual(['0', '1']);
  });

  it('prints what a report of an older engine has, without the columns it lacks', async () => {
    const old = buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS);
    // As stored by engine 2: none of the coach's sheet's new fields.
    for (const side of SIDES) {
      const box = old.boxScore[side];
      box.players = box.players.map(({ fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, starter: _f, dnp: _g, ...line }) => line);
      const { fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, seconds: _f, ...totals } = box.totals;
      box.totals = totals;
      delete box.fouls;
      delete box.timeouts;
    }
    delete old.header;
    const [first = []] = pdfLines(await renderReportPdf(old, { gameName: 'Engine 2', date: null }));
    expect(rowAfter(first, 'Player', 17)).toEqual('MIN PTS FG FG% 3P 3P% FT FT% OREB DREB REB AST TOV STL BLK PF +/-'.split(' '));
    // Özil's zeros as engine 2 delivered them (no DNP); the totals without the team's minutes.
    expect(rowAfter(first, '#10 Mesut Özil', 2)).toEqual(['0:00', '0']);
    expect(rowAfter(first, 'Team totals', 2)).toEqual(['17', '6-6']);
    expect(first.some((line) => line.startsWith('Team fouls'))).toBe(false);
    // The team comparison without the totals engine 2 did not keep, rather than 0s.
    const [, comparison = ''] = pdftotextPages(await renderReportPdf(old, { gameName: 'Engine 2', date: null }));
    expect(rowCells(comparison, 'FG')).toEqual(['6-6 (100.0%)', '7-9 (77.8%)']);
    for (const label of ['2P', 'FD', 'EFF']) expect(rowCells(comparison, label), label).toBeUndefined();
  });

  it('fits the comparison with every row (a clock and starters: bench points, time leading) above the game flow', async () => {
    const [, page = ''] = pdftotextPages(await rendered);
    const lines = page.split('\n');
    const lineOf = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(rowCells(page, 'Time leading')).toBeDefined();
    expect(rowCells(page, 'Bench points')).toBeDefined();
    expect(lineOf(/Pace .* Lead changes/)).toBeGreaterThan(lineOf(/Time leading/));
    expect(lineOf(/Pace .* Lead changes/)).toBeLessThan(lineOf(/Game flow/));
  });
});
