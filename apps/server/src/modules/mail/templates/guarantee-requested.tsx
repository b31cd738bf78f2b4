import type { GuaranteeKind } from '../../../db/schema.js';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** What the customer asked for, as a sentence's object: "You asked for …". */
export const guaranteeKindWords: Record<GuaranteeKind, string> = {
  reprocess: 'the game to be reprocessed',
  refund: 'a refund of the game credit',
};

export interface GuaranteeRequestFacts {
  userName: string;
  userEmail: string;
  gameName: string;
  kind: GuaranteeKind;
  reason: string;
  /** The customer's game page: /games/{id}. */
  gameUrl: string;
  /** The back office's list of pending requests: /admin/requests. */
  requestsUrl: string;
}

/** The customer's receipt for a guarantee request: we have it, and we answer within a day. */
export function renderGuaranteeReceivedEmail(facts: GuaranteeRequestFacts): RenderedEmail {
  const subject = `We received your request: ${facts.gameName}`;
  const text = [
    `Hi ${facts.userName},`,
    ``,
    `We received your request for ${guaranteeKindWords[facts.kind]} of "${facts.gameName}" under our 7-day satisfaction guarantee. We reply within 24 hours.`,
    ``,
    `Your reason: ${facts.reason}`,
    ``,
    `You can follow the request on the game's page: ${facts.gameUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>We received your request</h1>
      <p>
        Hi {facts.userName}, we received your request for {guaranteeKindWords[facts.kind]} of <strong>{facts.gameName}</strong>{' '}
        under our 7-day satisfaction guarantee. We reply within 24 hours.
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>
        <strong>Your reason:</strong> {facts.reason}
      </p>
      <p>
        <a href={facts.gameUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Follow the request on the game’s page
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}

/** Support's notice of a new guarantee request: the game, the customer, what they ask for and why. */
export function renderGuaranteeRequestedSupportEmail(facts: GuaranteeRequestFacts): RenderedEmail {
  const subject = `Guarantee request (${facts.kind}): ${facts.gameName}`;
  const text = [
    `A customer asked for ${guaranteeKindWords[facts.kind]} under the 7-day guarantee. Please decide within 24 hours.`,
    ``,
    `Game: ${facts.gameName}`,
    `Customer: ${facts.userName} <${facts.userEmail}>`,
    `Kind: ${facts.kind}`,
    ``,
    facts.reason,
    ``,
    `Decide in the back office: ${facts.requestsUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>New guarantee request</h1>
      <p>A customer asked for {guaranteeKindWords[facts.kind]} under the 7-day guarantee. Please decide within 24 hours.</p>
      <p>
        <strong>Game:</strong> {facts.gameName}
        <br />
        <strong>Customer:</strong> {facts.userName} &lt;{facts.userEmail}&gt;
        <br />
        <strong>Kind:</strong> {facts.kind}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{facts.reason}</p>
      <p>
        <a href={facts.requestsUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Decide in the back office
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
