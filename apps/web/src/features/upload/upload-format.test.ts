import { describe, expect, it } from 'vitest';
import { formatSpeed, formatTimeLeft } from './upload-format';
import { measureProgress } from './use-tus-upload';

describe('upload progress figures', () => {
  it('measures speed over the recent samples and the time left at that speed', () => {
    const progress = measureProgress(
      [
        { at: 0, bytes: 0 },
        { at: 2000, bytes: 4 * 1024 * 1024 },
      ],
      4 * 1024 * 1024,
      20 * 1024 * 1024,
    );
    expect(progress).toEqual({
      bytesUploaded: 4194304,
      bytesTotal: 20971520,
      percent: 20,
      bytesPerSecond: 2097152,
      secondsLeft: 8,
    });
  });

  it('has no speed or time left until half a second has been measured, and never passes 100%', () => {
    expect(measureProgress([{ at: 0, bytes: 0 }], 10, 10)).toMatchObject({
      percent: 100,
      bytesPerSecond: null,
      secondsLeft: null,
    });
  });

  it('writes speed and time left for people', () => {
    expect(formatSpeed(2.44 * 1024 * 1024)).toBe('2.4 MB/s');
    expect(formatSpeed(300 * 1024)).toBe('300 KB/s');
    expect(formatSpeed(null)).toBe('Measuring speed...');
    expect(formatTimeLeft(45)).toBe('45 s left');
    expect(formatTimeLeft(185)).toBe('3 min 5 s left');
    expect(formatTimeLeft(4800)).toBe('1 h 20 min left');
  });
});
