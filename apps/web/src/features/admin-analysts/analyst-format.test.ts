import { describe, expect, it } from 'vitest';
import { describeSeries, formatDay, formatFigure, layoutBars } from './analyst-format';

const series = [
  { date: '2024-03-08', games: 1 },
  { date: '2024-03-09', games: 0 },
  { date: '2024-03-10', games: 4 },
  { date: '2024-03-11', games: 2 },
];

describe('the games-per-day chart', () => {
  it('gives each day a slot and scales bars to the busiest day', () => {
    // 4 days in 200 wide: 50 a slot, bars 40 wide (gap 0.2) starting 5 into their slot; 100 high, max 4 games.
    const { bars, max } = layoutBars(series, 200, 100);
    expect(max).toBe(4);
    expect(bars.map((bar) => [bar.x, bar.width, bar.y, bar.height])).toEqual([
      [5, 40, 75, 25],
      [55, 40, 100, 0],
      [105, 40, 0, 100],
      [155, 40, 50, 50],
    ]);
  });

  it('keeps a scale of at least 1 when nothing was tagged', () => {
    const { bars, max } = layoutBars([{ date: '2024-03-08', games: 0 }], 10, 10);
    expect(max).toBe(1);
    expect(bars[0]?.height).toBe(0);
  });

  it('says in words what the chart shows', () => {
    expect(describeSeries(series)).toBe(
      '7 games tagged in the last 4 days; the busiest day was Mar 10, 2024 with 4; 1 day without any.',
    );
    expect(describeSeries([{ date: '2024-03-08', games: 0 }])).toBe('No games tagged in the last 1 day.');
  });
});

describe('analyst figures', () => {
  it('shows one decimal at most, a dash for none, and UTC days as dates', () => {
    expect(formatFigure(1.75)).toBe('1.8');
    expect(formatFigure(2)).toBe('2');
    expect(formatFigure(4 / 3)).toBe('1.3');
    expect(formatFigure(null)).toBe('—');
    expect(formatDay('2024-01-05')).toBe('Jan 5, 2024');
  });
});
