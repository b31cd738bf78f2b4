import type { GuaranteeKind } from '../../../db/schema.js';
import { guaranteeKindWords } from './guarantee-requested.js';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface GuaranteeRefundFacts {
  userName: string;
  gameName: string;
  /** The balance after the credit came back. */
  gamesRemaining: number;
  /** The customer's dashboard: /dashboard. */
  dashboardUrl: string;
}

const gamesWord = (count: number) => `${String(count)} ${count === 1 ? 'game' : 'games'}`;

/** The customer's notice that a guarantee refund was approved: the game credit is back. */
export function renderGuaranteeRefundedEmail(facts: GuaranteeRefundFacts): RenderedEmail {
  const subject = `Your game credit is back: ${facts.gameName}`;
  const text = [
    `Hi ${facts.userName},`,
    ``,
    `We approved your refund request for "${facts.gameName}": your game credit is back. You now have ${gamesWord(facts.gamesRemaining)} remaining.`,
    ``,
    `Your box score stays on the game's page. Upload your next game from your dashboard: ${facts.dashboardUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your game credit is back</h1>
      <p>
        Hi {facts.userName}, we approved your refund request for <strong>{facts.gameName}</strong>: your game credit is back. You
        now have <strong>{gamesWord(facts.gamesRemaining)}</strong> remaining.
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
