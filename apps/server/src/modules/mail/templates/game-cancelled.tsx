import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface CancelledGame {
  userName: string;
  gameName: string;
  /** Why we cancelled it. */
  reason: string;
  /** The customer's game credits after the one for this game came back. */
  gamesRemaining: number;
  /** Where they upload another game: /upload. */
  uploadUrl: string;
}

const credits = (count: number) => `${String(count)} game credit${count === 1 ? '' : 's'}`;

/** The customer's notice that we cancelled a game before delivering it, and that its credit is back. */
export function renderGameCancelledEmail(game: CancelledGame): RenderedEmail {
  const subject = `Your game was cancelled: ${game.gameName}`;
  const refund = `The game credit it used is back in your account: you now have ${credits(game.gamesRemaining)}.`;
  const text = [
    `Hi ${game.userName},`,
    ``,
    `We cancelled "${game.gameName}", so it will not get a box score.`,
    ``,
    `Reason: ${game.reason}`,
    ``,
    refund,
    ``,
    `Upload a game: ${game.uploadUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your game was cancelled</h1>
      <p>
        Hi {game.userName}, we cancelled <strong>{game.gameName}</strong>, so it will not get a box score.
      </p>
      <p>
        <strong>Reason:</strong> {game.reason}
      </p>
      <p>{refund}</p>
      <p>
        <a href={game.uploadUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Upload a game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
