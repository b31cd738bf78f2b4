import {
  SIDES,
  ZONE_LABELS,
  SHOT_ZONES,
  deriveRates,
  formatClock,
  formatShortDate,
  foulsDrawnRecorded,
  periodLabel,
  periodLength,
  periodStart,
  summarizeZones,
  type GameReport,
  type Side,
  PLUS_MINUS_NOTES,
  plusMinusRuleOf,
  carriedCount,
  rateWithAttempts,
  shootingTotal,
  signed,
  teamColors,
  type TeamFigures,
  numberAndName,
} from '@courtside/domain';
import PDFDocument from 'pdfkit';
import { FONT, printable, registerPdfFonts } from '../../lib/pdf-font.js';
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

export interface ReportMeta {
  gameName: string;
  /** The delivery date, YYYY-MM-DD. */
  date: string | null;
  /** A corrected delivery's note: why it replaced the previous box score. */
  correction?: string | null;
}

/** A team's colour as the statistics page draws it: readable on white, never both teams alike. */
const colorOf = (report: GameReport, side: Side) => teamColors(report.setup)[side];

const periodName = (report: GameReport, period: number) => periodLabel(report.setup.periods, period);

/**
 * The PDF report of a delivered game: page 1 the header, the line score and both box scores; then the team
 * comparison and FIBA's figures, the shot chart and the game flow, drawn as vectors. Text is real text (a
 * reader can search and copy it), in our embedded font (lib/pdf-font), so names print as written.
 */
export async function renderReportPdf(report: GameReport, meta: ReportMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    // Every line is placed at its own (x, y) and never wraps; with a bottom margin, pdfkit would start a new
    // page for a line whose (taller than Helvetica's) line box reaches into it.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    info: { Title: `${meta.gameName}: box score`, Author: 'Courtside', Subject: 'Basketball box score' },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);

  let y = header(doc, report, meta);
  y = lineScore(doc, report, y + 10);
  const row = boxRowHeight(report, BOTTOM - (y + TABLE_GAP));
  for (const side of SIDES) y = boxTable(doc, report, side, y + TABLE_GAP, row);

  doc.addPage();
  comparison(doc, report, PAGE.margin, PAGE.margin, 380);
  shotChart(doc, report, 450, PAGE.margin, RIGHT - 450);
  gameFlow(doc, report, PAGE.margin, 420, WIDTH, BOTTOM - 420);
  doc.end();
  return done;
}

/** "Nov 20, 2026", as the page prints a date; a YYYY-MM-DD day is that day wherever the server runs. */
const dayOf = (date: string) => formatShortDate(date, 'UTC');

/**
 * What is known of where and when the game was played (the customer's upload details, completed by the
 * analyst's setup): "EuroLeague · Nov 20, 2026 · 20:30 · Arena · Attendance 12,345 · Officials A, B, C".
 */
