import { SIDES, deriveRates, formatClock, periodLabel, type GameReport, type StatLine } from '@courtside/domain';
import { csvDocument, csvRow } from '../../lib/csv.js';

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
const minutes = (seconds: number | null) => (seconds === null ? null : formatClock(Math.round(seconds)));

const counts = (line: StatLine) => {
  const rates = deriveRates(line);
  return [
    line.pts,
    line.fgm,
    line.fga,
    percent(rates.fgPct),
    line.fg3m,
    line.fg3a,
    percent(rates.fg3Pct),
    line.ftm,
    line.fta,
    percent(rates.ftPct),
    line.oreb,
    line.dreb,
    line.reb,
    line.ast,
    line.stl,
    line.blk,
    line.tov,
    line.pf,
  ];
};

/**
 * The box score: a header, a row per player (team, number, name, starter, every column of the page's table)
 * and a totals row per team, with its team rebounds and team turnovers. MIN and +/- appear only when known.
 */
export function boxScoreCsv(report: GameReport): string {
  const players = SIDES.flatMap((side) => report.boxScore[side].players);
  const withMinutes = players.some((line) => line.seconds !== null);
  const withPlusMinus = players.some((line) => line.plusMinus !== null);
  const header = [
    'Team',
    'Number',
    'Player',
    'Starter',
    ...(withMinutes ? ['MIN'] : []),
    'PTS',
    'FGM',
    'FGA',
    'FG%',
    '3PM',
    '3PA',
    '3P%',
    'FTM',
    'FTA',
    'FT%',
    'OREB',
    'DREB',
    'REB',
    'AST',
    'STL',
    'BLK',
    'TOV',
    'PF',
    ...(withPlusMinus ? ['+/-'] : []),
    'Team REB',
    'Team TOV',
  ];
  // Our own header, +/- included, is never a formula.
  const rows = [csvRow(header, { guard: false })];
  for (const side of SIDES) {
    const team = report.setup[side];
    const starters = new Set(team.starters ?? []);
    const roster = new Map(team.players.map((player) => [player.id, player]));
    for (const line of report.boxScore[side].players) {
      const player = roster.get(line.playerId);
      rows.push(
        csvRow([
          team.name,
          player?.number ?? '',
          player?.name ?? line.playerId,
          starters.has(line.playerId) ? 'yes' : 'no',
          ...(withMinutes ? [minutes(line.seconds)] : []),
          ...counts(line),
          ...(withPlusMinus ? [line.plusMinus] : []),
          null,
          null,
        ]),
      );
    }
    const totals = report.boxScore[side].totals;
    rows.push(
      csvRow([
        team.name,
        '',
        'Team totals',
        '',
        ...(withMinutes ? [null] : []),
        ...counts(totals),
        ...(withPlusMinus ? [null] : []),
        totals.teamReb,
        totals.teamTov,
      ]),
    );
  }
  return csvDocument(rows);
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

/**
 * The play-by-play: period (Q1, H2, OT1, as on the page and the PDF), clock, team, what happened, the points
 * and the score after it, and the footage time of the play (as h:mm:ss.mmm and in seconds), so a coach can
 * cut clips in any video editor.
 */
export function playsCsv(report: GameReport): string {
  const { home, away } = report.setup;
  const rows = [csvRow(['Period', 'Clock', 'Team', 'Play', 'Points', home.name, away.name, 'Footage time', 'Footage seconds'])];
  for (const play of report.plays) {
    rows.push(
      csvRow([
        periodLabel(report.setup.periods, play.period),
        play.clock === null ? null : formatClock(Math.round(play.clock)),
        play.team ? report.setup[play.team].name : null,
        play.description,
        play.points,
        play.homeScore,
        play.awayScore,
        play.videoMs === null ? null : footageTime(play.videoMs),
        play.videoMs === null ? null : play.videoMs / 1000,
      ]),
    );
  }
  return csvDocument(rows);
}
