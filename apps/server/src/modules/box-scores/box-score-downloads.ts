import type { FastifyReply } from 'fastify';
import { downloadName, sendAttachment } from '../../lib/downloads.js';
import { boxScoreCsv, playsCsv } from './box-score-csv.js';
import type { DeliveredGame } from './box-scores.service.js';
import { renderReportPdf } from './report-pdf.js';

/** The three downloads of a delivered game, for the owner's routes and the shared ones alike. */
export const DOWNLOADS = {
  'report.pdf': {
    summary: 'The PDF report: box scores, line score, team comparison, shot chart and game flow',
    type: 'application/pdf',
    suffix: 'box-score.pdf',
    render: (delivered: DeliveredGame) =>
      renderReportPdf(delivered.report, {
        gameName: delivered.game.name,
        date: (delivered.delivery?.deliveredAt ?? delivered.game.completedAt)?.toISOString().slice(0, 10) ?? null,
        correction: delivered.delivery?.correctionNote ?? null,
      }),
  },
  'boxscore.csv': {
    summary: 'The box score as CSV: a row per player and a totals row per team (UTF-8 with BOM)',
    type: 'text/csv; charset=utf-8',
    suffix: 'box-score.csv',
    render: (delivered: DeliveredGame) => boxScoreCsv(delivered.report),
  },
  'plays.csv': {
    summary: 'The play-by-play as CSV: period, clock, running score and the footage time of each play',
    type: 'text/csv; charset=utf-8',
    suffix: 'plays.csv',
    render: (delivered: DeliveredGame) => playsCsv(delivered.report),
  },
} as const;

/** Sends one of a delivered game's downloads, named after the game. */
export async function sendDownload(reply: FastifyReply, delivered: DeliveredGame, file: keyof typeof DOWNLOADS) {
  const download = DOWNLOADS[file];
  return sendAttachment(
    reply,
    download.type,
    downloadName(delivered.game.name, download.suffix),
    await download.render(delivered),
  );
}
