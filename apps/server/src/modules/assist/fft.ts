/**
 * A small radix-2 FFT for real frames (the sound detector's spectra): one complex FFT of half the size on the
 * even/odd samples packed as real/imaginary, then a split step. Tables are made once per size.
 */
export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly reversed: Uint32Array;
  /** Twiddles of the half-size complex FFT. */
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  /** Twiddles of the split step (e^{-2 pi i k / size}). */
  private readonly splitCos: Float64Array;
  private readonly splitSin: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new Error(`FFT size must be a power of two >= 4, not ${size}`);
    this.size = size;
    const half = size / 2;
    this.half = half;
    this.reversed = new Uint32Array(half);
    const bits = Math.log2(half);
    for (let i = 0; i < half; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
    this.cos = new Float64Array(half / 2);
    this.sin = new Float64Array(half / 2);
    for (let k = 0; k < half / 2; k++) {
      this.cos[k] = Math.cos((2 * Math.PI * k) / half);
      this.sin[k] = -Math.sin((2 * Math.PI * k) / half);
    }
    this.splitCos = new Float64Array(half);
    this.splitSin = new Float64Array(half);
    for (let k = 0; k < half; k++) {
      this.splitCos[k] = Math.cos((2 * Math.PI * k) / size);
      this.splitSin[k] = -Math.sin((2 * Math.PI * k) / size);
    }
    this.re = new Float64Array(half);
    this.im = new Float64Array(half);
  }

  /**
   * Power spectrum |X_k|^2 of `input` (length `size`) for k = 0 .. size/2, written into `power`
   * (length size/2 + 1).
   */
  power(input: ArrayLike<number>, power: Float64Array): Float64Array {
    const { half, re, im } = this;
    for (let i = 0; i < half; i++) {
      const j = this.reversed[i] ?? 0;
      re[j] = input[2 * i] ?? 0;
      im[j] = input[2 * i + 1] ?? 0;
    }
    for (let length = 2; length <= half; length *= 2) {
      const step = half / length;
      const mid = length / 2;
      for (let start = 0; start < half; start += length) {
        for (let k = 0; k < mid; k++) {
          const wr = this.cos[k * step] ?? 0;
          const wi = this.sin[k * step] ?? 0;
          const a = start + k;
          const b = a + mid;
          const br = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
          const bi = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
          re[b] = (re[a] ?? 0) - br;
          im[b] = (im[a] ?? 0) - bi;
          re[a] = (re[a] ?? 0) + br;
          im[a] = (im[a] ?? 0) + bi;
        }
      }
    }
    // Z = FFT(even + i odd): X_k = (Z_k + conj Z_{N/2-k}) / 2 + e^{-2 pi i k/N} (Z_k - conj Z_{N/2-k}) / 2i.
    power[0] = ((re[0] ?? 0) + (im[0] ?? 0)) ** 2;
    power[half] = ((re[0] ?? 0) - (im[0] ?? 0)) ** 2;
    for (let k = 1; k < half; k++) {
      const zr = re[k] ?? 0;
      const zi = im[k] ?? 0;
      const cr = re[half - k] ?? 0;
      const ci = -(im[half - k] ?? 0);
      const er = (zr + cr) / 2;
      const ei = (zi + ci) / 2;
      // (Z_k - conj Z_{N/2-k}) / 2i
      const or = (zi - ci) / 2;
      const oi = -(zr - cr) / 2;
      const wr = this.splitCos[k] ?? 0;
      const wi = this.splitSin[k] ?? 0;
      const xr = er + or * wr - oi * wi;
      const xi = ei + or * wi + oi * wr;
      power[k] = xr * xr + xi * xi;
    }
    return power;
  }
}
