import type { FastifyReply } from 'fastify';
import { downloadName, sendAttachment } from '../../lib/downloads.js';
import { seasonCsv } from './season-csv.js';
import { renderSeasonPdf } from './season-pdf.js';
import type { SeasonView } from './season.service.js';

/** The two downloads of a season, for the owner's routes and the shared ones alike. */
export const SEASON_DOWNLOADS = {
  'season.csv': {
    summary: 'The season as CSV: a row per player (totals, per game, shooting), team and opponents rows, results',
    type: 'text/csv; charset=utf-8',
    suffix: 'season.csv',
    render: (view: SeasonView) => Promise.resolve(seasonCsv(view)),
  },
  'season.pdf': {
    summary: 'The season as PDF: record, results, team and opponent averages, player table, points per game',
    type: 'application/pdf',
    suffix: 'season.pdf',
    render: renderSeasonPdf,
  },
} as const;

/** Sends one of a season's downloads, named after the team and its season. */
export async function sendSeasonDownload(reply: FastifyReply, view: SeasonView, file: keyof typeof SEASON_DOWNLOADS) {
  const download = SEASON_DOWNLOADS[file];
  const name = [view.team.name, view.team.seasonLabel].filter(Boolean).join(' ');
  return sendAttachment(reply, download.type, downloadName(name, download.suffix), await download.render(view));
}
