/**
 * Smoke run of the independent footage: makes each seed (or the seeds given as arguments) in a temp dir, probes it,
 * reads the score bug back from sampled frames (glyph templates of the same font) against the truth, writes a PNG
 * of a frame after a score change to /tmp, and prints the truth's counts.
 *
 *   npx tsx bench/corpus/independent-footage.smoke.ts [seed ...] [--seconds=N]
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INDEPENDENT_SEEDS, makeIndependentFootage, type IndependentTruth, type Region } from './independent-footage';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';
const W = 1280;
const H = 720;
const BAND_Y = 600;
const BAND_H = 110;
const INK = 150;

interface Glyph {
  char: string;
  width: number;
  height: number;
  top: number;
  bits: Uint8Array;
}

/** Splits a binarized strip into glyphs at blank columns. */
function glyphsIn(gray: Uint8Array, stride: number, x0: number, y0: number, w: number, h: number): Glyph[] {
  const inked = (x: number, y: number): boolean => (gray[(y0 + y) * stride + x0 + x] ?? 0) > INK;
  const glyphs: Glyph[] = [];
  let x = 0;
  while (x < w) {
    const column = (cx: number): boolean => Array.from({ length: h }, (_, y) => inked(cx, y)).some(Boolean);
    if (!column(x)) {
      x++;
      continue;
    }
    const left = x;
    while (x < w && column(x)) x++;
    let top = h;
    let bottom = -1;
    for (let y = 0; y < h; y++) {
      for (let cx = left; cx < x; cx++) {
        if (inked(cx, y)) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    const width = x - left;
    const height = bottom - top + 1;
    const bits = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let cx = 0; cx < width; cx++) bits[y * width + cx] = inked(left + cx, top + y) ? 1 : 0;
    glyphs.push({ char: '?', width, height, top, bits });
  }
  return glyphs;
}

function distance(a: Glyph, b: Glyph): number {
  let best = Infinity;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      let d = Math.abs(a.width - b.width) * 4 + Math.abs(a.height - b.height) * 4 + Math.abs(a.top - b.top) * 6;
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const bx = x + dx;
          const by = y + dy;
          const other = bx >= 0 && by >= 0 && bx < b.width && by < b.height ? (b.bits[by * b.width + bx] ?? 0) : 0;
          if ((a.bits[y * a.width + x] ?? 0) !== other) d++;
        }
      }
      best = Math.min(best, d);
    }
  }
  return best;
}

