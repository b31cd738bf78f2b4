import {
  SIDES,
  ZONE_LABELS,
  deriveRates,
  formatClock,
  foulsDrawnRecorded,
  periodLabel,
  shotZone,
  type GameReport,
  numberAndName,
} from '@courtside/domain';
import { csvDocument, csvRow } from '../../lib/csv.js';

type Line = GameReport['boxScore']['home']['players'][number];
type Totals = GameReport['boxScore']['home']['totals'];

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
/** Minutes as a number a spreadsheet adds up (25:40 is 25.67; Excel reads "25:40" as a time of day). */
const decimalMinutes = (seconds: number | null | undefined) => (seconds == null ? null : Math.round((seconds / 60) * 100) / 100);
const wholeSeconds = (seconds: number | null | undefined) => (seconds == null ? null : Math.round(seconds));

interface Column {
  label: string;
  /** A player's cell; `totals` the team's, null for a column a team total has no value in. */
  player: (line: Line) => string | number | null;
  totals: ((totals: Totals) => string | number | null) | null;
}

/** A count every line has: the same cell for a player and the team's totals. */
const count = (label: string, value: (line: Line | Totals) => number | null | undefined): Column => ({
  label,
  player: (line) => value(line) ?? null,
  totals: (totals) => value(totals) ?? null,
});

/**
 * Not recorded is not zero: paint and fast-break points nobody recorded (no shot locations, fast breaks untracked),
 * and FD in a game whose fouls name nobody who drew them. Every cell of such a column says it, so a spreadsheet reads
 * the column as one kind of cell.
 */
const NOT_RECORDED = 'not recorded';

/**
 * The coach's sheet (DESIGN.md §4) as columns, in its order. MIN (with its seconds) and +/- appear only when
 * lineups were tracked; 2P, BLKA, FD and EFF only in reports that carry them (engine 3 on: a report keeps
 * the engine it was delivered with, and an older one shows what it has). FD a game did not record
 * (`foulsDrawnRecorded`) is "not recorded" for every player who played and the totals, never 0.
 */
function columns(report: GameReport): Column[] {
  const players = SIDES.flatMap((side) => report.boxScore[side].players);
  const has = (key: 'fg2m' | 'blka' | 'fd' | 'eff') => players.some((line) => line[key] !== undefined);
  const rates = (line: Line | Totals) => deriveRates(line);
  const twoPct = (line: Line | Totals) => (line.fg2a ? percent((line.fg2m ?? 0) / line.fg2a) : null);
  const list: (Column | false)[] = [
    players.some((line) => line.seconds !== null) && {
      label: 'MIN',
      player: (line) => decimalMinutes(line.seconds),
      totals: (totals) => decimalMinutes(totals.seconds),
    },
    players.some((line) => line.seconds !== null) && {
      label: 'Seconds',
      player: (line) => wholeSeconds(line.seconds),
      totals: (totals) => wholeSeconds(totals.seconds),
    },
    count('PTS', (line) => line.pts),
    count('FGM', (line) => line.fgm),
    count('FGA', (line) => line.fga),
    count('FG%', (line) => percent(rates(line).fgPct)),
    has('fg2m') && count('2PM', (line) => line.fg2m),
    has('fg2m') && count('2PA', (line) => line.fg2a),
    has('fg2m') && count('2P%', twoPct),
    count('3PM', (line) => line.fg3m),
    count('3PA', (line) => line.fg3a),
    count('3P%', (line) => percent(rates(line).fg3Pct)),
    count('FTM', (line) => line.ftm),
    count('FTA', (line) => line.fta),
    count('FT%', (line) => percent(rates(line).ftPct)),
    count('OREB', (line) => line.oreb),
    count('DREB', (line) => line.dreb),
    count('REB', (line) => line.reb),
    count('AST', (line) => line.ast),
    count('TOV', (line) => line.tov),
    count('STL', (line) => line.stl),
    count('BLK', (line) => line.blk),
    has('blka') && count('BLKA', (line) => line.blka),
    count('PF', (line) => line.pf),
    has('fd') &&
      (foulsDrawnRecorded(report)
        ? count('FD', (line) => line.fd)
        : { label: 'FD', player: () => NOT_RECORDED, totals: () => NOT_RECORDED }),
    players.some((line) => line.plusMinus !== null) && { label: '+/-', player: (line) => line.plusMinus, totals: null },
    has('eff') && count('EFF', (line) => line.eff),
  ];
  return list.filter((column): column is Column => column !== false);
}

/**
 * The box score: a header; per team a row per player (team, number, name, starter, DNP, then the coach's
 * sheet), a "Team" row (the team rebounds and team turnovers no player is credited with) and a totals row
 * (the team's minutes, 200:00 for four 10-minute quarters, as 200 and 12000). A player who did not play has
 * DNP "yes" and empty figures, not a row of zeros. Then the coaches, team fouls and timeouts (`benchRows`), the
 * team figures FIBA reports (`figureRows`) and the game's header (`headerRows`), each after a blank line.
 */
