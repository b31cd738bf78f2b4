import {
  SEASON_RATE_MINIMUMS,
  SEASON_RATE_RULE,
  STAT_KEYS,
  recordedAverageText,
  seasonRates,
  signed,
  type Season,
  type SeasonRateKey,
  type SeasonSheet,
  type StatLine,
  numberAndName,
} from '@courtside/domain';
import PDFDocument from 'pdfkit';
import { FONT, registerPdfFonts } from '../../lib/pdf-font.js';
import {
  BOTTOM,
  INK,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  WIDTH,
  cell,
  collectPdf,
  num,
  pct,
  rule,
  swatch,
  tableHeader,
  tableRow,
  type Doc,
  type TableLayout,
} from '../../lib/pdf.js';
import {
  PER_GAME_KEYS,
  RATE_COLUMNS,
  RECORDED_FIGURES,
  STAT_LABELS,
  seasonPlayerRows,
  teamRowCells,
  totalMinutes,
} from './season-csv.js';
import { drawableLogo } from './season-logo.js';
import type { SeasonView } from './season.service.js';

/** The team's colour when it has none the PDF can draw (a #rgb or #rrggbb hex). */
const FALLBACK_COLOR = '#ea580c';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The band under the header that holds the averages and the chart, above the players' table. */
const BAND = 214;
const ROW = 10.5;
/** The tightest row the players' table takes before it runs on to another page (6 pt text). */
const MIN_ROW = 7.5;
const TABLE_TITLE = 14;
/** The note under the players' table: why a rate shows a dash. */
const TABLE_NOTE = 12;
/** The logo's box at the top right of page 1, inside the header's height. */
const LOGO = 30;
/** A rate left out below its minimum of attempts (the page's dash, see SEASON_RATE_MINIMUMS). */
const SHORT = '—';
const RATE_NOTE = `${SHORT} a rate on too few attempts: ${SEASON_RATE_RULE}.`;

const recordOf = (season: Season) =>
  [season.wins, season.losses, ...(season.ties > 0 ? [season.ties] : [])].map(String).join('-');

/**
 * The PDF of a team's season: page 1 the record, the team's and the opponents' averages per game, the team's
 * points game by game as bars, and the players' season table (running on when the roster is long); then the
 * sheet's table (2PM-2PA, EFF, FD, BLKA); then the results, in as many columns and pages as the games need. In
 * our embedded font, as the game report.
 */
export async function renderSeasonPdf(view: SeasonView): Promise<Buffer> {
  const { team, season } = view;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: {
      Title: `${team.name}: season${team.seasonLabel ? ` ${team.seasonLabel}` : ''}`,
      Author: 'Courtside',
      Subject: 'Basketball season',
    },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);
  const color = HEX.test(team.color.trim()) ? team.color.trim() : FALLBACK_COLOR;

  // The team's logo heads page 1 when it has one that can be drawn. Shooting rates under their minimum of
  // attempts over the season (SEASON_RATE_MINIMUMS) are a dash, as on the page, and a note under the table says why.
  const logo = await drawableLogo(team.logo);
  const top = header(doc, view, color);
  if (logo) drawLogo(doc, logo);
  if (season.games === 0) {
    doc.font(FONT.regular).fontSize(10).fillColor(MUTED);
    cell(doc, 'No games yet: the season fills in as each game’s box score is delivered.', PAGE.margin, top + 12, WIDTH);
  } else {
    averages(doc, view, color, PAGE.margin, top + 10, 250);
    pointsChart(doc, season, color, PAGE.margin + 280, top + 10, RIGHT - (PAGE.margin + 280), BAND - 10);
    playerTable(doc, view, top + BAND + 8);
    sheetTable(doc, view);
    resultsTable(doc, season);
  }
  doc.end();
  return done;
}

/**
 * Draws the logo at the top right, under "Courtside season report" and beside the record line (which ends well
 * short of it); an image pdfkit cannot read leaves the page without it.
 */
function drawLogo(doc: Doc, logo: Buffer) {
  try {
    doc.image(logo, RIGHT - LOGO, PAGE.margin + 14, { fit: [LOGO, LOGO], align: 'right', valign: 'center' });
  } catch {
    // Not a PNG or JPEG after all: the season is worth more than its logo.
  }
}

