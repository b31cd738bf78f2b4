import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface ReadyBoxScore {
  userName: string;
  gameName: string;
  /** The game's page: /games/{id}. */
  url: string;
}

/** The customer's notice that a game's box score is delivered, with a link to it. */
export function renderBoxScoreReadyEmail(ready: ReadyBoxScore): RenderedEmail {
  const subject = `Your box score is ready: ${ready.gameName}`;
  const text = [
    `Hi ${ready.userName},`,
    ``,
    `The box score for "${ready.gameName}" is ready: both teams, every player, and the score by period.`,
    ``,
    `View it here: ${ready.url}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your box score is ready</h1>
      <p>
        Hi {ready.userName}, the box score for <strong>{ready.gameName}</strong> is ready: both teams, every player, and the score
        by period.
      </p>
      <p>
        <a href={ready.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the box score
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
