import { REEL_LIMITS, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { PROXY_VIDEO_ENCODER } from '../../lib/media/media-commands.js';
import {
  annexBOf,
  avcConfigOf,
  captionsOf,
  captionText,
  cutPlanOf,
  cutSpanOf,
  frameRateOf,
  frameRateText,
  headFramesOf,
  headsArguments,
  joinArguments,
  progressMsOf,
  segmentArguments,
  segmentFilters,
  soundPlanOf,
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

describe('the smart cut', () => {
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

  it("takes each window's frames, re-encodes its head (the frames before its first keyframe, decoded from the keyframe before it) and copies the rest", () => {
    const plan = cutPlanOf(
      [
        // On a keyframe: no head, all copied.
        { startMs: 4_000, endMs: 15_000 },
        // Half a second after one: frames 613-812 (24.52-32.48 s); the head 613-624, decoded from frame 600 (24 s),
        // the tail from the keyframe at 25 s.
        { startMs: 24_500, endMs: 32_500 },
        // Inside one second, without a keyframe of its own: a head whole.
        { startMs: 33_100, endMs: 33_500 },
        // To the footage's end: it ends with the last frame.
        { startMs: 38_000, endMs: 40_000 },
      ],
      packets(40, everySecond(40)),
      TB,
    );
    expect(plan?.frameTicks).toBe(512);
    expect(plan?.clips).toEqual([
      { decodeFrom: 100, first: 100, keyframe: 100, end: 375 },
      { decodeFrom: 600, first: 613, keyframe: 625, end: 813 },
      { decodeFrom: 825, first: 828, keyframe: 838, end: 838 },
      { decodeFrom: 950, first: 950, keyframe: 950, end: 1000 },
    ]);
    expect(plan?.clips.map(headFramesOf)).toEqual([0, 12, 10, 0]);
    // A keyframe at a scene cut counts as well as the forced ones: [5.7 s, 7 s) is frames 143-174, decoded from the
    // scene cut's keyframe at frame 140, its head to the keyframe at frame 150.
    expect(cutPlanOf([{ startMs: 5_700, endMs: 7_000 }], packets(10, [0, 125, 140, 150]), TB)?.clips[0]).toEqual({
      decodeFrom: 140,
      first: 143,
      keyframe: 150,
      end: 175,
    });
  });

  it('takes the frames whose time falls in the window, whatever the rounding of ms and ticks', () => {
    // 30000/1001 fps in a 1/30000 time base: a frame every 1001 ticks, 33366.67 µs. Keyframes every 25 frames from
    // frame 1. [0.9 s, 0.95 s) holds frames 27 (0.9009 s) and 28; the next, 29, is at 0.9676 s.
    const ntsc = Array.from({ length: 300 }, (_, frame) => ({
      pts: frame * 1001,
      dts: frame * 1001,
      duration: 1001,
      key: frame % 25 === 1,
    }));
    expect(cutPlanOf([{ startMs: 900, endMs: 950 }], ntsc, { num: 1, den: 30_000 })?.clips[0]).toEqual({
      decodeFrom: 26,
      first: 27,
      keyframe: 29,
      end: 29,
    });
    // A window from a frame's own time (frame 30 at 1.001 s) takes that frame.
    expect(cutPlanOf([{ startMs: 1_001, endMs: 1_100 }], ntsc, { num: 1, den: 30_000 })?.clips[0]?.first).toBe(30);
    expect(frameRateText(30_000, 1001)).toBe('30000/1001');
    expect(frameRateText(12_800, 512)).toBe('25/1');
  });

  it('is not possible, and the reel is re-encoded whole, when frames are reordered, of unequal length, or not all read', () => {
    const seconds = packets(40, everySecond(40));
    // B-frames: decoding order is not presentation order.
    const reordered = packets(10, everySecond(10)).map((packet, index) =>
      index % 3 === 1 ? { ...packet, pts: packet.pts + 512, dts: packet.dts } : packet,
    );
    expect(cutPlanOf([{ startMs: 2_000, endMs: 3_000 }], reordered, TB)).toBeNull();
    // A variable frame rate: every frame of the reel is given the proxy's frame duration.
    const variable = seconds.map((packet, frame) => (frame === 610 ? { ...packet, duration: 1024 } : packet));
    expect(cutPlanOf([{ startMs: 24_000, endMs: 26_000 }], variable, TB)).toBeNull();
    // A frame missing, or no keyframe before the window.
    expect(
      cutPlanOf(
        [{ startMs: 24_000, endMs: 26_000 }],
        seconds.filter((_, frame) => frame < 605 || frame >= 610),
        TB,
      ),
    ).toBeNull();
    expect(
      cutPlanOf(
        [{ startMs: 24_500, endMs: 26_000 }],
        seconds.filter((_, frame) => frame > 600),
        TB,
      ),
    ).toBeNull();
    // Past the footage's end, a window without a frame, or no packets at all.
    expect(cutPlanOf([{ startMs: 50_000, endMs: 52_000 }], seconds, TB)).toBeNull();
    expect(cutPlanOf([{ startMs: 1_010, endMs: 1_030 }], seconds, TB)).toBeNull();
    expect(cutPlanOf([{ startMs: 0, endMs: 1_000 }], [], TB)).toBeNull();
  });

  it("takes each clip's sound from the packet nearest its first frame, for as long as keeps the sound's end nearest the picture's, the last ending with it or before", () => {
    // AAC at 48 kHz: a packet every 1024 samples, 21.333 ms.
    const packetS = 1024 / 48_000;
    const times = Array.from({ length: (48_000 / 1024) * 40 + 1 }, (_, index) => index * packetS);
    const plan = soundPlanOf([4.005, 24.52, 33.13], [1, 1.48, 0.4], times);
    // 4.005 s is packet 187.7: 188 (4.0107 s) is the nearest. 1 s is 46.875 packets: 47 end 2.7 ms after the picture.
    expect(plan[0]).toEqual({ from: 188, count: 47 });
    // 24.52 s: packet 1149.4, so 1149. The picture ends at 2.48 s, the sound at 47 packets (1.0027 s): 69 more end
    // 5.3 ms early, 70 would end 16 ms late.
    expect(plan[1]).toEqual({ from: 1149, count: 69 });
    // The last (33.13 s: packet 1552.97) ends at or before the picture's end, 2.88 s: 19 packets.
    expect(plan[2]).toEqual({ from: 1553, count: 19 });
    const total = plan.reduce((sum, clip) => sum + clip.count, 0) * packetS;
    expect(total).toBeLessThanOrEqual(2.88 + 1e-9);
    expect(2.88 - total).toBeLessThan(packetS);
    // A clip shorter than half a packet (a frame at 59.94 fps is 16.7 ms, a packet 21.3 ms) may get none, and the
    // clip after it its sound where its picture is: 20 such clips do not push the next one's sound 20 packets late.
    const tiny = soundPlanOf(
      [...Array.from({ length: 20 }, (_, index) => 1 + index), 30],
      [...Array(20).fill(1 / 59.94), 2.5],
      times,
    );
    const tinyPackets = tiny.slice(0, 20).reduce((sum, clip) => sum + clip.count, 0);
    // 20 frames are 333.7 ms: 15.6 packets; the tiny clips take about that many, not 20.
    expect(tinyPackets).toBeGreaterThanOrEqual(15);
    expect(tinyPackets).toBeLessThanOrEqual(16);
    expect(tiny[20]?.from).toBe(1406);
  });

  it("reads an H.264 configuration's length field and parameter sets, and writes a sample's NAL units after start codes", () => {
    const sps = Buffer.from([0x67, 0x64, 0x00, 0x1f]);
    const pps = Buffer.from([0x68, 0xef]);
    const payload = Buffer.concat([
      Buffer.from([1, 0x64, 0x00, 0x1f, 0xff, 0xe1, 0, sps.length]),
      sps,
      Buffer.from([1, 0, pps.length]),
      pps,
    ]);
    const avcC = Buffer.concat([Buffer.from([0, 0, 0, 8 + payload.length]), Buffer.from('avcC'), payload]);
    expect(avcConfigOf(avcC)).toEqual({ lengthSize: 4, parameterSets: [sps, pps] });
    const sample = Buffer.from([0, 0, 0, 2, 0x65, 0x88, 0, 0, 0, 1, 0x06]);
    expect(annexBOf(sample, 4)).toEqual(Buffer.from([0, 0, 0, 1, 0x65, 0x88, 0, 0, 0, 1, 0x06]));
    // Lengths that do not add up: not a sample this can write.
    expect(annexBOf(Buffer.from([0, 0, 0, 9, 0x65]), 4)).toBeNull();
  });

  it("encodes the heads in one run, as the proxy's encoder does, each head's first frame a keyframe", () => {
    const args = headsArguments(
      '/w/heads.h264',
      '25/1',
      [
        { from: 13, to: 24 },
        { from: 28, to: 37 },
      ],
      '/w/heads.mp4',
    ).join(' ');
    expect(args).toContain('-format_whitelist h264 -f h264 -framerate 25/1 -i /w/heads.h264');
    expect(args).toContain("select='between(n,13,24)+between(n,28,37)',setpts=N/FRAME_RATE/TB");
    expect(args).toContain(PROXY_VIDEO_ENCODER.join(' '));
    expect(args).toContain('-force_key_frames expr:eq(n,0)+eq(n,12)');
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
