import { REEL_LIMITS, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { proxyArguments } from '../games/media-commands.js';
import {
  avcConfigOf,
  captionsOf,
  captionText,
  concatListOf,
  copyJoinArguments,
  cutSpanOf,
  frameRateOf,
  joinArguments,
  headEncoderArgumentsOf,
  headsArguments,
  progressMsOf,
  sampleCountOf,
  segmentArguments,
  segmentFilters,
  smartListsOf,
  smartPlanOf,
  spansArguments,
  srtOf,
  timeBaseOf,
  videoPacketsOf,
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

  it('copies each window from the keyframe at or before it, re-encodes its frames before the first keyframe inside it, and copies the rest', () => {
    const plan = smartPlanOf(
      [
        // On a keyframe: all copied.
        { startMs: 4_000, endMs: 15_000 },
        // Half a second after one: frames 24.52-32.48 s, 12 re-encoded (to 24.96 s), 188 copied from the keyframe at 25 s.
        { startMs: 24_500, endMs: 32_500 },
        // Inside one second: no keyframe, every frame re-encoded.
        { startMs: 33_100, endMs: 33_500 },
        // To the footage's end: it ends with the last frame.
        { startMs: 38_000, endMs: 40_000 },
      ],
      packets(40, everySecond(40)),
      TB,
    );
    expect(plan?.frameS).toBe(0.04);
    expect(plan?.clips).toEqual([
      { inpointUs: 4_000_000, outpointUs: 15_000_000, leadFrames: 0, headFrames: 0, tailFrames: 275, durationS: 11 },
      { inpointUs: 24_000_000, outpointUs: 32_520_000, leadFrames: 13, headFrames: 12, tailFrames: 188, durationS: 8 },
      { inpointUs: 33_000_000, outpointUs: 33_520_000, leadFrames: 3, headFrames: 10, tailFrames: 0, durationS: 0.4 },
      { inpointUs: 38_000_000, outpointUs: 40_000_000, leadFrames: 0, headFrames: 0, tailFrames: 50, durationS: 2 },
    ]);
    // A keyframe at a scene cut counts as well as the forced ones: [5.5 s, 7 s) is frames 138-174; copied from the
    // keyframe at frame 125, frames 138 and 139 re-encoded, then copied from the scene cut's keyframe at 140.
    expect(smartPlanOf([{ startMs: 5_500, endMs: 7_000 }], packets(10, [0, 125, 140, 150]), TB)?.clips[0]).toMatchObject({
      inpointUs: 5_000_000,
      leadFrames: 13,
      headFrames: 2,
      tailFrames: 35,
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
    expect(smartPlanOf([{ startMs: 900, endMs: 950 }], ntsc, { num: 1, den: 30_000 })?.clips[0]).toMatchObject({
      inpointUs: 867_534,
      outpointUs: 967_633,
      leadFrames: 1,
      headFrames: 2,
      tailFrames: 0,
    });
  });

  it('is not possible, and the reel is re-encoded whole, when frames are reordered, of unequal length, or not all read', () => {
    const seconds = packets(40, everySecond(40));
    // B-frames: decoding order is not presentation order.
    const reordered = packets(10, everySecond(10)).map((packet, index) =>
      index % 3 === 1 ? { ...packet, pts: packet.pts + 512, dts: packet.dts } : packet,
    );
    expect(smartPlanOf([{ startMs: 2_000, endMs: 3_000 }], reordered, TB)).toBeNull();
    // A variable frame rate: heads are timed by counting frames.
    const variable = seconds.map((packet, frame) => (frame === 610 ? { ...packet, duration: 1024 } : packet));
    expect(smartPlanOf([{ startMs: 24_000, endMs: 26_000 }], variable, TB)).toBeNull();
    // Packets read around the windows only: a frame missing, no keyframe read before the window, or its first
    // frames not read.
    expect(
      smartPlanOf(
        [{ startMs: 24_000, endMs: 26_000 }],
        seconds.filter((_, frame) => frame < 605 || frame >= 610),
        TB,
      ),
    ).toBeNull();
    expect(
      smartPlanOf(
        [{ startMs: 24_500, endMs: 26_000 }],
        seconds.filter((_, frame) => frame > 600),
        TB,
      ),
    ).toBeNull();
    expect(
      smartPlanOf(
        [{ startMs: 24_000, endMs: 26_000 }],
        seconds.filter((_, frame) => frame >= 625),
        TB,
      ),
    ).toBeNull();
    // Past the footage's end, or no packets at all.
    expect(smartPlanOf([{ startMs: 50_000, endMs: 52_000 }], seconds, TB)).toBeNull();
    expect(smartPlanOf([{ startMs: 0, endMs: 1_000 }], [], TB)).toBeNull();
  });

  it('places heads, tails and sound by the frames of the spans file, the sound from an audio frame before to the window’s end', () => {
    const plan = smartPlanOf(
      [
        { startMs: 4_000, endMs: 5_000 },
        { startMs: 24_500, endMs: 26_000 },
        { startMs: 33_100, endMs: 33_500 },
      ],
      packets(40, everySecond(40)),
      TB,
    );
    if (!plan) throw new Error('no plan');
    // The spans file: the three spans (25, 13 + 12 + 25, 3 + 10 frames) one after the other, from 0.015 s.
    const spansPts = Array.from({ length: 88 }, (_, frame) => 192 + frame * 512);
    const files = { spans: '/w/spans.mp4', spansSound: '/w/spans-sound.mp4', heads: '/w/heads.mp4' };
    const lists = smartListsOf(plan, spansPts, TB, files, 21_333.3);
    expect(lists).toEqual({
      // The heads' spans, from their keyframes (25 and 13 frames); the heads are frames 13-24 and 28-37 of them, and
      // start at frames 0 and 12 of the heads file.
      heads: [
        { file: files.spans, inpointUs: 1_015_000, outpointUs: 2_015_000 },
        { file: files.spans, inpointUs: 3_015_000, outpointUs: 3_535_000 },
      ],
      select: [
        [13, 24],
        [28, 37],
      ],
      keyframes: [0, 12],
      video: [
        { file: files.spans, inpointUs: 15_000, outpointUs: 1_015_000 },
        { file: files.heads, inpointUs: 0, outpointUs: 480_000 },
        { file: files.spans, inpointUs: 2_015_000, outpointUs: 3_015_000 },
        { file: files.heads, inpointUs: 480_000, outpointUs: 880_000 },
      ],
      sound: [
        { file: files.spansSound, inpointUs: 15_000, outpointUs: 993_666, durationUs: 1_000_000 },
        { file: files.spansSound, inpointUs: 1_535_000, outpointUs: 2_993_666, durationUs: 1_480_000 },
        { file: files.spansSound, inpointUs: 3_135_000, outpointUs: 3_513_666, durationUs: 400_000 },
      ],
    });
    // A spans file without the planned frames is not cut.
    expect(smartListsOf(plan, spansPts.slice(1), TB, files, 21_333.3)).toBeNull();
  });

  it('reads packets and time bases as ffprobe writes them', () => {
    expect(videoPacketsOf('0,0,512,K__\n512,512,512,___\n\n')).toEqual([
      { pts: 0, dts: 0, duration: 512, key: true },
      { pts: 512, dts: 512, duration: 512, key: false },
    ]);
    expect(timeBaseOf('1/12800\n')).toEqual({ num: 1, den: 12_800 });
    expect(timeBaseOf('0/0')).toBeNull();
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
    const spans = spansArguments('/w/spans.txt', '/w/spans.mp4', '/w/spans-sound.mp4').join(' ');
    expect(spans).toContain('-protocol_whitelist file -format_whitelist concat,mov,mp4');
    expect(spans).toContain(
      '-f concat -safe 0 -auto_convert 0 -i /w/spans.txt -map 0:v:0 -c copy -f mp4 /w/spans.mp4 -map 0:a:0 -c copy',
    );
    expect(spansArguments('/w/spans.txt', '/w/spans.mp4', null).join(' ')).not.toContain('0:a:0');
  });

  it('encodes the heads as the proxy was encoded, a keyframe on each head’s first frame, frames neither dropped nor repeated', () => {
    const encoder = headEncoderArgumentsOf(proxyArguments('/in.mp4', '/out.mp4'));
    expect(encoder.join(' ')).toMatch(/^-c:v libx264 -preset veryfast -crf 23 -profile:v high -bf 0 -x264-params \S*me=dia/);
    const args = headsArguments(
      '/w/heads.txt',
      [
        [13, 24],
        [38, 47],
      ],
      [0, 12],
      0.04,
      encoder,
      '/w/heads.mp4',
    ).join(' ');
    expect(args).toContain("select='between(n,13,24)+between(n,38,47)',setpts='round(N*0.04/TB)'");
    expect(args).toContain('-fps_mode passthrough');
    expect(args).toContain('-force_key_frames expr:eq(n,0)+eq(n,12)');
  });

  it('joins the picture and the sound, each by stream copy, with the captions as the subtitle track', () => {
    expect(copyJoinArguments('/w/video.txt', '/w/sound.txt', '/w/captions.srt', '/w/reel.mp4').join(' ')).toContain(
      '-i /w/video.txt -f concat -safe 0 -i /w/sound.txt -f srt -i /w/captions.srt -map 0:v:0 -map 1:a:0 -c:v copy -c:a copy -map 2:s:0 -c:s mov_text',
    );
    expect(copyJoinArguments('/w/video.txt', null, null, '/w/reel.mp4').join(' ')).toContain('-map 0:v:0 -map 0:a:0? -c:v copy');
  });

  it('reads the parameter sets from an MP4 index, to compare them byte for byte', () => {
    const avcC = Buffer.from([0x01, 0x64, 0x00, 0x1f, 0xff, 0xe1]);
    const box = Buffer.concat([Buffer.from([0, 0, 0, 8 + avcC.length]), Buffer.from('avcC'), avcC]);
    const moov = Buffer.concat([Buffer.from('....stsd....avc1'), box, Buffer.from('btrt')]);
    expect(avcConfigOf(moov)).toEqual(avcC);
    expect(avcConfigOf(Buffer.from('no parameter sets'))).toBeNull();
    // And how many frames a heads file holds (its sample sizes' count), to check none was lost.
    const stsz = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('stsz'),
      Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 124]),
    ]);
    expect(sampleCountOf(Buffer.concat([Buffer.from('....trak'), stsz]))).toBe(380);
    expect(sampleCountOf(Buffer.from('no table'))).toBeNull();
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