function header(doc: Doc, view: SeasonView, color: string): number {
  const { team, season } = view;
  swatch(doc, color, PAGE.margin, PAGE.margin + 3, 12);
  doc.font(FONT.bold).fontSize(16).fillColor(INK);
  cell(doc, [team.name, team.seasonLabel].filter(Boolean).join(' · '), PAGE.margin + 18, PAGE.margin, 540);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  cell(doc, 'Courtside season report', PAGE.margin + 580, PAGE.margin + 4, WIDTH - 580, 'right');

  const y = PAGE.margin + 26;
  doc.font(FONT.bold).fontSize(12).fillColor(INK);
  const record = `Record ${recordOf(season)}`;
  doc.text(record, PAGE.margin, y, { lineBreak: false });
  const after = PAGE.margin + doc.widthOfString(record) + 8;
  const games = `${String(season.games)} game${season.games === 1 ? '' : 's'}`;
  const scoring =
    season.games > 0 ? ` · ${num(season.team.perGame.pts)} points per game, ${num(season.opponents.perGame.pts)} allowed` : '';
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  cell(doc, `${games}${scoring}`, after, y + 2.5, RIGHT - after);
  return y + 20;
}

/** A season rate as the PDF prints it: a percentage, a dash under its minimum of attempts, blank without any. */
function seasonPct(totals: StatLine, rate: SeasonRateKey): string {
  const value = seasonRates(totals)[rate];
  if (value !== null) return pct(value);
  return totals[SEASON_RATE_MINIMUMS[rate].attempts] > 0 ? SHORT : pct(null);
}

/** A rate with the attempts it stands on beside it: "45.5% (40/88)". */
const ATTEMPTS: Record<'fgPct' | 'fg3Pct' | 'ftPct', ['fgm' | 'fg3m' | 'ftm', 'fga' | 'fg3a' | 'fta']> = {
  fgPct: ['fgm', 'fga'],
  fg3Pct: ['fg3m', 'fg3a'],
  ftPct: ['ftm', 'fta'],
};
function pctWithAttempts(totals: StatLine, rate: SeasonRateKey): string {
  const text = seasonPct(totals, rate);
  if (rate !== 'fgPct' && rate !== 'fg3Pct' && rate !== 'ftPct') return text;
  const [made, attempts] = ATTEMPTS[rate];
  return `${text} (${String(totals[made])}/${String(totals[attempts])})`;
}

/**
 * The team's and the opponents' counts per game (team rebounds and turnovers included, and listed), points in
 * the paint and fast-break points over the games that recorded them, and shooting rates over the season with
 * the attempts they stand on, side by side.
 */
function averages(doc: Doc, view: SeasonView, color: string, left: number, top: number, width: number) {
  const { team, opponents } = view.season;
  const rows: [string, string, string][] = [
    ...STAT_KEYS.map((key): [string, string, string] => [STAT_LABELS[key], num(team.perGame[key]), num(opponents.perGame[key])]),
    ['Team REB (in REB)', num(team.teamRow.perGame.reb), num(opponents.teamRow.perGame.reb)],
    ['Team TOV (in TOV)', num(team.teamRow.perGame.tov), num(opponents.teamRow.perGame.tov)],
    // Over the games that recorded them: "6.0 (1 of 2 games)", or "not recorded".
    ...RECORDED_FIGURES.map(([key, label]): [string, string, string] => [
      label,
      recordedAverageText(team.recorded[key], view.season.games),
      recordedAverageText(opponents.recorded[key], view.season.games),
    ]),
    ...RATE_COLUMNS.map(({ label, rate }): [string, string, string] => [
      label,
      pctWithAttempts(team.totals, rate),
      pctWithAttempts(opponents.totals, rate),
    ]),
  ];
  const valueWidth = 80;
  const labelWidth = width - 2 * valueWidth;
  doc.font(FONT.bold).fontSize(11).fillColor(INK);
  cell(doc, 'Per game', left, top, width);
  let y = top + 16;
  doc.fontSize(7.5).fillColor(color);
  cell(doc, view.team.name, left + labelWidth, y, valueWidth, 'right');
  doc.fillColor(MUTED);
  cell(doc, 'Opponents', left + labelWidth + valueWidth, y, valueWidth, 'right');
  y += 10;
  rule(doc, y - 1.5, left, left + width);
  doc.font(FONT.regular).fillColor(INK);
  for (const [label, own, theirs] of rows) {
    cell(doc, label, left, y, labelWidth);
    cell(doc, own, left + labelWidth, y, valueWidth, 'right');
    cell(doc, theirs, left + labelWidth + valueWidth, y, valueWidth, 'right');
    y += 7.4;
  }
}

