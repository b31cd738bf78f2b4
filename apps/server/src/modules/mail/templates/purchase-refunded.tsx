import { formatAud } from '@courtside/domain';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface PurchaseRefund {
  name: string;
  purchaseId: string;
  packageLabel: string;
  /** Games of the purchase this refund returned. */
  games: number;
  amountCents: number;
  /** Unspent credits taken back from the balance, and games already used that could not be. */
  creditsTaken: number;
  shortfall: number;
  gamesRemaining: number;
  /** The purchase has now been refunded in full. */
  inFull: boolean;
  dashboardUrl: string;
  supportEmail: string;
}

const gamesText = (n: number) => `${String(n)} ${n === 1 ? 'game' : 'games'}`;

/** The customer's notice of a refund made from the back office: the money, the games and the credits taken back. */
export function renderPurchaseRefundedEmail(refund: PurchaseRefund): RenderedEmail {
  const amount = formatAud(refund.amountCents);
  const subject = `Your Courtside refund: ${amount}`;
  const what = refund.inFull
    ? `your ${refund.packageLabel} (${gamesText(refund.games)})`
    : `${gamesText(refund.games)} of your ${refund.packageLabel}`;
  const lines = [
    `We have refunded ${amount} for ${what}, receipt number ${refund.purchaseId}. It goes back to the card you paid with and usually arrives within 5 to 10 business days.`,
    refund.creditsTaken > 0
      ? `We took back ${refund.creditsTaken === 1 ? '1 unused game credit' : `${String(refund.creditsTaken)} unused game credits`}; you now have ${String(refund.gamesRemaining)} to use.`
      : `No unused game credits were taken back; you have ${String(refund.gamesRemaining)} to use.`,
    ...(refund.shortfall > 0
      ? [
          `${refund.shortfall === 1 ? '1 of the refunded games had' : `${String(refund.shortfall)} of the refunded games had`} already been used, so ${refund.shortfall === 1 ? 'it was' : 'they were'} not taken back.`,
        ]
      : []),
  ];
  const text = [
    `Hi ${refund.name},`,
    ``,
    ...lines,
    ``,
    `Your dashboard: ${refund.dashboardUrl}`,
    `Questions about this refund? Write to ${refund.supportEmail}.`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your refund of {amount}</h1>
      <p>Hi {refund.name},</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={refund.dashboardUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Open your dashboard
        </a>
      </p>
      <p style={{ color: '#6b7280', fontSize: '14px' }}>Questions about this refund? Write to {refund.supportEmail}.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