export function boxScoreCsv(report: GameReport): string {
  const sheet = columns(report);
  const players = SIDES.flatMap((side) => report.boxScore[side].players);
  const withDnp = players.some((line) => line.dnp !== undefined);
  const fixed = (cells: (string | number | null)[], dnp: string | null) => [...cells, ...(withDnp ? [dnp] : [])];
  // Our own header, +/- included, is never a formula.
  const rows = [
    csvRow([...fixed(['Team', 'Number', 'Player', 'Starter'], 'DNP'), ...sheet.map((column) => column.label)], { guard: false }),
  ];
  for (const side of SIDES) {
    const team = report.setup[side];
    const starters = new Set(team.starters ?? []);
    const roster = new Map(team.players.map((player) => [player.id, player]));
    const box = report.boxScore[side];
    for (const line of box.players) {
      const player = roster.get(line.playerId);
      const played = line.dnp !== true;
      rows.push(
        csvRow([
          ...fixed(
            [
              team.name,
              player?.number ?? '',
              player?.name ?? line.playerId,
              (line.starter ?? starters.has(line.playerId)) ? 'yes' : 'no',
            ],
            played ? 'no' : 'yes',
          ),
          ...sheet.map((column) => (played ? column.player(line) : null)),
        ]),
      );
    }
    const teamRow: Partial<Record<string, number>> = { REB: box.totals.teamReb, TOV: box.totals.teamTov };
    rows.push(csvRow([...fixed([team.name, '', 'Team', ''], null), ...sheet.map((column) => teamRow[column.label] ?? null)]));
    rows.push(
      csvRow([...fixed([team.name, '', 'Team totals', ''], null), ...sheet.map((column) => column.totals?.(box.totals) ?? null)]),
    );
  }
  return csvDocument([...rows, ...benchRows(report), ...figureRows(report), ...headerRows(report)]);
}

/**
 * After a blank line, the team figures FIBA's sheet reports beside the box score, a row per team: points in the
 * paint and fast-break points ("not recorded" where nobody recorded what they need, never 0), points off
 * turnovers, second-chance and bench points (empty where the report cannot tell), the biggest lead and run.
 */
function figureRows(report: GameReport): string[] {
  const points = (figure: { points: number } | null) => figure?.points ?? null;
  const recorded = (figure: { points: number } | null) => (figure === null ? NOT_RECORDED : figure.points);
  const header = [
    'Team',
    'Points in the paint',
    'Fast-break points',
    'Points off turnovers',
    'Second-chance points',
    'Bench points',
    'Biggest lead',
    'Biggest scoring run',
  ];
  return [
    '',
    csvRow(header, { guard: false }),
    ...SIDES.map((side) => {
      const figures = report.figures[side];
      return csvRow([
        report.setup[side].name,
        recorded(figures.paintPoints),
        recorded(figures.fastBreakPoints),
        points(figures.pointsOffTurnovers),
        points(figures.secondChancePoints),
        points(figures.benchPoints),
        figures.biggestLead.points,
        figures.biggestRun?.points ?? null,
      ]);
    }),
  ];
}

/**
 * After a blank line, the sheet's header as far as known (engine 3 on): competition, date, start time, venue,
 * attendance and officials, a column each, in one row; nothing when the report knows none of them.
 */
function headerRows(report: GameReport): string[] {
  const { header } = report;
  if (!header) return [];
  const known = (
    [
      ['Competition', header.competition],
      ['Date', header.date],
      ['Start time', header.startTime],
      ['Venue', header.venue],
      ['Attendance', header.attendance],
      ['Officials', header.officials.length > 0 ? header.officials.join('; ') : null],
    ] as const
  ).filter(([, value]) => value !== null);
  if (known.length === 0) return [];
  return [
    '',
    csvRow(
      known.map(([label]) => label),
      { guard: false },
    ),
    csvRow(known.map(([, value]) => value)),
  ];
}

/**
 * After a blank line, what the sheet says of each team beside its players: the head coach, and its fouls and
 * timeouts per period played (a coach reads the bonus off the fouls). Reports from before engine 3 have no
 * counts per period: then only the coaches, if the setup names them, and nothing when it does not.
 */
function benchRows(report: GameReport): string[] {
  const counted = SIDES.some((side) => report.boxScore[side].fouls !== undefined);
  const coached = SIDES.some((side) => report.setup[side].coach);
  if (!counted && !coached) return [];
  const played = Math.max(...SIDES.map((side) => report.boxScore[side].fouls?.length ?? 0));
  const periods = Array.from({ length: played }, (_, index) => periodLabel(report.setup.periods, index + 1));
  const rows = ['', csvRow(['Team', 'Head coach', ...(counted ? ['Per period', ...periods] : [])], { guard: false })];
  for (const side of SIDES) {
    const { name, coach = '' } = report.setup[side];
    const box = report.boxScore[side];
    if (!counted) {
      rows.push(csvRow([name, coach]));
      continue;
    }
    const perPeriod = (counts: number[] | undefined) => periods.map((_, index) => counts?.[index] ?? 0);
    rows.push(csvRow([name, coach, 'Team fouls', ...perPeriod(box.fouls)]));
    rows.push(csvRow([name, coach, 'Timeouts', ...perPeriod(box.timeouts)]));
  }
  return rows;
}

