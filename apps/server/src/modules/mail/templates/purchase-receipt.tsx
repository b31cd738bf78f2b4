import { formatAud, formatShortDate } from '@courtside/domain';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface PurchaseReceipt {
  name: string;
  purchaseId: string;
  packageLabel: string;
  games: number;
  unitAmountCents: number;
  amountCents: number;
  paidAt: Date;
  gamesRemaining: number;
  dashboardUrl: string;
  supportEmail: string;
}

const cell = { padding: '6px 0', borderBottom: '1px solid #e5e7eb' };

/** The customer's receipt, sent once when a purchase is credited. */
export function renderPurchaseReceiptEmail(receipt: PurchaseReceipt): RenderedEmail {
  const games = `${receipt.games} ${receipt.games === 1 ? 'game' : 'games'}`;
  const subject = `Your Courtside receipt: ${games}`;
  const date = formatShortDate(receipt.paidAt, 'Australia/Melbourne');
  const rows: [string, string][] = [
    ['Package', receipt.packageLabel],
    ['Games', `${receipt.games} x ${formatAud(receipt.unitAmountCents)}`],
    ['Total paid', formatAud(receipt.amountCents)],
    ['Date', date],
    ['Receipt number', receipt.purchaseId],
  ];
  const text = [
    `Hi ${receipt.name},`,
    ``,
    `Thank you for your purchase. ${games} have been added to your account; you now have ${receipt.gamesRemaining} to use.`,
    `Credits never expire.`,
    ``,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ``,
    `Upload a game from your dashboard: ${receipt.dashboardUrl}`,
    `Questions about this receipt? Write to ${receipt.supportEmail}.`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Thank you for your purchase</h1>
      <p>
        Hi {receipt.name}, {games} have been added to your account; you now have {receipt.gamesRemaining} to use. Credits never
        expire.
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '14px' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ ...cell, color: '#6b7280' }}>{label}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: '20px' }}>
        <a href={receipt.dashboardUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Upload a game from your dashboard
        </a>
      </p>
      <p style={{ color: '#6b7280', fontSize: '14px' }}>Questions about this receipt? Write to {receipt.supportEmail}.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