function gameDetails(report: GameReport): string {
  const details = report.header;
  if (!details) return '';
  return [
    details.competition,
    details.date && dayOf(details.date),
    details.startTime,
    details.venue,
    details.attendance === null ? null : `Attendance ${details.attendance.toLocaleString('en-US')}`,
    details.officials.length > 0 ? `Officials ${details.officials.join(', ')}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

function header(doc: Doc, report: GameReport, meta: ReportMeta): number {
  const { home, away } = report.setup;
  const score = { home: report.boxScore.home.totals.pts, away: report.boxScore.away.totals.pts };
  doc.fillColor(INK).font(FONT.bold).fontSize(16);
  cell(doc, meta.gameName, PAGE.margin, PAGE.margin, 520);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  cell(
    doc,
    [meta.date ? `Delivered ${dayOf(meta.date)}` : '', 'Courtside box score'].filter(Boolean).join(' · '),
    560,
    PAGE.margin + 4,
    RIGHT - 560,
    'right',
  );
  if (meta.correction) cell(doc, `Corrected: ${meta.correction}`, 560, PAGE.margin + 16, RIGHT - 560, 'right');

  let y = PAGE.margin + 22;
  const details = gameDetails(report);
  if (details) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED);
    cell(doc, details, PAGE.margin, y, 520);
    y += 12;
  } else y += 6;
  doc.font(FONT.bold).fontSize(18).fillColor(INK);
  swatch(doc, colorOf(report, 'home'), PAGE.margin, y + 3, 12);
  const line = printable(`${home.name} ${String(score.home)}  –  ${String(score.away)} ${away.name}`);
  doc.text(line, PAGE.margin + 18, y, { lineBreak: false });
  swatch(doc, colorOf(report, 'away'), PAGE.margin + 24 + doc.widthOfString(line), y + 3, 12);
  return y + 24;
}

function lineScore(doc: Doc, report: GameReport, top: number): number {
  const periods = Math.max(report.boxScore.home.periodPoints.length, report.boxScore.away.periodPoints.length);
  const nameWidth = 140;
  const column = 30;
  doc.font(FONT.bold).fontSize(8).fillColor(MUTED);
  for (let period = 1; period <= periods; period += 1) {
    cell(doc, periodName(report, period), PAGE.margin + nameWidth + (period - 1) * column, top, column, 'right');
  }
  cell(doc, 'T', PAGE.margin + nameWidth + periods * column, top, column, 'right');
  let y = top + 12;
  for (const side of SIDES) {
    doc.font(FONT.regular).fillColor(INK);
    swatch(doc, colorOf(report, side), PAGE.margin, y + 1, 7);
    cell(doc, report.setup[side].name, PAGE.margin + 11, y, nameWidth - 11);
    report.boxScore[side].periodPoints.forEach((points, index) => {
      cell(doc, String(points), PAGE.margin + nameWidth + index * column, y, column, 'right');
    });
    doc.font(FONT.bold);
    cell(doc, String(report.boxScore[side].totals.pts), PAGE.margin + nameWidth + periods * column, y, column, 'right');
    y += 11;
  }
  return y;
}

type Line = GameReport['boxScore']['home']['players'][number];
/** A team's totals as a report stores them: 2P, BLKA, FD, EFF and the minutes are absent from reports of engines 1 and 2. */
type Totals = GameReport['boxScore']['home']['totals'];

interface Column {
  label: string;
  width: number;
  /** A player's cell. */
  value: (line: Line) => string;
  /** The team's totals' cell ('' where a total means nothing, as +/-). */
  total: (totals: Totals) => string;
}

const made = (m: number, a: number) => `${String(m)}-${String(a)}`;
const shown = (value: number | undefined) => (value === undefined ? '' : String(value));
const twoPct = (line: Line | Totals) => pct(line.fg2a ? (line.fg2m ?? 0) / line.fg2a : null);

/**
 * FD's cell, player's and total, in a game whose fouls name nobody who drew them (`foulsDrawnRecorded`): the
 * 20 pt column has no room for the words, which the table's notes give (`FD_NOT_RECORDED_NOTE`). Never 0.
 */
const FD_NOT_RECORDED = 'NR';
const FD_NOT_RECORDED_NOTE = 'NR: FD not recorded (no foul names who drew it)';

/** A column whose cell reads the same from a player's line and the team's totals. */
const both = (label: string, width: number, value: (line: Line | Totals) => string): Column => ({
  label,
  width,
  value,
  total: value,
});

/**
 * The coach's sheet (DESIGN.md §4), in its order. MIN and +/- only when lineups were tracked; 2P, BLKA, FD and
 * EFF only in reports that carry them (engine 3 on: an older report shows what it has).
 */
function boxColumns(report: GameReport): Column[] {
  const players = SIDES.flatMap((side) => report.boxScore[side].players);
  const has = (key: 'fg2m' | 'blka' | 'fd' | 'eff') => players.some((line) => line[key] !== undefined);
  const fdRecorded = foulsDrawnRecorded(report);
  const columns: (Column | false)[] = [
    players.some((line) => line.seconds !== null) && {
      label: 'MIN',
      width: 32,
      value: (line) => (line.seconds == null ? '' : formatClock(Math.round(line.seconds))),
      // The team's minutes: 5 x the game's length, "200:00" for four 10-minute quarters.
      total: (totals) => (totals.seconds === undefined ? '' : formatClock(Math.round(totals.seconds))),
    },
    both('PTS', 24, (line) => String(line.pts)),
    both('FG', 32, (line) => made(line.fgm, line.fga)),
    both('FG%', 31, (line) => pct(deriveRates(line).fgPct)),
    has('fg2m') && both('2P', 30, (line) => (line.fg2m === undefined ? '' : made(line.fg2m, line.fg2a ?? 0))),
    has('fg2m') && both('2P%', 31, twoPct),
    both('3P', 30, (line) => made(line.fg3m, line.fg3a)),
    both('3P%', 31, (line) => pct(deriveRates(line).fg3Pct)),
    both('FT', 30, (line) => made(line.ftm, line.fta)),
    both('FT%', 31, (line) => pct(deriveRates(line).ftPct)),
    both('OREB', 27, (line) => String(line.oreb)),
    both('DREB', 27, (line) => String(line.dreb)),
    both('REB', 23, (line) => String(line.reb)),
    both('AST', 23, (line) => String(line.ast)),
    both('TOV', 23, (line) => String(line.tov)),
    both('STL', 23, (line) => String(line.stl)),
    both('BLK', 23, (line) => String(line.blk)),
    has('blka') && both('BLKA', 26, (line) => shown(line.blka)),
    both('PF', 20, (line) => String(line.pf)),
    has('fd') && both('FD', 20, (line) => (fdRecorded ? shown(line.fd) : FD_NOT_RECORDED)),
    players.some((line) => line.plusMinus !== null) && {
      label: '+/-',
      width: 26,
      value: (line) => (line.plusMinus == null ? '' : signed(line.plusMinus)),
      total: () => '',
    },
    has('eff') && both('EFF', 24, (line) => shown(line.eff)),
  ];
  return columns.filter((column): column is Column => column !== false);
}

const ROW = 10.5;
/** The tightest row the box tables take before one moves to a page of its own (5.5 pt text). */
const MIN_ROW = 7;
const TABLE_TITLE = 14;
const TABLE_GAP = 14;
/** The rows of a box table besides its players: the header, the team row, the totals and two lines of notes. */
const EXTRA_ROWS = 5;
/** A box table's height: its title, the header row, a row per player, the team row, the totals and the notes. */
const tableHeight = (players: number, row: number) => TABLE_TITLE + (players + EXTRA_ROWS) * row;

/** The row height that keeps both box tables on the first page (20 players a side fit), within limits. */
function boxRowHeight(report: GameReport, available: number): number {
  const players = report.boxScore.home.players.length + report.boxScore.away.players.length;
  const fitting = (available - 2 * TABLE_TITLE - TABLE_GAP) / (players + 2 * EXTRA_ROWS);
  return Math.min(ROW, Math.max(MIN_ROW, fitting));
}

/** "Q1 2 · Q2 3 · Q3 0 · Q4 1": a count per period played. */
const perPeriod = (report: GameReport, counts: readonly number[]) =>
  counts.map((count, index) => `${periodName(report, index + 1)} ${String(count)}`).join(' · ');

/**
 * One team's box score: starters first (marked *), then the bench (a player who never came on reads DNP), the
 * team row (rebounds and turnovers no player is credited with), the totals; then the team fouls per period (so
 * a coach sees the bonus), the timeouts, the head coach and the notes.
 */
function boxTable(doc: Doc, report: GameReport, side: Side, top: number, rowHeight: number): number {
  const team = report.setup[side];
  const box = report.boxScore[side];
  const setupStarters = new Set(team.starters ?? []);
  const isStarter = (line: Line) => line.starter ?? setupStarters.has(line.playerId);
  const roster = new Map(team.players.map((player) => [player.id, player]));
  const lines = [...box.players].sort((a, b) => Number(isStarter(b)) - Number(isStarter(a)));
  const columns = boxColumns(report);
  const textSize = Math.min(7.5, rowHeight - 1.5);
  let y = top;
  if (y + tableHeight(lines.length, rowHeight) > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const nameWidth = WIDTH - columns.reduce((sum, column) => sum + column.width, 0);

  doc.font(FONT.bold).fontSize(10).fillColor(INK);
  swatch(doc, colorOf(report, side), PAGE.margin, y + 1, 9);
  cell(doc, team.name, PAGE.margin + 13, y, nameWidth - 13);
  y += TABLE_TITLE;
  const table: TableLayout = { columns, nameWidth, textSize };
  const row = (name: string, values: string[], bold: boolean) => {
    tableRow(doc, table, y, name, values, bold);
    y += rowHeight;
  };
  tableHeader(doc, table, y);
  y += rowHeight;
  rule(doc, y - 2);
  for (const line of lines) {
    const player = roster.get(line.playerId);
    const label = player ? numberAndName(player) : line.playerId;
    const name = `${label}${isStarter(line) ? ' *' : ''}`;
    // Did Not Play: the word across the figures, not a row of zeros.
    if (line.dnp === true) row(name, ['DNP'], false);
    else
      row(
        name,
        columns.map((column) => column.value(line)),
        false,
      );
  }
  row(
    'Team',
    columns.map((column) =>
      column.label === 'REB' ? String(box.totals.teamReb) : column.label === 'TOV' ? String(box.totals.teamTov) : '',
    ),
    false,
  );
  rule(doc, y - 1);
  row(
    'Team totals',
    columns.map((column) => column.total(box.totals)),
    true,
  );
  doc
    .font(FONT.regular)
    .fontSize(textSize - 0.5)
    .fillColor(MUTED);
  const facts = [
    box.fouls && `Team fouls ${perPeriod(report, box.fouls)}`,
    box.timeouts && `Timeouts ${perPeriod(report, box.timeouts)}`,
    team.coach && `Head coach ${team.coach}`,
  ].filter((fact): fact is string => Boolean(fact));
  const notes = [];
  if (lines.some(isStarter)) notes.push('* starter');
  if (lines.some((line) => line.dnp === true)) notes.push('DNP: did not play');
  if (columns.some((column) => column.label === 'FD') && !foulsDrawnRecorded(report)) notes.push(FD_NOT_RECORDED_NOTE);
  // Every report says which +/- rule it followed.
  if (columns.some((column) => column.label === '+/-')) notes.push(PLUS_MINUS_NOTES[plusMinusRuleOf(report)].replace(/\.$/, ''));
  if (facts.length > 0) {
    cell(doc, facts.join('   '), PAGE.margin, y + 1, WIDTH);
    y += rowHeight;
  }
  cell(doc, notes.join('. '), PAGE.margin, y + 1, WIDTH);
  return y + rowHeight;
}

/**
 * The team comparison, in the page's order (apps/web comparison-rows.ts): the box score's team totals first
 * (shooting made-attempted and %, rebounds, assists to EFF), then the figures derived from the plays, the shooting
 * rates with the attempts they rest on. A total the report does not carry (2P, FD, EFF before engine 3) is left out;
 * FD a game did not record reads "not recorded".
 */
function comparison(doc: Doc, report: GameReport, left: number, top: number, width: number) {
  const { home, away } = report.figures;
  const fdRecorded = foulsDrawnRecorded(report);
  // Null: nobody recorded what the figure needs (shot locations, fast breaks). Not a zero.
  const recorded = (figure: { points: number } | null) => (figure === null ? 'not recorded' : String(figure.points));
  // A figure the report cannot tell for a team (bench points without starters): its row is left out, as on the page.
  const counted = (label: string, pick: (figures: TeamFigures) => { points: number } | null): [string, string, string] | null => {
    const [homeFigure, awayFigure] = [pick(home), pick(away)];
    return homeFigure && awayFigure ? [label, String(homeFigure.points), String(awayFigure.points)] : null;
  };
  const totals = (label: string, value: (totals: Totals) => string | null): [string, string, string] | null => {
    const [homeValue, awayValue] = SIDES.map((side) => value(report.boxScore[side].totals));
    return homeValue == null || awayValue == null ? null : [label, homeValue, awayValue];
  };
  const figure = (label: string, value: (figures: TeamFigures, totals: Totals) => string): [string, string, string] => [
    label,
    value(home, report.boxScore.home.totals),
    value(away, report.boxScore.away.totals),
  ];
  const rows = [
    totals('FG', (t) => shootingTotal(t.fgm, t.fga)),
    totals('2P', (t) => shootingTotal(t.fg2m, t.fg2a)),
    totals('3P', (t) => shootingTotal(t.fg3m, t.fg3a)),
    totals('FT', (t) => shootingTotal(t.ftm, t.fta)),
    totals('OREB', (t) => String(t.oreb)),
    totals('DREB', (t) => String(t.dreb)),
    totals('REB', (t) => String(t.reb)),
    totals('AST', (t) => String(t.ast)),
    totals('TOV', (t) => String(t.tov)),
    totals('STL', (t) => String(t.stl)),
    totals('BLK', (t) => String(t.blk)),
    totals('PF', (t) => String(t.pf)),
    // Carried but not recorded (no foul names who drew it): the words, never 0 for both teams.
    totals('FD', (t) => (t.fd !== undefined && !fdRecorded ? 'not recorded' : carriedCount(t.fd))),
    totals('EFF', (t) => carriedCount(t.eff)),
    figure('eFG%', (f, t) => rateWithAttempts(f.efgPct, [[t.fga, 'FGA']])),
    figure('TS%', (f, t) =>
      rateWithAttempts(f.tsPct, [
        [t.fga, 'FGA'],
        [t.fta, 'FTA'],
      ]),
    ),
    figure('Possessions', (f) => `${String(f.possessions)} (est. ${num(f.possessionsEstimate)})`),
    figure('Offensive rating', (f) => num(f.offensiveRating)),
    figure('Defensive rating', (f) => num(f.defensiveRating)),
    figure('Assist/turnover', (f) => num(f.assistToTurnover, 2)),
    figure('Offensive rebound %', (f) => pct(f.offensiveReboundPct)),
    figure('Defensive rebound %', (f) => pct(f.defensiveReboundPct)),
    counted('Points off turnovers', (f) => f.pointsOffTurnovers),
    counted('Second-chance points', (f) => f.secondChancePoints),
    figure('Points in the paint', (f) => recorded(f.paintPoints)),
    figure('Fast-break points', (f) => recorded(f.fastBreakPoints)),
    counted('Bench points', (f) => f.benchPoints),
    figure('Biggest lead', (f) => String(f.biggestLead.points)),
    figure('Biggest scoring run', (f) => (f.biggestRun ? `${String(f.biggestRun.points)}-0` : '–')),
    home.timeLeadingSeconds === null || away.timeLeadingSeconds === null
      ? null
      : figure('Time leading', (f) => formatClock(f.timeLeadingSeconds ?? 0)),
  ].filter((row): row is [string, string, string] => row !== null);

  // Wide enough for "55.1% (93 FGA, 20 FTA)"; the rows close enough for 30 of them above the game flow.
  const valueWidth = 130;
  const labelWidth = width - 2 * valueWidth;
  const rowHeight = 10.5;
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text('Team comparison', left, top, { lineBreak: false });
  let y = top + 18;
  doc.fontSize(8).fillColor(MUTED);
  SIDES.forEach((side, index) => {
    doc.fillColor(colorOf(report, side));
    cell(doc, report.setup[side].name, left + labelWidth + index * valueWidth, y, valueWidth, 'right');
  });
  y += 12;
  for (const [label, homeValue, awayValue] of rows) {
    doc.font(FONT.regular).fontSize(7.5).fillColor(INK);
    cell(doc, label, left, y, labelWidth);
    cell(doc, homeValue, left + labelWidth, y, valueWidth, 'right');
    cell(doc, awayValue, left + labelWidth + valueWidth, y, valueWidth, 'right');
    y += rowHeight;
  }
  doc.font(FONT.regular).fontSize(8).fillColor(INK);
  cell(
    doc,
    `Pace ${num(report.figures.pace)} · Lead changes ${String(report.figures.leadChanges)} · Times tied ${String(report.figures.timesTied)}`,
    left,
    y + 4,
    width,
  );
}

/** A half court in feet (50 wide, 47 deep, the basket 5.25 ft from the baseline at the top) and every located shot. */
function shotChart(doc: Doc, report: GameReport, left: number, top: number, width: number) {
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text('Shot chart', left, top, { lineBreak: false });
  const scale = width / 50;
  const courtTop = top + 18;
  const px = (x: number) => left + (x + 25) * scale;
  const py = (y: number) => courtTop + y * scale;
  const courtHeight = 47 * scale * 0.75;
  doc.save().lineWidth(0.6).strokeColor(RULE);
  doc.rect(left, courtTop, width, courtHeight).stroke();
  doc.rect(px(-8), py(0), 16 * scale, 19 * scale).stroke();
  doc.circle(px(0), py(19), 6 * scale).stroke();
  doc.moveTo(px(-3), py(4)).lineTo(px(3), py(4)).stroke();
  doc.circle(px(0), py(5.25), 0.75 * scale).stroke();
  // The three-point line: straight in the corners to 14 ft, then an arc 23.75 ft from the basket.
  const corner = Math.asin(22 / 23.75);
  doc
    .moveTo(px(-22), py(0))
    .lineTo(px(-22), py(5.25 + 23.75 * Math.cos(corner)))
    .stroke();
  doc
    .moveTo(px(22), py(0))
    .lineTo(px(22), py(5.25 + 23.75 * Math.cos(corner)))
    .stroke();
  const steps = 24;
  doc.moveTo(px(-22), py(5.25 + 23.75 * Math.cos(corner)));
  for (let step = 1; step <= steps; step += 1) {
    const angle = -corner + (2 * corner * step) / steps;
    doc.lineTo(px(23.75 * Math.sin(angle)), py(5.25 + 23.75 * Math.cos(angle)));
  }
  doc.stroke().restore();

  if (report.shots.length === 0) {
    doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
    doc.text('No shot locations were recorded for this game.', left, courtTop + courtHeight / 2 - 5, { width, align: 'center' });
  } else {
    const r = Math.max(1.6, scale * 0.55);
    for (const shot of report.shots) {
      const color = colorOf(report, shot.team);
      const x = px(Math.max(-25, Math.min(25, shot.x)));
      const y = py(Math.min(shot.y, 47 * 0.75));
      if (shot.made) doc.save().circle(x, y, r).fill(color).restore();
      else
        doc
          .save()
          .lineWidth(0.8)
          .strokeColor(color)
          .moveTo(x - r, y - r)
          .lineTo(x + r, y + r)
          .moveTo(x - r, y + r)
          .lineTo(x + r, y - r)
          .stroke()
          .restore();
    }
  }
  // FG% by zone, per team.
  let y = courtTop + courtHeight + 8;
  const zones = {
    home: summarizeZones(report.shots.filter((shot) => shot.team === 'home')),
    away: summarizeZones(report.shots.filter((shot) => shot.team === 'away')),
  };
  doc.font(FONT.regular).fontSize(7).fillColor(MUTED);
  cell(doc, 'Filled: made · ×: missed · FG% by zone (made-attempts)', left, y, width);
  y += 10;
  const columnWidth = 80;
  const firstColumn = left + width - 2 * columnWidth;
  doc.font(FONT.bold);
  SIDES.forEach((side, index) => {
    doc.fillColor(colorOf(report, side));
    cell(doc, report.setup[side].name, firstColumn + index * columnWidth, y, columnWidth, 'right');
  });
  y += 9.5;
  doc.font(FONT.regular);
  for (const zone of SHOT_ZONES) {
    doc.fillColor(INK);
    cell(doc, ZONE_LABELS[zone], left, y, firstColumn - left);
    SIDES.forEach((side, index) => {
      const z = zones[side][zone];
      cell(
        doc,
        `${pct(z.pct)} (${String(z.made)}-${String(z.attempts)})`,
        firstColumn + index * columnWidth,
        y,
        columnWidth,
        'right',
      );
    });
    y += 9.5;
  }
}

/**
 * The margin axis as the statistics page draws it: ticks every 2, 5, 10 or 20 points, the largest margin
 * inside the top tick, so every label is a margin the axis really reaches.
 */
export function marginTicks(largest: number): { limit: number; ticks: number[] } {
  const step = largest <= 6 ? 2 : largest <= 15 ? 5 : largest <= 40 ? 10 : 20;
  const limit = (Math.floor(largest / step) + 1) * step;
  const ticks: number[] = [];
  for (let tick = -limit; tick <= limit; tick += step) ticks.push(tick);
  return { limit, ticks };
}

/**
 * The score margin (home minus away) after every scoring play, by game clock when known, else by play order:
 * a step line in the home colour above zero and the away colour below, ticks at real margins, and each
 * team's biggest lead marked where it happened.
 */
function gameFlow(doc: Doc, report: GameReport, left: number, top: number, width: number, height: number) {
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text('Game flow', left, top, { lineBreak: false });
  const chartTop = top + 16;
  const chartHeight = height - 24;
  const scoring = report.plays.filter((play) => play.points > 0);
  const lastPeriod = Math.max(report.setup.periods, ...report.plays.map((play) => play.period));
  const setup = report.setup;
  const colors = teamColors(setup);
  const timed = report.clockKnown;
  const total = timed ? periodStart(setup, lastPeriod + 1) : Math.max(1, scoring.length);
  const at = (index: number) => {
    const play = scoring[index];
    if (!timed || !play) return index + 1;
    return periodStart(setup, play.period) + periodLength(setup, play.period) - (play.clock ?? 0);
  };
  const margins = scoring.map((play) => play.homeScore - play.awayScore);
  const { limit, ticks } = marginTicks(Math.max(0, ...margins.map(Math.abs)));
  const px = (value: number) => left + (value / total) * width;
  const py = (margin: number) => chartTop + chartHeight / 2 - (margin / limit) * (chartHeight / 2);

  doc.save().lineWidth(0.5).strokeColor(RULE);
  doc.font(FONT.regular).fontSize(6.5).fillColor(MUTED);
  for (const tick of ticks) {
    if (tick !== 0)
      doc
        .moveTo(left, py(tick))
        .lineTo(left + width, py(tick))
        .stroke();
    cell(doc, String(Math.abs(tick)), left - 22, py(tick) - 3, 19, 'right');
  }
  doc.rect(left, chartTop, width, chartHeight).stroke();
  doc.font(FONT.regular).fontSize(7).fillColor(MUTED);
  if (timed) {
    for (let period = 1; period <= lastPeriod; period += 1) {
      const x = px(periodStart(setup, period));
      if (period > 1)
        doc
          .moveTo(x, chartTop)
          .lineTo(x, chartTop + chartHeight)
          .dash(2, { space: 2 })
          .stroke()
          .undash();
      doc.text(periodName(report, period), x + 3, chartTop + chartHeight + 2, { lineBreak: false });
    }
  } else {
    let previous = 0;
    scoring.forEach((play, index) => {
      if (play.period !== previous) {
        const x = index === 0 ? left : px(index + 0.5);
        if (index > 0)
          doc
            .moveTo(x, chartTop)
            .lineTo(x, chartTop + chartHeight)
            .dash(2, { space: 2 })
            .stroke()
            .undash();
        doc.text(periodName(report, play.period), x + 3, chartTop + chartHeight + 2, { lineBreak: false });
      }
      previous = play.period;
    });
  }
  doc
    .moveTo(left, py(0))
    .lineTo(left + width, py(0))
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc.restore();

  doc.font(FONT.bold).fontSize(7);
  for (const side of SIDES) {
    const y = side === 'home' ? chartTop + 3 : chartTop + chartHeight - 11;
    swatch(doc, colors[side], left + 4, y + 1.5, 5);
    doc.fillColor(INK);
    cell(doc, `${setup[side].name} ahead`, left + 12, y, width / 2);
  }
  if (scoring.length === 0) return;

  // The step line, drawn twice: clipped above zero in the home colour, below it in the away colour.
  const trace = () => {
    doc.moveTo(px(0), py(0));
    let margin = 0;
    scoring.forEach((_play, index) => {
      const x = px(at(index));
      doc.lineTo(x, py(margin));
      margin = margins[index] ?? margin;
      doc.lineTo(x, py(margin));
    });
    doc.lineTo(px(total), py(margin));
  };
  for (const side of SIDES) {
    const clipTop = side === 'home' ? chartTop : py(0);
    doc
      .save()
      .rect(left, clipTop, width, side === 'home' ? py(0) - chartTop : chartTop + chartHeight - py(0))
      .clip();
    trace();
    doc.lineWidth(1.4).strokeColor(colors[side]).stroke();
    doc.restore();
  }

  // Each team's biggest lead: a dot where it was reached, and its size.
  doc.font(FONT.bold).fontSize(7);
  for (const side of SIDES) {
    const lead = report.figures[side].biggestLead;
    const index = scoring.findIndex((play) => play.id === lead.playId);
    if (lead.points <= 0 || index < 0) continue;
    const x = px(at(index));
    const y = py(side === 'home' ? lead.points : -lead.points);
    doc.save().circle(x, y, 2.6).fill(colors[side]).restore();
    const label = `Biggest lead ${String(lead.points)}`;
    const labelWidth = doc.widthOfString(label) + 2;
    const labelX = Math.min(Math.max(left + 2, x - labelWidth / 2), left + width - labelWidth - 2);
    doc.fillColor(colors[side]);
    cell(doc, label, labelX, side === 'home' ? y - 11 : y + 4, labelWidth);
  }
}