/** The team's points in each game, oldest first, as bars: a win in the team's colour, a loss grey, a tie light. */
function pointsChart(doc: Doc, season: Season, color: string, left: number, top: number, width: number, height: number) {
  doc.font(FONT.bold).fontSize(11).fillColor(INK);
  cell(doc, 'Points per game', left, top, width);
  const axis = 22;
  const plotLeft = left + axis;
  const plotWidth = width - axis;
  const chartTop = top + 28;
  const chartBottom = top + height - 14;
  const chartHeight = chartBottom - chartTop;
  const most = Math.max(1, ...season.results.map((result) => result.pointsFor));
  const ceiling = Math.ceil(most / 10) * 10;
  const py = (points: number) => chartBottom - (points / ceiling) * chartHeight;

  doc.font(FONT.regular).fontSize(6.5).fillColor(MUTED);
  for (const mark of [0, ceiling / 2, ceiling]) {
    if (mark > 0) rule(doc, py(mark), plotLeft, left + width);
    cell(doc, String(mark), left, py(mark) - 3, axis - 4, 'right');
  }
  rule(doc, chartBottom, plotLeft, left + width);

  const slot = plotWidth / season.results.length;
  const bar = Math.min(28, slot * 0.7);
  season.results.forEach((result, index) => {
    const x = plotLeft + index * slot + (slot - bar) / 2;
    const y = py(result.pointsFor);
    const fill = result.result === 'W' ? color : result.result === 'L' ? MUTED : RULE;
    if (result.pointsFor > 0)
      doc
        .save()
        .rect(x, y, bar, chartBottom - y)
        .fill(fill)
        .restore();
    // Values over the bars only while they stay legible (about 35 games).
    if (slot >= 14) {
      doc.font(FONT.regular).fontSize(6).fillColor(INK);
      cell(doc, String(result.pointsFor), x - 4, y - 8, bar + 8, 'center');
    }
  });

  const average = season.team.perGame.pts;
  doc
    .save()
    .moveTo(plotLeft, py(average))
    .lineTo(left + width, py(average))
    .lineWidth(0.8)
    .dash(3, { space: 2 })
    .strokeColor(INK)
    .stroke()
    .undash()
    .restore();
  doc.font(FONT.regular).fontSize(7).fillColor(MUTED);
  cell(
    doc,
    `Oldest game first. Team colour: a win; grey: a loss; light grey: a tie. Dashed: the average, ${num(average)}.`,
    plotLeft,
    chartBottom + 4,
    plotWidth,
  );
}

interface TableLine {
  label: string;
  /** The row's cells when they are not the columns' (the Team row's). */
  cells?: string[];
  games: number;
  seconds: number | null;
  totals: StatLine;
  plusMinus: number | null;
  perGame: StatLine;
  sheet: SeasonSheet;
}

interface Column {
  label: string;
  width: number;
  value: (line: TableLine) => string;
}

/** The CSV's columns after the name: games, minutes, the counts, +/-, three averages per game and the rates. */
const PLAYER_COLUMNS: Column[] = [
  { label: 'GP', width: 20, value: (line) => String(line.games) },
  { label: 'MIN', width: 26, value: (line) => String(totalMinutes(line.seconds) ?? '') },
  ...STAT_KEYS.map((key): Column => ({ label: STAT_LABELS[key], width: 22, value: (line) => String(line.totals[key]) })),
  { label: '+/-', width: 24, value: (line) => (line.plusMinus === null ? '' : signed(line.plusMinus)) },
  ...PER_GAME_KEYS.map((key): Column => ({ label: `${STAT_LABELS[key]}/G`, width: 28, value: (line) => num(line.perGame[key]) })),
  ...RATE_COLUMNS.map(({ label, rate }): Column => ({ label, width: 30, value: (line) => seasonPct(line.totals, rate) })),
];

/**
 * A row per player, by number, then the Team row (team rebounds and turnovers), the team's and the opponents'
 * totals, and the note on rates. Rows shrink to keep the table on the first page; past the smallest row it runs
 * on to the next page under its header again.
 */
