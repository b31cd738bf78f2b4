import { describe, expect, it } from 'vitest';
import { sharedReelOf } from './shared-reel';

const reel = { title: '#4 Ann Lee — turnovers', clips: 3, durationMs: 21_000, videoUrl: '/api/shared/tok/reel.mp4' };

describe("a shared link's reel", () => {
  it('is the reel the answer carries, played from the link’s own reel address', () => {
    expect(sharedReelOf({ kind: 'game', reel }, 'tok')).toEqual(reel);
  });

  it('is nothing for a link without a reel, and never another address (the footage)', () => {
    expect(sharedReelOf({ kind: 'game', reel: null }, 'tok')).toBeNull();
    expect(sharedReelOf({ kind: 'game' }, 'tok')).toBeNull();
    expect(sharedReelOf({ kind: 'game', reel: { ...reel, videoUrl: '/api/games/g1/video' } }, 'tok')).toBeNull();
    expect(sharedReelOf({ kind: 'game', reel: { ...reel, videoUrl: '/api/shared/other/reel.mp4' } }, 'tok')).toBeNull();
  });
});
