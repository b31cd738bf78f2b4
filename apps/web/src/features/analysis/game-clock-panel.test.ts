import { formatGameClock, parseClock, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { readTypedClock } from './game-clock-panel';
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
