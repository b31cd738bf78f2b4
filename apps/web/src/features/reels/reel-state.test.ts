import { formatShortDate, type ClipPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  isReelWorking,
  reelDownloadUrl,
  reelLengthText,
  reelRequestProblem,
  reelStatusText,
  reelsDeletionText,
  type Reel,
} from './reel-state';

const reel: Reel = {
  id: 'r1',
  gameId: 'g1',
  title: '#4 Ann Lee — turnovers',
  status: 'queued',
  progress: 0,
  error: null,
  clips: 3,
  durationMs: 65_000,
  bytes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  deletedAt: null,
  videoUrl: null,
};

describe("a reel's state on the page", () => {
  it('is asked for again while queued or cutting, not once ready, failed or deleted', () => {
    expect(isReelWorking(reel)).toBe(true);
    expect(isReelWorking({ ...reel, status: 'cutting' })).toBe(true);
    expect(isReelWorking({ ...reel, status: 'ready' })).toBe(false);
    expect(isReelWorking({ ...reel, status: 'failed' })).toBe(false);
    expect(isReelWorking({ ...reel, status: 'cutting', deletedAt: '2026-11-21T00:00:00.000Z' })).toBe(false);
  });

  it("says its progress, and a failed reel's plain sentence", () => {
    expect(reelStatusText(reel)).toBe('Waiting to start');
    expect(reelStatusText({ ...reel, status: 'cutting', progress: 41.6 })).toBe('Cutting: 42%');
    expect(reelStatusText({ ...reel, status: 'ready', progress: 100 })).toBe('Ready');
    expect(reelStatusText({ ...reel, status: 'failed', error: 'The footage could not be read.' })).toBe(
      'Failed: The footage could not be read.',
    );
    expect(reelStatusText({ ...reel, status: 'ready', deletedAt: '2026-11-21T00:00:00.000Z' })).toBe('Deleted with the footage');
  });

  it('downloads a ready reel as a file, and nothing before', () => {
    expect(reelDownloadUrl(reel)).toBeNull();
    expect(reelDownloadUrl({ videoUrl: '/api/reels/r1/video' })).toBe('/api/reels/r1/video?download=1');
    expect(reelLengthText(reel)).toBe('1:05 · 3 clips');
  });

  it('says reels go with the footage, and on which day', () => {
    expect(reelsDeletionText(null)).toBe('Reels are deleted with the footage of the game.');
    // The day is the reader's: 12:00 UTC is Dec 20 up to UTC+11 and Dec 21 from UTC+12 east.
    const deletesAt = '2026-12-20T12:00:00.000Z';
    expect(formatShortDate(deletesAt)).toMatch(/^Dec 2[01], 2026$/);
    expect(reelsDeletionText(deletesAt)).toBe(
      `Reels are deleted with the footage of the game, on ${formatShortDate(deletesAt)}.`,
    );
  });
});

const turnover = (index: number, videoMs: number | null): ClipPlay => ({ id: `p${String(index)}`, type: 'turnover', videoMs });

describe('a playlist asked for as a reel', () => {
  it('can be asked for within the limits', () => {
    expect(reelRequestProblem([turnover(1, 10_000), turnover(2, null)])).toBeNull();
  });

  it("is refused before asking, in the server's words, past 100 clips or with no play on the footage", () => {
    expect(reelRequestProblem([turnover(1, null)])).toBe('None of these plays has a position on the footage.');
    const many = Array.from({ length: 101 }, (_, index) => turnover(index, index * 60_000));
    expect(reelRequestProblem(many)).toBe('A reel holds at most 100 clips.');
    expect(reelRequestProblem(many.slice(1))).toBeNull();
  });
});
