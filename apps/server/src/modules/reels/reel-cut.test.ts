import { REEL_LIMITS, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  captionsOf,
  captionText,
  concatListOf,
  cutSpanOf,
  frameRateOf,
  joinArguments,
  progressMsOf,
  segmentArguments,
  segmentFilters,
  spanEntriesOf,
  spanGapUsOf,
  spanPlanOf,
  spansWithEditsArguments,
  spanWindowStartsOf,
  srtOf,
  type VideoPacket,
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

describe('the cut by edit lists', () => {
  // 25 fps in a 1/12800 time base (a frame every 512 ticks), as x264 writes a proxy's MP4.
  const TB = { num: 1, den: 12_800 };
  /** `seconds` of frames at 25 fps, keyframes at the given frame numbers, in decoding order as no B-frames give. */
  const packets = (seconds: number, keyframes: readonly number[]): VideoPacket[] =>
    Array.from({ length: seconds * 25 }, (_, frame) => ({
      pts: frame * 512,
      dts: frame * 512,
      duration: 512,
      key: keyframes.includes(frame),
    }));
  const everySecond = (seconds: number) => Array.from({ length: seconds }, (_, second) => second * 25);

  it('copies each window from the keyframe at or before it to its end: the frames before the window lead, the rest are the window', () => {
    const plan = spanPlanOf(
      [
        // On a keyframe: no lead.
        { startMs: 4_000, endMs: 15_000 },
        // Half a second after one: frames 24.52-32.48 s, copied from the keyframe at 24 s (13 frames of lead).
        { startMs: 24_500, endMs: 32_500 },
        // Inside one second, without a keyframe of its own.
        { startMs: 33_100, endMs: 33_500 },
        // To the footage's end: it ends with the last frame.
        { startMs: 38_000, endMs: 40_000 },
      ],
      packets(40, everySecond(40)),
      TB,
    );
    expect(plan?.frameS).toBe(0.04);
    expect(plan?.clips).toEqual([
      { inpointUs: 4_000_000, outpointUs: 15_000_000, leadFrames: 0, frames: 275, durationS: 11 },
      { inpointUs: 24_000_000, outpointUs: 32_520_000, leadFrames: 13, frames: 200, durationS: 8 },
      { inpointUs: 33_000_000, outpointUs: 33_520_000, leadFrames: 3, frames: 10, durationS: 0.4 },
      { inpointUs: 38_000_000, outpointUs: 40_000_000, leadFrames: 0, frames: 50, durationS: 2 },
    ]);
    // A keyframe at a scene cut counts as well as the forced ones: [5.7 s, 7 s) is frames 143-174, copied from the
    // scene cut's keyframe at frame 140.
    expect(spanPlanOf([{ startMs: 5_700, endMs: 7_000 }], packets(10, [0, 125, 140, 150]), TB)?.clips[0]).toMatchObject({
      inpointUs: 5_600_000,
      leadFrames: 3,
      frames: 32,
    });
  });

  it('rounds in points up and out points down to the microsecond, so the demuxer seeks to the keyframe and stops before the next frame', () => {
    // 30000/1001 fps in a 1/30000 time base: a frame every 1001 ticks, 33366.67 µs. Keyframes every 25 frames from
    // frame 1: frame 26 is at 867533.3 µs. [0.9 s, 0.95 s) holds frames 27 and 28; the next, 29, is at 967633.3 µs.
    const ntsc = Array.from({ length: 300 }, (_, frame) => ({
      pts: frame * 1001,
      dts: frame * 1001,
      duration: 1001,
      key: frame % 25 === 1,
    }));
    expect(spanPlanOf([{ startMs: 900, endMs: 950 }], ntsc, { num: 1, den: 30_000 })?.clips[0]).toMatchObject({
      inpointUs: 867_534,
      outpointUs: 967_633,
      leadFrames: 1,
      frames: 2,
    });
  });

  it('is not possible, and the reel is re-encoded whole, when frames are reordered, of unequal length, or not all read', () => {
    const seconds = packets(40, everySecond(40));
    // B-frames: decoding order is not presentation order.
    const reordered = packets(10, everySecond(10)).map((packet, index) =>
      index % 3 === 1 ? { ...packet, pts: packet.pts + 512, dts: packet.dts } : packet,
    );
    expect(spanPlanOf([{ startMs: 2_000, endMs: 3_000 }], reordered, TB)).toBeNull();
    // A variable frame rate: a window's frames are found in the copy by counting.
    const variable = seconds.map((packet, frame) => (frame === 610 ? { ...packet, duration: 1024 } : packet));
    expect(spanPlanOf([{ startMs: 24_000, endMs: 26_000 }], variable, TB)).toBeNull();
    // Packets read around the windows only: a frame missing, no keyframe read before the window, or its first
    // frames not read.
    expect(
      spanPlanOf(
        [{ startMs: 24_000, endMs: 26_000 }],
        seconds.filter((_, frame) => frame < 605 || frame >= 610),
        TB,
      ),
    ).toBeNull();
    expect(
      spanPlanOf(
        [{ startMs: 24_500, endMs: 26_000 }],
        seconds.filter((_, frame) => frame > 600),
        TB,
      ),
    ).toBeNull();
    expect(
      spanPlanOf(
        [{ startMs: 24_000, endMs: 26_000 }],
        seconds.filter((_, frame) => frame >= 625),
        TB,
      ),
    ).toBeNull();
    // Past the footage's end, or no packets at all.
    expect(spanPlanOf([{ startMs: 50_000, endMs: 52_000 }], seconds, TB)).toBeNull();
    expect(spanPlanOf([{ startMs: 0, endMs: 1_000 }], [], TB)).toBeNull();
  });

  it('places each window in the copy of the spans: after the spans before it and their gaps, and its lead', () => {
    const plan = spanPlanOf(
      [
        { startMs: 4_000, endMs: 5_000 },
        { startMs: 24_500, endMs: 26_000 },
        { startMs: 33_100, endMs: 33_500 },
      ],
      packets(40, everySecond(40)),
      TB,
    );
    if (!plan) throw new Error('no plan');
    // The spans: 4-5 s (1 s), 24-26 s (2 s, the window from 24.52 s), 33-33.52 s (the window from 33.12 s), each
    // followed by the gap that keeps their sound apart: 50 ms here.
    expect(spanWindowStartsOf(plan, 50_000).map((time) => Math.round(time * 1e6) / 1e6)).toEqual([0, 1.57, 3.22]);
    expect(spanEntriesOf('/p.mp4', plan.clips, 50_000)).toEqual([
      { file: '/p.mp4', inpointUs: 4_000_000, outpointUs: 5_000_000, durationUs: 1_050_000 },
      { file: '/p.mp4', inpointUs: 24_000_000, outpointUs: 26_000_000, durationUs: 2_050_000 },
      { file: '/p.mp4', inpointUs: 33_000_000, outpointUs: 33_520_000, durationUs: 570_000 },
    ]);
    // Two AAC frames and a millisecond: at 48 kHz, 2048 samples are 42.667 ms. No sound, no gap.
    expect(spanGapUsOf(48_000)).toBe(43_667);
    expect(spanGapUsOf(null)).toBe(0);
  });

  it('lists entries for the concat demuxer, the path quoted, and copies the spans, picture and sound apart, in one run', () => {
    expect(
      concatListOf([
        { file: "/data/o'neil/proxy.mp4", inpointUs: 24_000_000, outpointUs: 32_520_000 },
        { file: '/w/sound.mp4', inpointUs: 60_040, outpointUs: 1_000_001, durationUs: 940_000 },
      ]),
    ).toBe(
      [
        "file '/data/o'\\''neil/proxy.mp4'\ninpoint 24.000000\noutpoint 32.520000\n",
        "file '/w/sound.mp4'\ninpoint 0.060040\noutpoint 1.000001\nduration 0.940000\n",
      ].join(''),
    );
    const spans = spansWithEditsArguments('/w/spans.txt', '/w/captions.srt', '/w/spans.mp4').join(' ');
    expect(spans).toContain('-protocol_whitelist file -format_whitelist concat,mov,mp4');
    expect(spans).toContain(
      '-f concat -safe 0 -auto_convert 0 -i /w/spans.txt -f srt -i /w/captions.srt -map 0:v:0 -map 0:a:0? -c:v copy -c:a copy -map 1:s:0 -c:s mov_text',
    );
    // The index at the end (no faststart): the edit lists are written in its place and it is put first then.
    expect(spans).not.toContain('faststart');
    expect(spansWithEditsArguments('/w/spans.txt', null, '/w/spans.mp4').join(' ')).not.toContain(':s:0');
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
