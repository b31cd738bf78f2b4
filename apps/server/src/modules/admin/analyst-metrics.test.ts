import { describe, expect, it } from 'vitest';
import { analysisWindow, computeAnalystMetrics, type AnalysisAuditRow, type GameFootage } from './analyst-metrics.js';

const at = (iso: string) => new Date(`${iso}:00Z`);
const row = (
  action: string,
  actorId: string,
  gameId: string,
  when: string,
  details: Record<string, unknown> = {},
): AnalysisAuditRow => ({ action: `analysis.${action}`, actorId, gameId, details, createdAt: at(when) });
const game = (id: string, minutes: number | null, claimedAt: string | null = null): GameFootage => ({
  id,
  durationSeconds: minutes === null ? null : minutes * 60,
  claimedAt: claimedAt ? at(claimedAt) : null,
});

describe('the analysis window', () => {
  it('is the given number of UTC days ending today, from the first midnight to the next one after today', () => {
    const window = analysisWindow(new Date('2024-03-10T15:00:00Z'), 3);
    expect(window.dates).toEqual(['2024-03-08', '2024-03-09', '2024-03-10']);
    expect(window.from.toISOString()).toBe('2024-03-08T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2024-03-11T00:00:00.000Z');
    expect(analysisWindow(new Date('2024-01-01T00:30:00Z'), 2).dates).toEqual(['2023-12-31', '2024-01-01']);
  });
});

