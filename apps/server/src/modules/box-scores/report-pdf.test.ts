import { PLUS_MINUS_NOTES, buildGameReport, type GameReport } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { inflatedStreams, pageCount, pdffonts, pdfText, pdftotext } from '../../test/pdf-text.js';
import { generateGame } from './generated-game.js';
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
    expect(first).toContain('Delivered 2026-11-20');
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

  it('draws team colours, falling back to ours for a colour it cannot draw', async () => {
    const contentOf = async (home: string) => {
      const pdf = await renderReportPdf(buildGameReport({ ...setup, home: { ...setup.home, color: home } }, events), {
        gameName: 'Colours',
        date: null,
      });
      return inflatedStreams(pdf).join('\n');
    };
    // #00ff00 is drawn as 0 1 0; "tomato; evil" is not a colour we draw, so the home side is our orange (#ea580c).
    expect(await contentOf('#00ff00')).toContain('0 1 0 scn');
    const fallback = await contentOf('tomato; evil');
    expect(fallback).not.toContain('0 1 0 scn');
    expect(fallback).toContain('0.9176470588235294 0.34509803921568627 0.047058823529411764 scn');
  });
});
