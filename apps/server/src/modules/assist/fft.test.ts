import { describe, expect, it } from 'vitest';
import { RealFft } from './fft.js';

function naivePower(input: number[]): number[] {
  const n = input.length;
  return Array.from({ length: n / 2 + 1 }, (_, k) => {
    let re = 0;
    let im = 0;
    input.forEach((x, t) => {
      re += x * Math.cos((2 * Math.PI * k * t) / n);
      im -= x * Math.sin((2 * Math.PI * k * t) / n);
    });
    return re * re + im * im;
  });
}

describe('RealFft', () => {
  it('gives the power spectrum a plain DFT gives', () => {
    for (const size of [4, 8, 64, 512]) {
      const input = Array.from({ length: size }, (_, i) => Math.sin(i * 1.7) + ((i * 7919) % 13) / 13 - 0.5);
      const power = new RealFft(size).power(input, new Float64Array(size / 2 + 1));
      naivePower(input).forEach((expected, k) => expect(power[k]).toBeCloseTo(expected, 6));
    }
  });

  it('puts a tone in its bin', () => {
    const fft = new RealFft(256);
    const tone = Array.from({ length: 256 }, (_, i) => Math.cos((2 * Math.PI * 20 * i) / 256));
    const power = fft.power(tone, new Float64Array(129));
    expect(power.indexOf(Math.max(...power))).toBe(20);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => new RealFft(500)).toThrow(/power of two/);
  });
});
