import { describe, expect, it } from 'vitest';
import { FOOTAGE_DEMUXERS, posterArguments, posterSecond, proxyArguments, proxyDeadlineMs } from './media-commands.js';

describe('ffmpeg commands for video preparation', () => {
  it('makes an H.264/AAC proxy of at most 720 lines with the index at the front', () => {
    const args = proxyArguments('/in/game.mov', '/out/proxy.mp4');
    expect(args.slice(-3)).toEqual(['-movflags', '+faststart', '/out/proxy.mp4']);
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'libx264', '-c:a', 'aac', '-i', '/in/game.mov']));
    expect(args[args.indexOf('-vf') + 1]).toBe("scale=-2:'min(720,ih)':flags=bicubic,format=yuv420p");
    // An optional audio map: a silent recording still gets a proxy.
    expect(args[args.lastIndexOf('-map') + 1]).toBe('0:a:0?');
    // Reels copy its packets from each window's first keyframe on: a keyframe every half second, frames in
    // decoding order.
    expect(args.join(' ')).toContain('-bf 0 -force_key_frames expr:gte(t,n_forced*0.5)');
  });

  it('takes the poster 5 s in, or halfway through a shorter video', () => {
    expect(posterSecond(120)).toBe(5);
    expect(posterSecond(4)).toBe(2);
    expect(posterSecond(null)).toBe(0);
    expect(posterArguments('in.mp4', 'poster.jpg', 4)).toEqual(expect.arrayContaining(['-ss', '2.000', '-frames:v', '1']));
  });

  it('holds both commands to local files in video containers, before the input is opened', () => {
    for (const args of [proxyArguments('in.mp4', 'out.mp4'), posterArguments('in.mp4', 'poster.jpg', 10)]) {
      const input = args.indexOf('-i');
      expect(args.indexOf('-protocol_whitelist')).toBeLessThan(input);
      expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('file');
      expect(args[args.indexOf('-format_whitelist') + 1]).toBe(FOOTAGE_DEMUXERS.join(','));
      expect(args.indexOf('-format_whitelist')).toBeLessThan(input);
    }
    expect(FOOTAGE_DEMUXERS).not.toContain('hls');
    expect(FOOTAGE_DEMUXERS).not.toContain('concat');
  });

  it('gives the proxy three times the footage length, at least 10 minutes and at most 5 hours', () => {
    const minutes = (ms: number) => ms / 60_000;
    expect(minutes(proxyDeadlineMs(60))).toBe(10);
    expect(minutes(proxyDeadlineMs(40 * 60))).toBe(120);
    expect(minutes(proxyDeadlineMs(3 * 60 * 60))).toBe(300);
    expect(minutes(proxyDeadlineMs(null))).toBe(300);
    expect(minutes(proxyDeadlineMs(Number.NaN))).toBe(300);
  });
});