describe("the analysts' figures", () => {
  /*
   * A hand-made history, window 2024-03-08 .. 2024-03-10 (3 days). ana and ben tag, cal only adds a play,
   * rev reviews, boss assigns.
   *
   * ana
   *   g1 (60 min of footage): claimed 08 09:00, first submitted 08 11:00 -> 120 min / 60 = 2.0.
   *      In review rev changes 2 plays and adds 1 (3 corrections), sends it back (1 send-back); ana adds a
   *      play herself (not a correction) and submits again at 13:00 (not counted again).
   *   g2 (40 min): claimed 07 20:00, assigned to her 09 08:00 (the latest claim naming her), submitted
   *      09 09:00 -> 60 min / 40 = 1.5. rev deletes a play in review (1 correction).
   *   g3 (no length): claimed and submitted 10 -> counted as tagged, left out of the time (withoutDuration).
   *   g4: first submitted 07 22:00, before the window, so not counted though resubmitted 08 10:00; rev's
   *      correction on 07 23:00 is before the window too.
   *   g5 (30 min): no claim row; games.claimed_at 10 08:00, submitted 10 09:30 -> 90 min / 30 = 3.0.
   *   => 4 games: 08: 1 (g1), 09: 1 (g2), 10: 2 (g3, g5); per day 4/3.
   *      ratios sorted 1.5, 2.0, 3.0: median 2.0, mean 6.5 / 3 = 2.1667.
   *      corrections 3 + 1 = 4, per game 4/4 = 1; sent back 1.
   * ben
   *   g6 (50 min): claimed by ana 09 09:00, reassigned to ben in the back office 09 10:00 (his claim),
   *      submitted 09 12:30 -> 150 min / 50 = 3.0.
   *   g7 (10 min): submitted 10 14:00; the only claim names ana, and games.claimed_at is empty -> withoutClaim.
   *   => 2 games: 09: 1, 10: 1; per day 2/3; median = mean = 3.0 over 1 game; no corrections (0 per game).
   * cal: one play of his own on 09, nothing submitted: listed with 0 games, no times, corrections per game null.
   * All: 08: 1, 09: 1 + 1 = 2, 10: 2 + 1 = 3; 6 games.
   */
  const rows: AnalysisAuditRow[] = [
    row('claimed', 'ana', 'g1', '2024-03-08T09:00'),
    row('submitted', 'ana', 'g1', '2024-03-08T11:00', { taggerId: 'ana' }),
    row('play_changed', 'rev', 'g1', '2024-03-08T11:30', { eventId: 'e1', duringReview: true, taggerId: 'ana' }),
    row('play_changed', 'rev', 'g1', '2024-03-08T11:35', { eventId: 'e2', duringReview: true, taggerId: 'ana' }),
    row('play_added', 'rev', 'g1', '2024-03-08T11:40', { eventId: 'e3', duringReview: true, taggerId: 'ana' }),
    row('sent_back', 'rev', 'g1', '2024-03-08T12:00', { taggerId: 'ana' }),
    row('play_added', 'ana', 'g1', '2024-03-08T12:30', { eventId: 'e4', duringReview: false, taggerId: 'ana' }),
    row('submitted', 'ana', 'g1', '2024-03-08T13:00', { taggerId: 'ana' }),

    row('claimed', 'ana', 'g2', '2024-03-07T20:00'),
    row('assigned', 'boss', 'g2', '2024-03-09T08:00', { from: null, to: 'ana' }),
    row('submitted', 'ana', 'g2', '2024-03-09T09:00', { taggerId: 'ana' }),
    row('play_deleted', 'rev', 'g2', '2024-03-09T10:00', { eventId: 'e5', duringReview: true, taggerId: 'ana' }),

    row('claimed', 'ana', 'g3', '2024-03-10T10:00'),
    row('submitted', 'ana', 'g3', '2024-03-10T12:00', { taggerId: 'ana' }),

    row('submitted', 'ana', 'g4', '2024-03-07T22:00', { taggerId: 'ana' }),
    row('play_changed', 'rev', 'g4', '2024-03-07T23:00', { eventId: 'e6', duringReview: true, taggerId: 'ana' }),
    row('submitted', 'ana', 'g4', '2024-03-08T10:00', { taggerId: 'ana' }),

    row('submitted', 'ana', 'g5', '2024-03-10T09:30', { taggerId: 'ana' }),

    row('claimed', 'ana', 'g6', '2024-03-09T09:00'),
    {
      action: 'game.reassigned',
      actorId: 'boss',
      gameId: 'g6',
      details: { from: 'ana', to: 'ben' },
      createdAt: at('2024-03-09T10:00'),
    },
    row('submitted', 'ben', 'g6', '2024-03-09T12:30', { taggerId: 'ben' }),

    row('claimed', 'ana', 'g7', '2024-03-10T13:00'),
    row('submitted', 'ben', 'g7', '2024-03-10T14:00', { taggerId: 'ben' }),

    row('play_added', 'cal', 'g8', '2024-03-09T15:00', { eventId: 'e7', duringReview: false, taggerId: 'cal' }),
    // No tagger named: about nobody's tagging.
    row('play_added', 'rev', 'g8', '2024-03-09T15:30', { eventId: 'e8', duringReview: true }),
  ];
  const games = [
    game('g1', 60),
    game('g2', 40),
    game('g3', null, '2024-03-10T10:00'),
    game('g4', 20),
    game('g5', 30, '2024-03-10T08:00'),
    game('g6', 50),
    game('g7', 10),
  ];
  const metrics = computeAnalystMetrics({ window: analysisWindow(new Date('2024-03-10T15:00:00Z'), 3), rows, games });
  const figuresOf = (id: string) => metrics.analysts.find((analyst) => analyst.analystId === id);

  it('counts each game once, on the day of its first submission by the analyst, inside the window only', () => {
    expect(figuresOf('ana')?.series).toEqual([
      { date: '2024-03-08', games: 1 },
      { date: '2024-03-09', games: 1 },
      { date: '2024-03-10', games: 2 },
    ]);
    expect(figuresOf('ana')).toMatchObject({ gamesTagged: 4, perDay: 4 / 3 });
    expect(figuresOf('ben')).toMatchObject({ gamesTagged: 2, perDay: 2 / 3 });
    expect(metrics.totals).toEqual({
      gamesTagged: 6,
      series: [
        { date: '2024-03-08', games: 1 },
        { date: '2024-03-09', games: 2 },
        { date: '2024-03-10', games: 3 },
      ],
    });
  });

  it('measures minutes of work per minute of footage from the latest claim naming the analyst', () => {
    expect(figuresOf('ana')?.taggingTime).toEqual({ median: 2, mean: 6.5 / 3, games: 3, withoutDuration: 1, withoutClaim: 0 });
    expect(figuresOf('ben')?.taggingTime).toEqual({ median: 3, mean: 3, games: 1, withoutDuration: 0, withoutClaim: 1 });
  });

  it("counts reviewers' changes to the analyst's plays and send-backs as corrections, in the window only", () => {
    expect(figuresOf('ana')).toMatchObject({ corrections: 4, sentBack: 1, correctionsPerGame: 1 });
    expect(figuresOf('ben')).toMatchObject({ corrections: 0, sentBack: 0, correctionsPerGame: 0 });
  });

  it('lists whoever tagged in the window, busiest first, even with nothing submitted', () => {
    expect(metrics.analysts.map((analyst) => analyst.analystId)).toEqual(['ana', 'ben', 'cal']);
    expect(figuresOf('cal')).toMatchObject({
      gamesTagged: 0,
      perDay: 0,
      taggingTime: { median: null, mean: null, games: 0 },
      correctionsPerGame: null,
    });
    expect(figuresOf('rev')).toBeUndefined();
  });

  it('takes the middle two for an even number of games, and lists taggers known only from elsewhere', () => {
    // x: 30 min / 30 = 1.0 and 60 min / 30 = 2.0 -> median 1.5. y tagged (rows not loaded) but submitted nothing.
    const even = computeAnalystMetrics({
      window: analysisWindow(new Date('2024-03-10T15:00:00Z'), 1),
      rows: [
        row('claimed', 'x', 'a', '2024-03-10T08:00'),
        row('submitted', 'x', 'a', '2024-03-10T08:30', { taggerId: 'x' }),
        row('claimed', 'x', 'b', '2024-03-10T09:00'),
        row('submitted', 'x', 'b', '2024-03-10T10:00', { taggerId: 'x' }),
      ],
      games: [game('a', 30), game('b', 30)],
      taggers: ['y'],
    });
    expect(even.analysts.map((analyst) => [analyst.analystId, analyst.taggingTime.median])).toEqual([
      ['x', 1.5],
      ['y', null],
    ]);
  });

  it("counts a customer's accepted report of a mistake as a correction of the analyst who delivered the game, in the window only", () => {
    const accepted = (when: string, taggerId: string): AnalysisAuditRow => ({
      action: 'play_report.accepted',
      actorId: 'boss',
      gameId: 'report-1',
      details: { gameId: 'g1', taggerId },
      createdAt: at(when),
    });
    const figures = computeAnalystMetrics({
      window: analysisWindow(new Date('2024-03-10T15:00:00Z'), 3),
      rows: [
        row('claimed', 'x', 'g1', '2024-03-08T08:00'),
        row('submitted', 'x', 'g1', '2024-03-08T09:00', { taggerId: 'x' }),
        accepted('2024-03-09T10:00', 'x'),
        accepted('2024-03-10T10:00', 'x'),
        accepted('2024-03-07T10:00', 'x'),
        accepted('2024-03-10T11:00', 'z'),
      ],
      games: [game('g1', 60)],
    });
    expect(figures.analysts.find((analyst) => analyst.analystId === 'x')).toMatchObject({
      gamesTagged: 1,
      corrections: 2,
      correctionsPerGame: 2,
      sentBack: 0,
    });
    expect(figures.analysts.find((analyst) => analyst.analystId === 'z')).toMatchObject({ gamesTagged: 0, corrections: 1 });
  });
});
