import { gameCreditSentence } from '@courtside/domain';
import type { CreditReturn } from '../../credits/credits.service.js';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface CancelledGame {
  userName: string;
  gameName: string;
  /** Why we cancelled it. */
  reason: string;
  /** What became of the game's credit: back (with the balance after), or withheld because its payment was refunded. */
  credit: CreditReturn;
  /** Where they upload another game: /upload. */
  uploadUrl: string;
}

const credits = (count: number) => `${String(count)} game credit${count === 1 ? '' : 's'}`;

/** The customer's credit after a game ended, in a sentence: back (and the balance), or why it is not. */
export function creditReturnSentence(credit: CreditReturn): string | null {
  if (credit.outcome === 'returned')
    return `The game credit it used is back in your account: you now have ${credits(credit.gamesRemaining)}.`;
  if (credit.outcome === 'withheld')
    return `${gameCreditSentence({ state: 'withheld', because: credit.because }, 'The game credit it used')} You have ${credits(credit.gamesRemaining)}.`;
  return null;
}

/** The customer's notice that we cancelled a game before delivering it, and what became of its credit. */
export function renderGameCancelledEmail(game: CancelledGame): RenderedEmail {
  const subject = `Your game was cancelled: ${game.gameName}`;
  const refund = creditReturnSentence(game.credit);
  const text = [
    `Hi ${game.userName},`,
    ``,
    `We cancelled "${game.gameName}", so it will not get a box score.`,
    ``,
    `Reason: ${game.reason}`,
    ``,
    ...(refund ? [refund, ``] : []),
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
      {refund && <p>{refund}</p>}
      <p>
        <a href={game.uploadUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Upload a game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
