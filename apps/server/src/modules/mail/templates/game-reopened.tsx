import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface ReopenedGame {
  userName: string;
  gameName: string;
  /** Why the box score is being corrected. */
  reason: string;
  /** Whether the customer asked for it (a reprocess request under the guarantee) or we found the fault. */
  cause: 'admin' | 'guarantee';
  /** The game's statistics page: /games/{id}. */
  url: string;
}

/** The customer's notice that a delivered box score went back to our analysts for correction. */
export function renderGameReopenedEmail(game: ReopenedGame): RenderedEmail {
  const subject = `We are correcting your box score: ${game.gameName}`;
  const opening =
    game.cause === 'guarantee'
      ? `As you asked, our analysts are reprocessing the box score for "${game.gameName}".`
      : `Our analysts are correcting the box score for "${game.gameName}".`;
  const meanwhile =
    'We will e-mail you when the corrected box score is delivered. Until then the current one stays available on the game’s page.';
  const text = [
    `Hi ${game.userName},`,
    ``,
    opening,
    ``,
    `Reason: ${game.reason}`,
    ``,
    meanwhile,
    ``,
    `Game page: ${game.url}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>We are correcting your box score</h1>
      <p>
        Hi {game.userName}, {opening}
      </p>
      <p>
        <strong>Reason:</strong> {game.reason}
      </p>
      <p>{meanwhile}</p>
      <p>
        <a href={game.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
