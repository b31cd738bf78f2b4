import { formatGameClock, parseClock, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ScoreboardClockMark } from './assist-marks';
import { GameClockPanel, leaveForm, readTypedClock } from './game-clock-panel';
import { lineupProblem } from './period-lineup-dialog';
import { typedClockText } from './play-clock-field';

const setup: GameSetup = {
  home: { name: 'Tigers', players: [] },
  away: { name: 'Hawks', players: [] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

describe('the game clock beside the footage', () => {
  it('reads like a scoreboard: minutes and seconds, tenths in the last minute', () => {
    expect(formatGameClock(600)).toBe('10:00');
    expect(formatGameClock(463.5)).toBe('7:43');
    expect(formatGameClock(4.5)).toBe('0:04.5');
    expect(formatGameClock(0)).toBe('0:00.0');
  });

  it('sets the clock to what was typed, and says why it cannot', () => {
    expect(readTypedClock('7:43.5', setup, 1)).toEqual({ clock: 463.5 });
    expect(readTypedClock('ten', setup, 1)).toEqual({ error: 'Type the clock as minutes and seconds, like 10:00 or 0:04.5.' });
    expect(readTypedClock('10:01', setup, 1)).toEqual({ error: 'The clock cannot read more than 10:00 in this period.' });
    // Overtime is five minutes.
    expect(readTypedClock('6:00', setup, 5)).toEqual({ error: 'The clock cannot read more than 5:00 in this period.' });
  });
});

describe('setting the clock by keyboard', () => {
  it('hands the keys back to the workspace once the clock is set: the box, or its button, lets the focus go', () => {
    const blurred: string[] = [];
    const box = { blur: () => blurred.push('box') };
    const elsewhere = { blur: () => blurred.push('elsewhere') };
    const form = (focused: object) => ({ ownerDocument: { activeElement: focused }, contains: (node: unknown) => node === box });
    leaveForm(form(box) as unknown as HTMLFormElement);
    expect(blurred).toEqual(['box']);
    // The focus anywhere else on the page stays where it is.
    leaveForm(form(elsewhere) as unknown as HTMLFormElement);
    expect(blurred).toEqual(['box']);
  });
});

describe('the lineups a period starts with', () => {
  it('asks for five a side', () => {
    expect(lineupProblem(setup, { home: ['a', 'b', 'c', 'd', 'e'], away: ['f', 'g', 'h', 'i', 'j'] })).toBeNull();
    expect(lineupProblem(setup, { home: ['a', 'b', 'c', 'd'], away: ['f', 'g', 'h', 'i', 'j'] })).toBe(
      'Pick five Tigers players (4 picked).',
    );
    expect(lineupProblem(setup, { home: ['a', 'b', 'c', 'd', 'e'], away: ['f', 'g', 'h', 'i', 'j', 'k'] })).toBe(
      'Pick five Hawks players (6 picked).',
    );
  });
});

describe('a clock typed on a play', () => {
  it('shows what was typed, tenths included, so leaving the box saves the same clock', () => {
    expect(typedClockText(463.5)).toBe('7:43.5');
    expect(typedClockText(463)).toBe('7:43');
    expect(typedClockText(4)).toBe('0:04.0');
    expect(parseClock(typedClockText(463.5))).toBe(463.5);
  });
});

describe('the clock panel when the scoreboard was read', () => {
  const event = (id: string, seq: number, ms: number, body: EventBody, clock?: number): GameEvent => ({
    id,
    seq,
    period: 1,
    videoMs: ms,
    ...(clock === undefined ? {} : { clock }),
    ...body,
  });
  // The analyst's p came 0.3 s after the board's clock started at the tip; a foul; the board stops and restarts.
  const plays = [
    event('b1', 1, 1_000, { type: 'clock', running: true }, 600),
    event('p', 2, 1_300, { type: 'period_start' }),
    event('f', 3, 14_800, { type: 'foul', team: 'away', kind: 'personal' }),
    event('b2', 4, 15_000, { type: 'clock', running: false }, 586),
    event('b3', 5, 22_000, { type: 'clock', running: true }, 586),
  ];
  const board: ScoreboardClockMark[] = [
    { eventId: 'b1', videoMs: 1_000, clock: 600, running: true },
    { eventId: 'b2', videoMs: 15_000, clock: 586, running: false },
    { eventId: 'b3', videoMs: 22_000, clock: 586, running: true },
  ];
  const render = (ms: number, events: GameEvent[] = plays, scoreboard?: ScoreboardClockMark[]) =>
    renderToStaticMarkup(
      createElement(GameClockPanel, {
        setup,
        events,
        periodAt: () => 1,
        positionMs: () => ms,
        disabled: false,
        ...(scoreboard ? { scoreboard } : {}),
        onMark: () => undefined,
      }),
    );
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');

  it('runs by itself from the tip, stops at the whistle and restarts with play, and says it follows the scoreboard', () => {
    const running = text(render(10_000, plays, board));
    expect(running).toContain('9:51 running');
    expect(running).toContain(
      "Follows the scoreboard: it starts and stops by itself. g, h or Set clock here take it over until the scoreboard's next mark.",
    );
    expect(text(render(18_000, plays, board))).toContain('9:46 stopped');
    expect(text(render(30_000, plays, board))).toContain('9:38 running');
  });

  it('says when the analyst took it over, until when, and what the scoreboard reads meanwhile', () => {
    const stopped = [...plays, event('h', 2.5, 10_000, { type: 'clock', running: false })].sort((a, b) => a.seq - b.seq);
    const html = text(render(12_000, stopped, board));
    expect(html).toContain('9:51 stopped');
    expect(html).toContain(
      'Taken over by your mark at 0:10: the scoreboard takes it back at 0:15. The scoreboard reads 9:49, running.',
    );
  });

  it('keeps the hand-keyed clock as it was where the scoreboard was not read', () => {
    const byHand = [event('p', 1, 0, { type: 'period_start' }), event('g', 2, 2_000, { type: 'clock', running: true })];
    const html = render(12_000, byHand);
    expect(text(html)).toContain('9:50 running');
    expect(html).not.toContain('game-clock-source');
    expect(text(render(500, plays, board))).toContain('No scoreboard reading here: start and stop the clock with g and h.');
  });
});
