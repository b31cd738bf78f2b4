import { describe, expect, it } from 'vitest';
import { PLAY_REPORT_MESSAGES } from './play-report-kinds.js';
import { playReportLimitProblem, playReportNoteSchema, reportedPlayMarks, type ReportForMark } from './play-reports.js';

describe('reporting a mistake on a play: the limits', () => {
  it('lets a customer report while the game has fewer than 20 open reports and they made fewer than 30 today', () => {
    expect(playReportLimitProblem({ openOnGame: 19, inLastDay: 29 })).toBeNull();
  });

  it('refuses the 21st open report of a game, and the 31st report of a day, each with its own sentence', () => {
    expect(playReportLimitProblem({ openOnGame: 20, inLastDay: 0 })).toBe(PLAY_REPORT_MESSAGES.openPerGame);
    expect(playReportLimitProblem({ openOnGame: 0, inLastDay: 30 })).toBe(
      'You can report at most 30 mistakes a day. Try again tomorrow.',
    );
  });

  it('takes a note of up to 1,000 characters, trimmed, and refuses a longer one', () => {
    expect(playReportNoteSchema.parse('  wrong shooter  ')).toBe('wrong shooter');
    expect(playReportNoteSchema.safeParse('x'.repeat(1001)).error?.issues[0]?.message).toBe(
      'Please keep the note to 1,000 characters.',
    );
  });
});

describe('the plays marked for the analyst of a reopened game', () => {
  const delivered = new Date('2024-01-01T10:00:00Z');
  const report = (id: string, status: ReportForMark['status'], decidedAt: string | null): ReportForMark => ({
    id,
    playId: `play-${id}`,
    kind: 'player',
    note: `note ${id}`,
    status,
    decidedAt: decidedAt ? new Date(decidedAt) : null,
  });

  it('marks the reports accepted since the latest delivery, oldest first, and no open, declined or earlier one', () => {
    const reports = [
      report('b', 'accepted', '2024-01-02T12:00:00Z'),
      report('a', 'accepted', '2024-01-02T11:00:00Z'),
      report('old', 'accepted', '2023-12-30T00:00:00Z'),
      report('open', 'open', null),
      report('no', 'declined', '2024-01-02T11:30:00Z'),
    ];
    expect(reportedPlayMarks(reports, delivered, true)).toEqual([
      { reportId: 'a', playId: 'play-a', kind: 'player', note: 'note a' },
      { reportId: 'b', playId: 'play-b', kind: 'player', note: 'note b' },
    ]);
  });

  it('marks nothing once the game is delivered again', () => {
    expect(reportedPlayMarks([report('a', 'accepted', '2024-01-02T11:00:00Z')], delivered, false)).toEqual([]);
  });
});