/** "1:02:03.450": a footage position any video editor takes (to the nearest millisecond). */
export function footageTime(position: number): string {
  const ms = Math.max(0, Math.round(position));
  const hours = Math.floor(ms / 3_600_000);
  const minutesPart = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const millis = ms % 1000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(hours)}:${two(minutesPart)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

type Body = NonNullable<GameReport['plays'][number]['body']>;

/** Whether the analyst flagged the play as the end of a fast break (a shot; from engine 3, a shooting foul). */
const flaggedFastBreak = (body: Body) => 'fastBreak' in body && body.fastBreak === true;

/** What kind of play, as a coach filters for it: "3-pt shot", "free throw", "offensive rebound", "foul"... */
function playType(body: Body): string {
  if (body.type === 'shot') return `${String(body.points)}-pt shot`;
  if (body.type === 'rebound') return body.offensive ? 'offensive rebound' : 'defensive rebound';
  return body.type.replace('_', ' ');
}

/**
 * The play-by-play, a row per play with columns a coach can filter in a spreadsheet: period (Q1, H2, OT1, as
 * on the page), game clock, the footage time (h:mm:ss.mmm, and seconds) to cut clips in any video editor, the
 * team, the player (number and name), the play's type and result, its points, who assisted, blocked, stole,
 * fouled and drew the foul, the foul's and the turnover's kind, the shot's spot (x, y in feet) and zone, the
 * fast-break flag, the score after it, and the sentence the page shows. Reports delivered before engine 3 have
 * only the sentence: their structured cells are empty.
 */
export function playsCsv(report: GameReport): string {
  const { setup } = report;
  const roster = new Map(SIDES.flatMap((side) => setup[side].players.map((player) => [player.id, player] as const)));
  const label = (playerId: string | undefined) => {
    if (playerId === undefined) return null;
    const player = roster.get(playerId);
    return player ? numberAndName(player) : playerId;
  };
  // Absent in older setups: tracked when any play carries the flag (the contract's rule).
  const fastBreaksTracked =
    setup.fastBreaksTracked ?? report.plays.some((play) => play.body !== undefined && flaggedFastBreak(play.body));
  const header = [
    'Period',
    'Clock',
    'Footage time',
    'Footage seconds',
    'Team',
    'Number',
    'Player',
    'Play type',
    'Result',
    'Points',
    'Assist',
    'Block',
    'Steal',
    'Fouled by',
    'Drawn by',
    'Foul kind',
    'Turnover kind',
    'X',
    'Y',
    'Zone',
    'Fast break',
    `${setup.home.name} score`,
    `${setup.away.name} score`,
    'Play',
  ];
  const rows = [csvRow(header)];
  for (const play of report.plays) {
    const body = play.body;
    const playerId = !body
      ? undefined
      : body.type === 'substitution'
        ? body.inId
        : 'playerId' in body && typeof body.playerId === 'string'
          ? body.playerId
          : undefined;
    const player = playerId === undefined ? undefined : roster.get(playerId);
    const shot = body?.type === 'shot' ? body : null;
    const foul = body?.type === 'foul' ? body : null;
    const located = shot && shot.x !== undefined && shot.y !== undefined ? { x: shot.x, y: shot.y } : null;
    // Asked of a shot and of a shooting foul (whose trip's made free throws count).
    const canBreak = shot !== null || foul?.kind === 'shooting';
    rows.push(
      csvRow([
        periodLabel(setup.periods, play.period),
        play.clock === null ? null : formatClock(Math.round(play.clock)),
        play.videoMs === null ? null : footageTime(play.videoMs),
        play.videoMs === null ? null : play.videoMs / 1000,
        play.team ? setup[play.team].name : null,
        player?.number ?? null,
        player?.name ?? playerId ?? null,
        body ? playType(body) : null,
        body?.type === 'shot' || body?.type === 'free_throw' ? (body.made ? 'made' : 'missed') : null,
        play.points,
        label(shot?.assistId),
        label(shot?.blockId),
        label(body?.type === 'turnover' ? body.stealId : undefined),
        foul ? (foul.bench ? `${foul.bench} (bench)` : (label(foul.playerId) ?? 'team')) : null,
        label(foul?.drawnById),
        foul?.kind ?? null,
        body?.type === 'turnover' ? (body.kind ?? null) : null,
        located?.x ?? null,
        located?.y ?? null,
        located && shot ? ZONE_LABELS[shotZone(located.x, located.y, shot.points)] : null,
        body && canBreak && fastBreaksTracked ? (flaggedFastBreak(body) ? 'yes' : 'no') : null,
        play.homeScore,
        play.awayScore,
        play.description,
      ]),
    );
  }
  return csvDocument(rows);
}
