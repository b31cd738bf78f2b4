import { REEL_LIMITS, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  captionsOf,
  captionText,
  cutSpanOf,
  frameRateOf,
  joinArguments,
  progressMsOf,
  segmentArguments,
  segmentFilters,
  srtOf,
} from './reel-cut.js';
import { refusalOf } from './reel-limits.js';

const play = (id: string, videoMs: number, extra: Partial<ReportPlay> = {}): ReportPlay => ({
  id,
  seq: 1,
  period: 2,
  clock: 263,
  videoMs,
  team: 'home',
  type: 'shot',
  description: `#4 Sam Lee makes a 3-pt shot (${id})`,
  points: 3,
  homeScore: 3,
  awayScore: 0,
  playerIds: ['t4'],
  ...extra,
});

describe('where a reel cuts each window', () => {
  it('cuts half a frame around the frames whose time falls in the window, so rounding never takes a frame in or out', () => {
    // 25 fps: frames every 40 ms. [24.5 s, 32.5 s) holds frames 613 (24.52 s) to 812 (32.48 s).
    const span = cutSpanOf({ startMs: 24_500, endMs: 32_500 }, 25);
    expect(span.fromS).toBeCloseTo(612.5 / 25, 9);
    expect(span.toS).toBeCloseTo(812.5 / 25, 9);
    // A window on frame boundaries: [4 s, 15 s) is frames 100 to 374.
    expect(cutSpanOf({ startMs: 4_000, endMs: 15_000 }, 25)).toEqual({ fromS: 99.5 / 25, toS: 374.5 / 25 });
    // The footage's first frame is not cut before the footage starts.
    expect(cutSpanOf({ startMs: 0, endMs: 2_000 }, 25).fromS).toBe(0);
    // Without a frame rate, the window as it is.
    expect(cutSpanOf({ startMs: 1_000, endMs: 2_000 }, null)).toEqual({ fromS: 1, toS: 2 });
  });

  it('reads frame rates as ffprobe writes them, and none when it writes 0/0', () => {
    expect(frameRateOf('25/1\n')).toBe(25);
    expect(frameRateOf('30000/1001')).toBeCloseTo(29.97, 2);
    expect(frameRateOf('0/0')).toBeNull();
  });

  it('seeks accurately before the input, re-encodes the picture and keeps the sound as PCM beside it', () => {
    const args = segmentArguments('/in.mp4', { fromS: 4.02, toS: 12.5 }, 'null', '/out/v.mp4', '/out/a.wav');
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-i') + 2)).toEqual([
      '-ss',
      '4.020000',
      '-to',
      '12.500000',
      '-i',
      '/in.mp4',
    ]);
    expect(args).toContain('-progress');
    expect(args.join(' ')).toContain('-map 0:a:0 -c:a pcm_s16le');
    expect(segmentArguments('/in.mp4', { fromS: 0, toS: 1 }, 'null', '/out/v.mp4', null).join(' ')).not.toContain('0:a:0');
    // The picture is joined by stream copy; the sound, encoded once.
    expect(joinArguments('/v.txt', '/a.txt', '/c.srt', '/reel.mp4').join(' ')).toContain(
      '-c:v copy -map 1:a:0 -c:a aac -b:a 128k -map 2:s:0 -c:s mov_text',
    );
    expect(joinArguments('/v.txt', null, '/c.srt', '/reel.mp4').join(' ')).toContain('-map 1:s:0');
    expect(joinArguments('/v.txt', null, null, '/reel.mp4').join(' ')).not.toMatch(/1:a:0|:s:0/);
  });

  it("reads ffmpeg's progress from its latest out_time_us line", () => {
    expect(progressMsOf('frame=10\nout_time_us=400000\nprogress=continue\nout_time_us=1200000\n')).toBe(1200);
    expect(progressMsOf('frame=10\n')).toBeNull();
  });
});

describe('captions', () => {
  it('say the play, its period and its game clock', () => {
    expect(captionText(play('a', 10_000), 4)).toBe('#4 Sam Lee makes a 3-pt shot (a) · Q2 4:23');
    expect(captionText(play('a', 10_000, { clock: null, period: 5 }), 4)).toBe('#4 Sam Lee makes a 3-pt shot (a) · OT1');
  });

  it('in a merged clip, each play shows from its own window until the next play, the last until the clip ends', () => {
    const plays = new Map([play('a', 10_000), play('b', 13_000)].map((entry) => [entry.id, entry]));
    const window: ClipWindow = { startMs: 4_000, endMs: 15_000, playIds: ['b', 'a'] };
    expect(captionsOf(window, plays, 4)).toEqual([
      { text: '#4 Sam Lee makes a 3-pt shot (a) · Q2 4:23', fromS: 0, untilS: 3 },
      { text: '#4 Sam Lee makes a 3-pt shot (b) · Q2 4:23', fromS: 3, untilS: null },
    ]);
  });

  it("are the reel's subtitle cues, each at its clip's place in the reel and never past the clip's end", () => {
    const srt = srtOf(
      [
        [
          { text: 'A makes a 2-pt shot · Q1 9:50', fromS: 0, untilS: 3 },
          { text: 'B misses a 3-pt shot · Q1 9:47', fromS: 3, untilS: null },
        ],
        [{ text: 'C makes a free throw · Q4 0:04.5', fromS: 0, untilS: null }],
      ],
      [0, 11],
      [11, 62.5],
    );
    expect(srt).toBe(
      [
        '1\n00:00:00,000 --> 00:00:03,000\nA makes a 2-pt shot · Q1 9:50\n',
        '2\n00:00:03,000 --> 00:00:11,000\nB misses a 3-pt shot · Q1 9:47\n',
        '3\n00:00:11,000 --> 00:01:13,500\nC makes a free throw · Q4 0:04.5\n',
      ].join('\n'),
    );
    expect(srtOf([[]], [0], [8])).toBe('');
  });

  it('leave the picture as the footage has it: the filters only start the clip at its first frame and scale it down', () => {
    expect(segmentFilters()).toBe("setpts=PTS-STARTPTS,scale=-2:'min(720,ih)':flags=bicubic,format=yuv420p");
  });
});

describe('what a reel may hold', () => {
  const windows = (count: number, eachMs: number): ClipWindow[] =>
    Array.from({ length: count }, (_, index) => ({
      startMs: index * 100_000,
      endMs: index * 100_000 + eachMs,
      playIds: [String(index)],
    }));

  it('at most 100 clips (and 100 plays asked for)', () => {
    expect(refusalOf(100, windows(100, 8_000))).toBeNull();
    expect(refusalOf(REEL_LIMITS.clips + 1, windows(100, 8_000))?.message).toBe('A reel holds at most 100 clips.');
  });

  it('at most 20 minutes of running time', () => {
    expect(refusalOf(10, windows(10, 120_000))).toBeNull();
    expect(refusalOf(10, windows(10, 120_001))).toMatchObject({
      status: 400,
      code: 'too_long',
      message: 'A reel runs at most 20 minutes; choose fewer plays.',
    });
  });

  it('at least one play with a position on the footage', () => {
    expect(refusalOf(3, [])).toMatchObject({
      code: 'no_footage_plays',
      message: 'None of these plays has a position on the footage.',
    });
  });
});