function playerTable(doc: Doc, view: SeasonView, top: number) {
  const { season } = view;
  const players: TableLine[] = seasonPlayerRows(view).map(({ number, name, player }) => ({
    label: numberAndName({ number, name }),
    games: player.games,
    seconds: player.seconds,
    totals: player.totals,
    plusMinus: player.plusMinus,
    perGame: player.perGame,
    sheet: player.sheet,
  }));
  // GP and MIN blank, then the CSV's Team row up to the rates (the PDF has no room for the sheet's columns).
  const teamCells = [
    '',
    '',
    ...teamRowCells(season.team)
      .slice(0, PLAYER_COLUMNS.length - 2)
      .map((value) => (value === null ? '' : String(value))),
  ];
  const totals: TableLine[] = [
    { label: 'Team', cells: teamCells, games: 0, seconds: null, plusMinus: null, ...season.team },
    { label: 'Team totals', games: season.games, seconds: null, plusMinus: null, ...season.team },
    { label: 'Opponents totals', games: season.games, seconds: null, plusMinus: null, ...season.opponents },
  ];
  const rowHeight = Math.min(
    ROW,
    Math.max(MIN_ROW, (BOTTOM - top - TABLE_TITLE - TABLE_NOTE) / (players.length + totals.length + 1)),
  );
  const textSize = Math.min(7, rowHeight - 1.5);
  const nameWidth = WIDTH - PLAYER_COLUMNS.reduce((sum, column) => sum + column.width, 0);

  doc.font(FONT.bold).fontSize(10).fillColor(INK);
  cell(doc, 'Players', PAGE.margin, top, nameWidth);
  let y = top + TABLE_TITLE;
  const table: TableLayout = { columns: PLAYER_COLUMNS, nameWidth, textSize };
  const columnHeader = () => {
    tableHeader(doc, table, y);
    y += rowHeight;
    rule(doc, y - 2);
  };
  const row = (line: TableLine, bold: boolean) => {
    if (y + rowHeight > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
      columnHeader();
    }
    tableRow(doc, table, y, line.label, line.cells ?? PLAYER_COLUMNS.map((column) => column.value(line)), bold);
    y += rowHeight;
  };
  columnHeader();
  for (const line of players) row(line, false);
  const [teamRow, ...sums] = totals;
  if (teamRow) row(teamRow, false);
  rule(doc, y - 1);
  for (const line of sums) row(line, true);
  if (y + TABLE_NOTE > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font('Helvetica').fontSize(6.5).fillColor(MUTED);
  cell(doc, RATE_NOTE, PAGE.margin, y + 3, WIDTH);
}

/** A count of the sheet's columns that older reports lack: blank when no game of the season recorded it. */
const sheetCount = (value: number | null) => (value === null ? '' : String(value));
const sheetAverage = (value: number | null) => (value === null ? '' : num(value));

/** The coach's sheet's columns over the season, which the players' table has no room for (see `SeasonSheet`). */
interface SheetLine {
  games: number;
  sheet: SeasonSheet;
}
const SHEET_COLUMNS: { label: string; width: number; value: (line: SheetLine) => string }[] = [
  { label: 'GP', width: 30, value: (line) => String(line.games) },
  { label: '2PM', width: 34, value: (line) => String(line.sheet.fg2m) },
  { label: '2PA', width: 34, value: (line) => String(line.sheet.fg2a) },
  { label: '2PM/G', width: 40, value: (line) => num(line.sheet.perGame.fg2m) },
  { label: '2PA/G', width: 40, value: (line) => num(line.sheet.perGame.fg2a) },
  { label: 'EFF', width: 34, value: (line) => String(line.sheet.eff) },
  { label: 'EFF/G', width: 40, value: (line) => num(line.sheet.perGame.eff) },
  { label: 'FD', width: 34, value: (line) => sheetCount(line.sheet.fd) },
  { label: 'BLKA', width: 34, value: (line) => sheetCount(line.sheet.blka) },
  { label: 'FD/G', width: 40, value: (line) => sheetAverage(line.sheet.perGame.fd) },
  { label: 'BLKA/G', width: 40, value: (line) => sheetAverage(line.sheet.perGame.blka) },
  { label: 'FD games', width: 44, value: (line) => String(line.sheet.fdGames) },
  { label: 'BLKA games', width: 50, value: (line) => String(line.sheet.sheetGames) },
];
const SHEET_NOTE =
  'EFF: PTS + REB + AST + STL + BLK − missed FG − missed FT − TOV. FD (fouls drawn) and BLKA (shots blocked) are counted over the games whose box scores record them, and averaged over those games (FD games, BLKA games).';

/**
 * The sheet's season table, on the page after the players' (running on like it): 2PM-2PA and EFF of every game,
 * FD and BLKA of the games that recorded them, for each player, the team and its opponents.
 */
function sheetTable(doc: Doc, view: SeasonView) {
  const { season } = view;
  const lines: { label: string; line: SheetLine; bold: boolean }[] = [
    ...seasonPlayerRows(view).map(({ number, name, player }) => ({
      label: numberAndName({ number, name }),
      line: player,
      bold: false,
    })),
    { label: 'Team totals', line: { games: season.games, sheet: season.team.sheet }, bold: true },
    { label: 'Opponents totals', line: { games: season.games, sheet: season.opponents.sheet }, bold: true },
  ];
  doc.addPage();
  let y = PAGE.margin;
  const nameWidth = WIDTH - SHEET_COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const table: TableLayout = { columns: SHEET_COLUMNS, nameWidth, textSize: 7 };
  doc.font(FONT.bold).fontSize(10).fillColor(INK);
  cell(doc, 'Two-pointers, efficiency, fouls drawn and shots blocked', PAGE.margin, y, WIDTH);
  y += TABLE_TITLE;
  const columnHeader = () => {
    tableHeader(doc, table, y);
    y += ROW;
    rule(doc, y - 2);
  };
  columnHeader();
  for (const { label, line, bold } of lines) {
    if (y + ROW > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
      columnHeader();
    }
    if (label === 'Team totals') rule(doc, y - 1);
    tableRow(
      doc,
      table,
      y,
      label,
      SHEET_COLUMNS.map((column) => column.value(line)),
      bold,
    );
    y += ROW;
  }
  doc.font(FONT.regular).fontSize(6.5).fillColor(MUTED);
  cell(doc, SHEET_NOTE, PAGE.margin, y + 3, WIDTH);
}

/** Every game, oldest first, in columns of date, opponent, result and score, across as many pages as it takes. */
function resultsTable(doc: Doc, season: Season) {
  const gap = 25;
  const blocks = 3;
  const blockWidth = (WIDTH - (blocks - 1) * gap) / blocks;
  const columns = { date: 58, result: 22, score: 46 };
  const opponentWidth = blockWidth - columns.date - columns.result - columns.score;

  doc.addPage();
  doc.font(FONT.bold).fontSize(11).fillColor(INK);
  cell(doc, 'Results', PAGE.margin, PAGE.margin, WIDTH);
  // The first page's columns start under the title, the next pages' at the margin.
  let top = PAGE.margin + 18;
  let block = 0;
  let y = top;
  const columnHeader = () => {
    const left = PAGE.margin + block * (blockWidth + gap);
    doc.font(FONT.bold).fontSize(7).fillColor(MUTED);
    cell(doc, 'Date', left, y, columns.date);
    cell(doc, 'Opponent', left + columns.date, y, opponentWidth - 4);
    cell(doc, 'W/L', left + columns.date + opponentWidth, y, columns.result, 'center');
    cell(doc, 'Score', left + blockWidth - columns.score, y, columns.score, 'right');
    y += ROW;
    rule(doc, y - 2, left, left + blockWidth);
  };
  columnHeader();
  for (const result of season.results) {
    if (y + ROW > BOTTOM) {
      block += 1;
      if (block === blocks) {
        doc.addPage();
        block = 0;
        top = PAGE.margin;
      }
      y = top;
      columnHeader();
    }
    const left = PAGE.margin + block * (blockWidth + gap);
    doc.font(FONT.regular).fontSize(7.5).fillColor(INK);
    cell(doc, result.playedOn ?? '–', left, y, columns.date);
    cell(doc, result.opponent, left + columns.date, y, opponentWidth - 4);
    cell(doc, result.result, left + columns.date + opponentWidth, y, columns.result, 'center');
    cell(
      doc,
      `${String(result.pointsFor)}-${String(result.pointsAgainst)}`,
      left + blockWidth - columns.score,
      y,
      columns.score,
      'right',
    );
    y += ROW;
  }
}
