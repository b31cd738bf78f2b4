import { gameCreditSentence } from '@courtside/domain';
import type { GuaranteeKind } from '../../../db/schema.js';
import type { CreditReturn } from '../../credits/credits.service.js';
import { guaranteeKindWords } from './guarantee-requested.js';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface GuaranteeRefundFacts {
  userName: string;
  gameName: string;
  /** The game's credit: back (with the balance after), or withheld because its payment had been refunded. */
  credit: CreditReturn;
  /** The customer's dashboard: /dashboard. */
  dashboardUrl: string;
}

const gamesWord = (count: number) => `${String(count)} ${count === 1 ? 'game' : 'games'}`;

/**
 * The customer's notice that a guarantee refund was approved: the game credit is back, or, when the payment for
 * it had already been refunded (decision 016), that the money was the refund.
 */
export function renderGuaranteeRefundedEmail(facts: GuaranteeRefundFacts): RenderedEmail {
  const { credit } = facts;
  const back = credit.outcome === 'returned';
  const subject = back ? `Your game credit is back: ${facts.gameName}` : `Your refund request: ${facts.gameName}`;
  const outcome = back
    ? `your game credit is back. You now have ${gamesWord(credit.gamesRemaining)} remaining.`
    : credit.outcome === 'withheld'
      ? `${gameCreditSentence({ state: 'withheld', because: credit.because }, 'its game credit') ?? ''} You have ${gamesWord(credit.gamesRemaining)} remaining.`
      : 'its game credit had already been returned.';
  const text = [
    `Hi ${facts.userName},`,
    ``,
    `We approved your refund request for "${facts.gameName}": ${outcome}`,
    ``,
    `Your box score stays on the game's page. Upload your next game from your dashboard: ${facts.dashboardUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>{back ? 'Your game credit is back' : 'Your refund request was approved'}</h1>
      <p>
        Hi {facts.userName}, we approved your refund request for <strong>{facts.gameName}</strong>: {outcome}
      </p>
      <p>
        <a href={facts.dashboardUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Go to your dashboard
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}

export interface GuaranteeDeclineFacts {
  userName: string;
  gameName: string;
  kind: GuaranteeKind;
  /** The admin's explanation to the customer. */
  note: string;
  gameUrl: string;
  contactUrl: string;
}

/** The customer's notice that a guarantee request was declined, with the admin's note. */
export function renderGuaranteeDeclinedEmail(facts: GuaranteeDeclineFacts): RenderedEmail {
  const subject = `About your request: ${facts.gameName}`;
  const text = [
    `Hi ${facts.userName},`,
    ``,
    `We looked at your request for ${guaranteeKindWords[facts.kind]} of "${facts.gameName}" and could not approve it:`,
    ``,
    facts.note,
    ``,
    `The game's page: ${facts.gameUrl}`,
    `If you have questions, write to us: ${facts.contactUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>About your request</h1>
      <p>
        Hi {facts.userName}, we looked at your request for {guaranteeKindWords[facts.kind]} of <strong>{facts.gameName}</strong>{' '}
        and could not approve it:
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{facts.note}</p>
      <p>
        <a href={facts.gameUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the game
        </a>{' '}
        ·{' '}
        <a href={facts.contactUrl} style={{ color: '#ea580c' }}>
          Contact us
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
