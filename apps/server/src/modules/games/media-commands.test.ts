import { describe, expect, it } from 'vitest';
import { posterArguments, posterSecond, proxyArguments } from './media-commands.js';

describe('ffmpeg commands for video preparation', () => {
  it('makes an H.264/AAC proxy of at most 720 lines with the index at the front', () => {
    const args = proxyArguments('/in/game.mov', '/out/proxy.mp4');
    expect(args.slice(-3)).toEqual(['-movflags', '+faststart', '/out/proxy.mp4']);
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'libx264', '-c:a', 'aac', '-i', '/in/game.mov']));
    expect(args[args.indexOf('-vf') + 1]).toBe("scale=-2:'min(720,ih)':flags=bicubic,format=yuv420p");
    // An optional audio map: a silent recording still gets a proxy.
    expect(args[args.lastIndexOf('-map') + 1]).toBe('0:a:0?');
  });

  it('takes the poster 5 s in, or halfway through a shorter video', () => {
    expect(posterSecond(120)).toBe(5);
    expect(posterSecond(4)).toBe(2);
    expect(posterSecond(null)).toBe(0);
    expect(posterArguments('in.mp4', 'poster.jpg', 4)).toEqual(expect.arrayContaining(['-ss', '2.000', '-frames:v', '1']));
  });
});
