/**
 * bench/report-pdf: the PDF report of a 600-play game with 20 players a side, rendered on request as the
 * server does (`renderReportPdf`), against pdfkit writing one empty page in the same run (the floor any PDF
 * pays). Prints the median time of each, their ratio, and the memory one render takes (heap and RSS growth
 * over a run, after a forced collection). Budget: under 50 ms and under 100 MB for the report.
 */
import { buildGameReport } from '@courtside/domain';
import PDFDocument from 'pdfkit';
import { generateGame } from '../apps/server/src/modules/box-scores/generated-game';
import { renderReportPdf } from '../apps/server/src/modules/box-scores/report-pdf';

const RUNS = 40;
const BUDGET_MS = 50;
const BUDGET_MB = 100;

async function emptyPage(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.end();
  return done;
}

async function median(task: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < 5; warm += 1) await task();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function run(): Promise<string[]> {
  const { setup, events } = generateGame({ players: 20, plays: 600 });
  const report = buildGameReport(setup, events);
  const meta = { gameName: 'Northside Tigers vs Harbour Hawks', date: '2026-11-20' };

  const baseline = await median(emptyPage);
  const pdfMs = await median(() => renderReportPdf(report, meta));

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 1);
  const pdf = await renderReportPdf(report, meta);
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  peakHeap = Math.max(peakHeap, after.heapUsed);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const memoryMb = Math.max(mb(peakRss - before.rss), mb(peakHeap - before.heapUsed));

  return [
    `game: ${String(report.plays.length)} plays, ${String(setup.home.players.length)} players a side, ${String(report.shots.length)} located shots`,
    `pdfkit, one empty page (baseline): ${baseline.toFixed(2)} ms median of ${String(RUNS)}`,
    `report PDF: ${pdfMs.toFixed(2)} ms median (${(pdfMs / baseline).toFixed(1)}x the empty page); ${(pdf.length / 1024).toFixed(0)} KB; budget ${String(BUDGET_MS)} ms: ${pdfMs <= BUDGET_MS ? 'within' : 'OVER'}`,
    `report PDF memory: ${memoryMb.toFixed(1)} MB growth during one render${gc ? '' : ' (run node with --expose-gc for a cleaner figure)'}; budget ${String(BUDGET_MB)} MB: ${memoryMb <= BUDGET_MB ? 'within' : 'OVER'}`,
  ];
}
