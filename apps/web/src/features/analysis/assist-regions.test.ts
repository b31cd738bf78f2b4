import { describe, expect, it } from 'vitest';
import type { Region } from './assist-api';
import { dragRegion, fieldsOf, pointOnFrame, regionOf, regionsOf } from './assist-regions';

/** The box is `expected`, give or take floating point. */
function expectBox(box: Region | undefined, expected: Region) {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(box?.[key]).toBeCloseTo(expected[key]);
}

describe('drawing the scoreboard’s boxes', () => {
  it('reads a pointer as fractions of the frame drawn on screen, held inside it', () => {
    const rect = { left: 100, top: 50, width: 640, height: 360 };
    expect(pointOnFrame(rect, 420, 230)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointOnFrame(rect, 0, 1000)).toEqual({ x: 0, y: 1 });
  });

  it('makes the same box whichever way the drag went', () => {
    const box = { x: 0.1, y: 0.2, width: 0.25, height: 0.1 };
    const down = dragRegion({ x: 0.1, y: 0.2 }, { x: 0.35, y: 0.3 });
    const up = dragRegion({ x: 0.35, y: 0.3 }, { x: 0.1, y: 0.2 });
    expectBox(down, box);
    expectBox(up, box);
  });

  it('shows a box in percent to a tenth and reads it back', () => {
    const fields = fieldsOf({ x: 0.0126, y: 0.9, width: 0.08333, height: 0.1 });
    expect(fields).toEqual({ x: '1.3', y: '90', width: '8.3', height: '10' });
    const read = regionOf(fields);
    expectBox('region' in read ? read.region : undefined, { x: 0.013, y: 0.9, width: 0.083, height: 0.1 });
    expect(fieldsOf(null)).toEqual({ x: '', y: '', width: '', height: '' });
  });

  it('refuses a box not typed whole, without a size, or outside the frame', () => {
    expect(regionOf({ x: '10', y: '', width: '5', height: '5' })).toEqual({
      error: 'Draw the box, or type its four numbers (percent).',
    });
    expect(regionOf({ x: '10', y: 'ten', width: '5', height: '5' })).toEqual({
      error: 'Draw the box, or type its four numbers (percent).',
    });
    expect(regionOf({ x: '10', y: '10', width: '0', height: '5' })).toEqual({ error: 'The box has no size: draw it larger.' });
    expect(regionOf({ x: '90', y: '10', width: '20', height: '5' })).toEqual({ error: 'The box must lie within the frame.' });
    expect(regionOf({ x: '-1', y: '10', width: '20', height: '5' })).toEqual({ error: 'The box must lie within the frame.' });
  });

  it('keeps a box that rounding put a hair past the frame’s edge inside it', () => {
    const result = regionOf({ x: '66.7', y: '0', width: '33.4', height: '10' });
    expect('region' in result && result.region.x + result.region.width).toBeCloseTo(1);
  });

  it('saves the three boxes with the board’s kind, or names each box that is wrong', () => {
    const box = { x: '1', y: '2', width: '3', height: '4' };
    const saved = regionsOf('led', { home: box, away: box, clock: { x: '50', y: '80', width: '10', height: '20' } });
    if (!('regions' in saved)) throw new Error('the boxes were refused');
    expect(saved.regions.kind).toBe('led');
    expectBox(saved.regions.home, { x: 0.01, y: 0.02, width: 0.03, height: 0.04 });
    expectBox(saved.regions.clock, { x: 0.5, y: 0.8, width: 0.1, height: 0.2 });
    expect(regionsOf('overlay', { home: box, away: fieldsOf(null), clock: box })).toEqual({
      errors: { away: 'Draw the box, or type its four numbers (percent).' },
    });
  });
});
