import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface CorrectedBoxScore {
  userName: string;
  gameName: string;
  /** What was corrected: the reason the game was reopened. */
  note: string;
  /** The game's statistics page: /games/{id}. */
  url: string;
  /** The PDF report: /api/games/{id}/report.pdf. */
  pdfUrl: string;
}

/** The customer's notice that a reopened game is delivered again: the corrected box score replaces the old one. */
export function renderBoxScoreCorrectedEmail(corrected: CorrectedBoxScore): RenderedEmail {
  const subject = `Your corrected box score is ready: ${corrected.gameName}`;
  const replaces = `The corrected box score for "${corrected.gameName}" is ready. It replaces the previous one everywhere: the statistics page, the PDF, the CSV downloads and any links you shared.`;
  const text = [
    `Hi ${corrected.userName},`,
    ``,
    replaces,
    ``,
    `What we corrected: ${corrected.note}`,
    ``,
    `Statistics: ${corrected.url}`,
    `PDF report: ${corrected.pdfUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your corrected box score is ready</h1>
      <p>
        Hi {corrected.userName}, {replaces}
      </p>
      <p>
        <strong>What we corrected:</strong> {corrected.note}
      </p>
      <p>
        <a href={corrected.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the statistics
        </a>
      </p>
      <p>
        <a href={corrected.pdfUrl} style={{ color: '#ea580c' }}>
          Download the PDF report
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
