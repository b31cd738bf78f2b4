import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface ReadyBoxScore {
  userName: string;
  gameName: string;
  /** The game's statistics page: /games/{id}. */
  url: string;
  /** The PDF report: /api/games/{id}/report.pdf. */
  pdfUrl: string;
  /** Players the analyst saw on the footage who were not on the team's roster, and were added to it. */
  addedPlayers?: { number: string; name: string }[];
  /** The team whose roster they joined. */
  teamName?: string | null;
}

const playerLabel = (player: { number: string; name: string }) => `#${player.number} ${player.name}`.trim();

/** The customer's notice that a game's box score is delivered, with links to its statistics page and PDF. */
export function renderBoxScoreReadyEmail(ready: ReadyBoxScore): RenderedEmail {
  const subject = `Your box score is ready: ${ready.gameName}`;
  const added = ready.addedPlayers ?? [];
  const roster = ready.teamName ? `the ${ready.teamName} roster` : 'your roster';
  const text = [
    `Hi ${ready.userName},`,
    ``,
    `The box score for "${ready.gameName}" is ready: both teams, every player, the team comparison, the shot chart and the play-by-play.`,
    ``,
    `Statistics: ${ready.url}`,
    `PDF report: ${ready.pdfUrl}`,
    ...(added.length > 0
      ? [
          ``,
          `We added ${added.length === 1 ? 'a player' : 'players'} to ${roster} who played but were not on it: ${added.map(playerLabel).join(', ')}. You can edit or archive them on your team's page.`,
        ]
      : []),
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your box score is ready</h1>
      <p>
        Hi {ready.userName}, the box score for <strong>{ready.gameName}</strong> is ready: both teams, every player, the team
        comparison, the shot chart and the play-by-play.
      </p>
      <p>
        <a href={ready.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the statistics
        </a>
      </p>
      <p>
        <a href={ready.pdfUrl} style={{ color: '#ea580c' }}>
          Download the PDF report
        </a>
      </p>
      {added.length > 0 && (
        <p>
          We added {added.length === 1 ? 'a player' : 'players'} to {roster} who played but were not on it:{' '}
          {added.map(playerLabel).join(', ')}. You can edit or archive them on your team’s page.
        </p>
      )}
    </EmailLayout>,
  );
  return { subject, text, html };
}
