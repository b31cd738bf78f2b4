import { describe, expect, it } from 'vitest';
import { GAME_STATUSES, customerStatusOf, formatMegabytes, gameNameFromFile, isAcceptedVideoName } from './games.js';

describe('customerStatusOf', () => {
  it('shows every state from queued to in_review as processing', () => {
    const processing = GAME_STATUSES.filter((status) => customerStatusOf(status) === 'processing');
    expect(processing).toEqual(['queued', 'preparing', 'ready', 'in_analysis', 'in_review']);
  });

  it('keeps uploading, completed, failed and cancelled as they are', () => {
    expect(['uploading', 'completed', 'failed', 'cancelled'].map((status) => customerStatusOf(status as never))).toEqual([
      'uploading',
      'completed',
      'failed',
      'cancelled',
    ]);
  });
});

describe('uploaded files', () => {
  it('accepts .mp4 .mov .avi .wmv in any case, and nothing else', () => {
    expect(['a.mp4', 'b.MOV', 'c.avi', 'd.Wmv'].every(isAcceptedVideoName)).toBe(true);
    expect(['e.pdf', 'f.mkv', 'mp4', 'g.mp4.exe', ''].some(isAcceptedVideoName)).toBe(false);
  });

  it('names the game after the file, without its extension or folders', () => {
    expect(gameNameFromFile('Tigers vs Hawks - Round 4.mp4')).toBe('Tigers vs Hawks - Round 4');
    expect(gameNameFromFile('C:\\videos\\final.v2.MOV')).toBe('final.v2');
    expect(gameNameFromFile('.mp4')).toBe('.mp4');
    expect(gameNameFromFile('   ')).toBe('Untitled game');
  });

  it('writes sizes in MB with two decimals', () => {
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatMegabytes(1_536_000)).toBe('1.46 MB');
  });
});