/** Templates of 0-9 ':' '.' drawn as the bug draws them (60 px, white on dark). */
function templates(): Glyph[] {
  const chars = '0123456789:.';
  const text = chars.split('').join(' ').replace(':', '\\:');
  const raw = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=0x202020:s=${W}x${BAND_H}:d=1`],
    ...['-vf', `drawtext=fontfile=${FONT}:fontsize=60:fontcolor=white:text='${text}':x=20:y=35`],
    ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ]);
  const glyphs = glyphsIn(raw, W, 0, 0, W, BAND_H);
  if (glyphs.length !== chars.length) throw new Error(`expected ${chars.length} template glyphs, found ${glyphs.length}`);
  return glyphs.map((g, i) => ({ ...g, char: chars[i] ?? '?', top: g.top - 35 }));
}

function readRegion(gray: Uint8Array, region: Region, refs: Glyph[]): string {
  const x0 = Math.round(region.x * W);
  const y0 = Math.round(region.y * H) - BAND_Y;
  const glyphs = glyphsIn(gray, W, x0, y0, Math.round(region.width * W), Math.round(region.height * H));
  const topOffset = Math.round(region.y * H) - 635 + 0;
  return glyphs
    .map((g) => {
      const shifted = { ...g, top: g.top + topOffset };
      let best = refs[0];
      let bestD = Infinity;
      for (const ref of refs) {
        const d = distance(shifted, ref);
        if (d < bestD) {
          bestD = d;
          best = ref;
        }
      }
      return best?.char ?? '?';
    })
    .join('');
}

/** Ink of the band just outside a region (within 10 px): a digit cut by the region's edge would show here. */
function inkOutside(gray: Uint8Array, region: Region): number {
  const x0 = Math.round(region.x * W);
  const x1 = Math.round((region.x + region.width) * W);
  const y0 = Math.round(region.y * H) - BAND_Y;
  const y1 = Math.round((region.y + region.height) * H) - BAND_Y;
  let count = 0;
  for (let y = Math.max(0, y0 - 10); y < Math.min(BAND_H, y1 + 10); y++) {
    for (let x = x0 - 10; x < x1 + 10; x++) {
      const inside = x >= x0 + 1 && x < x1 - 1 && y >= y0 + 1 && y < y1 - 1;
      if (!inside && (gray[y * W + x] ?? 0) > INK) count++;
    }
  }
  return count;
}

/** What the truth says the board shows at `ms`: scores exactly, the clock as [lowest, highest] possible. */
function expected(truth: IndependentTruth, ms: number): { home: number; away: number; clock: [number, number] } | null {
  let home = NaN;
  let away = NaN;
  const first = truth.scoreChanges[0];
  if (first) {
    home = first.side === 'home' ? first.home - first.points : first.home;
    away = first.side === 'away' ? first.away - first.points : first.away;
  }
  for (const change of truth.scoreChanges) {
    if (change.videoMs > ms) break;
    home = change.home;
    away = change.away;
  }
  const mark = [...truth.clockMarks].reverse().find((m) => m.videoMs <= ms);
  if (!mark) return null;
  if (!mark.running) return { home, away, clock: [mark.clock, mark.clock] };
  const elapsed = (ms - mark.videoMs) / 1000;
  const tenths = mark.clock < 60;
  // At the mark the true clock was in [shown, shown + 1 s) (or + 0.1 s under a minute).
  const hi = mark.clock + (tenths ? 0.1 : 1) - elapsed;
  const lo = mark.clock - elapsed;
  const shown = (v: number): number => (v >= 60 ? Math.floor(v + 1e-9) : Math.floor(v * 10 + 1e-6) / 10);
  return { home, away, clock: [Math.max(0, shown(lo)), Math.max(0, shown(hi))] };
}

function parseClock(text: string): number {
  if (text.includes(':')) {
    const [m, s] = text.split(':');
    return Number(m) * 60 + Number(s);
  }
  return Number(text);
}

function check(condition: boolean, message: string, problems: string[]): void {
  if (!condition) problems.push(message);
}

async function smoke(seed: number, seconds: number | undefined, refs: Glyph[]): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), `independent-smoke-${seed}-`));
  const problems: string[] = [];
  try {
    const began = performance.now();
    const { file, truth } = await makeIndependentFootage(dir, seed, seconds === undefined ? {} : { seconds });
    const took = (performance.now() - began) / 1000;
    const probe = JSON.parse(
      execFileSync('ffprobe', [
        ...['-v', 'error', '-of', 'json', '-show_entries'],
        ...['format=duration:stream=codec_type,codec_name,width,height,r_frame_rate,sample_rate,channels,bit_rate', file],
      ]).toString(),
    ) as { format: { duration: string }; streams: Record<string, string | number>[] };
    console.log(`\nseed ${seed}: ${file} made in ${took.toFixed(1)} s`);
    console.log(`  probe: duration ${probe.format.duration} s;`, probe.streams.map((s) => JSON.stringify(s)).join(' '));
    console.log(`  ${truth.description}`);
    const kinds = new Map<string, number>();
    for (const d of truth.decoys) {
      const kind = d.kind.split(':')[0] ?? d.kind;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(
      `  truth: ${truth.whistles.length} whistles, ${truth.horns.length} horns, ${truth.dead.length} dead, ` +
        `${truth.scoreChanges.length} score changes, ${truth.clockMarks.length} clock marks, ${truth.decoys.length} decoys ` +
        `(${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    );
    console.log(`  dead: ${truth.dead.map((d) => `${(d.startMs / 1000).toFixed(1)}-${(d.endMs / 1000).toFixed(1)}`).join(' ')}`);
    console.log(
      `  marks: ${truth.clockMarks.map((m) => `${(m.videoMs / 1000).toFixed(1)}s P${m.period} ${m.clock}${m.running ? '>' : '|'}`).join(' ')}`,
    );

    // Invariants of the truth.
    check(Math.abs(Number(probe.format.duration) * 1000 - truth.durationMs) < 200, 'duration differs from the truth', problems);
    truth.scoreChanges.forEach((c, i) => {
      const prev = truth.scoreChanges[i - 1];
      if (prev) check(c.videoMs - prev.videoMs >= 2000, `score changes ${i - 1},${i} under 2 s apart`, problems);
      check(c.home <= 199 && c.away <= 199, 'score over 199', problems);
    });
    for (const d of truth.dead) check(d.endMs - d.startMs >= 8000, 'dead stretch under 8 s', problems);

    // Read the bug on sampled frames: around every score change and clock mark, and evenly through the footage.
    const hidden = truth.decoys.filter((d) => d.kind === 'bug-hidden');
    const times = [
      ...truth.scoreChanges.flatMap((c) => [c.videoMs - 1000, c.videoMs + 1000, c.videoMs]),
      ...truth.clockMarks.flatMap((m) => [m.videoMs + 40, m.videoMs + 2040]),
      ...Array.from({ length: 40 }, (_, i) => ((i + 0.5) * truth.durationMs) / 40),
    ]
      .map((ms) => Math.round(ms / 40))
      .filter((n) => n >= 0 && n < truth.durationMs / 40)
      .filter((n) => !hidden.some((h) => n * 40 >= h.atMs - 80 && n * 40 < h.atMs + h.durationMs + 80));
    const framesWanted = [...new Set(times)].sort((a, b) => a - b);
    const raw = execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', file],
        ...['-vf', `select='${framesWanted.map((n) => `eq(n\\,${n})`).join('+')}',crop=${W}:${BAND_H}:0:${BAND_Y}`],
        ...['-vsync', '0', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      ],
      { maxBuffer: 1 << 30 },
    );
    const size = W * BAND_H;
    check(raw.length === size * framesWanted.length, `got ${raw.length / size} of ${framesWanted.length} frames`, problems);
    let read = 0;
    framesWanted.forEach((n, i) => {
      const gray = raw.subarray(i * size, (i + 1) * size);
      const ms = n * 40;
      const want = expected(truth, ms);
      if (!want) return;
      const home = readRegion(gray, truth.regions.home, refs);
      const away = readRegion(gray, truth.regions.away, refs);
      const clockText = readRegion(gray, truth.regions.clock, refs);
      const clock = parseClock(clockText);
      const format = clock >= 60 ? /^\d{1,2}:\d\d$/ : /^\d{1,2}\.\d$/;
      const at = `frame ${n} (${(ms / 1000).toFixed(2)} s)`;
      check(Number(home) === want.home, `${at}: home reads ${home}, truth ${want.home}`, problems);
      check(Number(away) === want.away, `${at}: away reads ${away}, truth ${want.away}`, problems);
      check(
        format.test(clockText) && clock >= want.clock[0] - 1e-6 && clock <= want.clock[1] + 1e-6,
        `${at}: clock reads ${clockText}, truth ${want.clock[0]}..${want.clock[1]}`,
        problems,
      );
      for (const name of ['home', 'away', 'clock'] as const) {
        const outside = inkOutside(gray, truth.regions[name]);
        check(outside === 0, `${at}: ${outside} ink pixels at the edge of/just outside the ${name} region`, problems);
      }
      read++;
    });
    console.log(`  bug read back on ${read} frames`);

    // A picture after a score change, with the regions outlined, to look at.
    const change = truth.scoreChanges[Math.floor(truth.scoreChanges.length / 2)];
    if (change) {
      const png = `/tmp/independent-footage-${seed}.png`;
      const boxes = (['home', 'away', 'clock'] as const)
        .map((name) => {
          const r = truth.regions[name];
          return `drawbox=x=${Math.round(r.x * W)}:y=${Math.round(r.y * H)}:w=${Math.round(r.width * W)}:h=${Math.round(r.height * H)}:c=yellow@0.8:t=1`;
        })
        .join(',');
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', String((change.videoMs + 1000) / 1000), '-i', file],
        ...['-vf', boxes, '-frames:v', '1', png],
      ]);
      console.log(
        `  frame 1 s after the score change at ${(change.videoMs / 1000).toFixed(2)} s (${change.home}-${change.away}): ${png}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.log(`  PROBLEMS (${problems.length}):\n    ${problems.slice(0, 30).join('\n    ')}`);
    return false;
  }
  console.log('  ok');
  return true;
}

const args = process.argv.slice(2);
const secondsArg = args.find((a) => a.startsWith('--seconds='));
const seconds = secondsArg === undefined ? undefined : Number(secondsArg.slice('--seconds='.length));
const seeds = args.filter((a) => !a.startsWith('--')).map(Number);
const refs = templates();
let ok = true;
for (const seed of seeds.length > 0 ? seeds : INDEPENDENT_SEEDS) ok = (await smoke(seed, seconds, refs)) && ok;
process.exitCode = ok ? 0 : 1;
